import { and, eq, isNotNull } from 'drizzle-orm';
import { emailPasswords } from '#server/db/schema.ts';
import { sessionResponseSchema, signInRequestSchema } from '#shared/schemas/session.ts';
import { awaitsConfirmation } from './pending-attempts.ts';
import { customerSignInLimits } from './sign-in-limits.ts';
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
    return row && { passwordHash: row.passwordHash, identity: { account: 'customer', email } };
  },
  awaitsConfirmation,
  afterPassword: async () => ({ signedIn: {} }),
});
