import { eq } from 'drizzle-orm';
import { adminUsers, emailPasswords } from '#server/db/schema.ts';
import { recordAdminSignIn } from '#server/features/audit/admin-sign-in-audit.ts';
import {
  adminSignInRequestSchema,
  adminSignInResponseSchema,
  sessionResponseSchema,
  signInRequestSchema,
} from '#shared/schemas/session.ts';
import { adminSecondFactor } from './admin-second-factor.ts';
import {
  adminSignInPerAddress,
  adminSignInPerEmail,
  signInPerAddress,
  signInPerEmail,
} from './sign-in-limits.ts';
import { signInRoute } from './sign-in-route.ts';

/** Customers sign in with the password their first ticket set. */
export const customerSignInRoutes = signInRoute({
  operationId: 'signIn',
  tags: ['auth'],
  summary:
    'Sign a customer in with the email and password set by their first ticket, once the address is confirmed',
  requestSchema: signInRequestSchema,
  responseSchema: sessionResponseSchema,
  limits: { perAddress: signInPerAddress, perEmail: signInPerEmail },
  invalidCredentialsMessage: 'Email or password is incorrect.',
  async findAccount(db, email) {
    const [row] = await db
      .select({ passwordHash: emailPasswords.passwordHash, verifiedAt: emailPasswords.verifiedAt })
      .from(emailPasswords)
      .where(eq(emailPasswords.email, email))
      .limit(1);
    return (
      row && {
        passwordHash: row.passwordHash,
        identity: { type: 'user', email },
        emailConfirmed: row.verifiedAt !== null,
      }
    );
  },
  afterPassword: async () => ({ signedIn: {} }),
});

/** Admins sign in with an account made by the CLI or ADMIN_EMAIL; tighter limits with growing back-off. */
export const adminSignInRoutes = signInRoute({
  operationId: 'adminSignIn',
  tags: ['auth', 'admin'],
  summary:
    'Sign an admin in: the password, then a TOTP or recovery code once two-factor sign-in is on; rate-limited per address and per email with growing back-off',
  requestSchema: adminSignInRequestSchema,
  responseSchema: adminSignInResponseSchema,
  limits: { perAddress: adminSignInPerAddress, perEmail: adminSignInPerEmail },
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
        emailConfirmed: true,
      }
    );
  },
  afterPassword: adminSecondFactor,
  recordAttempt: recordAdminSignIn,
});
