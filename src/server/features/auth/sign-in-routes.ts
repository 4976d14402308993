import { and, eq, isNotNull } from 'drizzle-orm';
import { adminUsers, emailPasswords } from '#server/db/schema.ts';
import { recordAdminSignIn } from '#server/features/audit/admin-sign-in-audit.ts';
import {
  adminSignInRequestSchema,
  adminSignInResponseSchema,
  sessionResponseSchema,
  signInRequestSchema,
} from '#shared/schemas/session.ts';
import { adminSecondFactor } from './admin-second-factor.ts';
import { awaitsConfirmation } from './pending-attempts.ts';
import { adminSignInLimits, customerSignInLimits } from './sign-in-limits.ts';
import { signInRoute } from './sign-in-route.ts';

/** Customers sign in with the password their first ticket set. */
export const customerSignInRoutes = signInRoute({
  account: 'customer',
  operationId: 'signIn',
  tags: ['auth'],
  summary:
    'Sign a customer in with the email and password confirmed by their emailed link; a password still awaiting its link is told so (403)',
  requestSchema: signInRequestSchema,
  responseSchema: sessionResponseSchema,
  limits: customerSignInLimits,
  invalidCredentialsMessage: 'Email or password is incorrect.',
  async findAccount(db, email) {
    const [row] = await db
      .select({ passwordHash: emailPasswords.passwordHash })
      .from(emailPasswords)
      .where(and(eq(emailPasswords.email, email), isNotNull(emailPasswords.verifiedAt)))
      .limit(1);
    return row && { passwordHash: row.passwordHash, identity: { type: 'user', email } };
  },
  awaitsConfirmation,
  afterPassword: async () => ({ signedIn: {} }),
});

/** Admins sign in with an account made by the CLI or ADMIN_EMAIL; tighter limits with growing back-off. */
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
      .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.email, email))
      .limit(1);
    return (
      row && {
        passwordHash: row.passwordHash,
        identity: { type: 'admin', email, adminId: row.id },
      }
    );
  },
  afterPassword: adminSecondFactor,
  recordAttempt: recordAdminSignIn,
});
