import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { adminUsers } from '#server/db/schema.ts';
import { currentSettings } from '#server/features/settings/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import { clientAddress } from '#server/http/request-info.ts';
import type { AdminSignInRequest } from '#shared/schemas/session.ts';
import type { AfterPassword, SignInAccount } from './sign-in-route.ts';
import { beginEnrolment, confirmEnrolment, verifySecondFactor } from './two-factor.ts';

const invalidSecondFactor = () =>
  new HttpError(401, 'invalid_second_factor', 'The authentication code is not valid.');

/**
 * An admin whose password matched signs in with a second factor once they have one; with
 * two-factor required (ADMIN_REQUIRE_2FA or the settings), an admin without one enrols first (their next code confirms it).
 */
export async function adminSecondFactor(
  c: Context<AppEnv>,
  account: SignInAccount,
  { code }: AdminSignInRequest,
): Promise<AfterPassword<{ recoveryCodes?: string[] }>> {
  const { db, env, now } = c.var.deps;
  const adminId = account.identity.adminId;
  if (!adminId) throw new Error('an admin account without an id');
  const [admin] = await db
    .select({ secret: adminUsers.totpSecret, confirmedAt: adminUsers.totpConfirmedAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (admin?.secret && admin.confirmedAt) {
    if (!code) return { secondFactor: { required: 'code' } };
    if (!(await verifySecondFactor(db, { id: adminId, totpSecret: admin.secret }, code, now()))) {
      throw invalidSecondFactor();
    }
    return { signedIn: {} };
  }
  if (!(await currentSettings(db, env)).requireTwoFactor) return { signedIn: {} };
  if (!code) {
    const enrolment = await beginEnrolment(
      db,
      { id: adminId, email: account.identity.email },
      env.PRODUCT_NAME,
    );
    if (!enrolment) throw new Error('enrolment refused for an admin without an active second factor');
    return { secondFactor: { required: 'enrolment', enrolment } };
  }
  const recoveryCodes = await confirmEnrolment(db, { id: adminId, email: account.identity.email }, code, {
    now: now(),
    actor: { type: 'admin', id: adminId, name: account.identity.email, address: clientAddress(c) },
  });
  if (!recoveryCodes) throw invalidSecondFactor();
  return { signedIn: { recoveryCodes } };
}
