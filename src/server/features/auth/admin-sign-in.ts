import { and, eq, isNull } from 'drizzle-orm';
import { adminUsers } from '#server/db/schema.ts';
import { recordAdminSignIn } from '#server/features/audit/index.ts';
import { adminSignInRequestSchema, adminSignInResponseSchema } from '#shared/schemas/session.ts';
import { adminSecondFactor } from './admin-second-factor.ts';
import { adminSignInLimits } from './sign-in-limits.ts';
import { signInRoute } from './sign-in-route.ts';

/**
 * Desk accounts (admins and agents) sign in with an account made by the CLI, ADMIN_EMAIL or an accepted
 * invitation; a deactivated one is as unknown. Tighter limits with growing back-off.
 */
export const adminSignInRoutes = signInRoute({
  account: 'admin',
  operationId: 'adminSignIn',
  tags: ['auth', 'admin'],
  summary:
    'Sign an admin in: the password, then a TOTP or recovery code once two-factor sign-in is on; rate-limited per address, and per device cookie or else per email, with growing back-off',
  requestSchema: adminSignInRequestSchema,
  responseSchema: adminSignInResponseSchema,
  limits: adminSignInLimits,
  invalidCredentialsMessage: 'Invalid email or password.',
  async findAccount(db, email) {
    const [row] = await db
      .select({
        id: adminUsers.id,
        passwordHash: adminUsers.passwordHash,
        role: adminUsers.role,
        language: adminUsers.language,
        languageChosen: adminUsers.languageChosen,
      })
      .from(adminUsers)
      .where(and(eq(adminUsers.email, email), isNull(adminUsers.deactivatedAt)))
      .limit(1);
    return (
      row && {
        passwordHash: row.passwordHash,
        identity: {
          account: 'admin',
          email,
          adminId: row.id,
          role: row.role,
          language: row.languageChosen ? row.language : undefined,
        },
      }
    );
  },
  afterPassword: adminSecondFactor,
  async recordAttempt(c, outcome, email) {
    await recordAdminSignIn(c, outcome, email);
    if (outcome === 'failed') return;
    const { db, now } = c.var.deps;
    await db.update(adminUsers).set({ lastSignedInAt: now() }).where(eq(adminUsers.email, email));
  },
});
