import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import { hashPasswordDigest, resetTwoFactor } from '#server/features/auth/index.ts';
import { keepAnotherActiveAdmin } from '#server/features/team/index.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, type DeskRole } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { emailSchema } from '#shared/schemas/session.ts';

/** A mistake in what the operator asked for; its message is meant to be shown as is. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export interface AdminSummary {
  id: string;
  email: string;
  createdAt: Date;
}

/** Who a new desk account is: an admin unless said otherwise, and the name on their replies. */
export interface AccountProfile {
  role?: DeskRole;
  name?: string;
}

function normalizedEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AdminAccountError(`'${email}' is not a valid email address.`);
  return parsed.data;
}

/** argon2id of the same SHA-256(password + email) digest the browser sends at sign-in. */
async function storedHash(password: string, email: string): Promise<string> {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminAccountError(
      `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`,
    );
  }
  return hashPasswordDigest(await passwordDigest(password, email));
}

const adminAccount = (email: string) => ({ type: 'admin_account' as const, id: email });

/**
 * Creates an admin and its audit entry; returns null when one with this email already exists (nothing
 * is changed). `details` says where the request came from when the actor alone does not.
 */
export async function insertAdmin(
  db: Database,
  email: string,
  password: string,
  actor: AuditActor,
  details?: Record<string, unknown>,
  profile: AccountProfile = {},
) {
  const normalized = normalizedEmail(email);
  const passwordHash = await storedHash(password, normalized);
  const role = profile.role ?? 'admin';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: normalized, passwordHash, role, displayName: profile.name?.trim() ?? '' })
      .onConflictDoNothing({ target: adminUsers.email })
      .returning({ id: adminUsers.id, email: adminUsers.email, createdAt: adminUsers.createdAt });
    if (!row) return null;
    await recordAudit(tx, {
      kind: 'admin_account.created',
      actor,
      subject: adminAccount(row.email),
      details: { ...details, role },
    });
    return row;
  });
}

export async function createAdmin(
  db: Database,
  email: string,
  password: string,
  actor: AuditActor,
  profile: AccountProfile = {},
): Promise<AdminSummary> {
  const created = await insertAdmin(db, email, password, actor, undefined, profile);
  if (!created)
    throw new AdminAccountError(`An admin with the email ${normalizedEmail(email)} already exists.`);
  return created;
}

/** Deleting an account also ends their sessions (foreign key cascade); the last active admin stays. */
export async function deleteAdmin(db: Database, email: string, actor: AuditActor): Promise<void> {
  const normalized = normalizedEmail(email);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: adminUsers.id, role: adminUsers.role, deactivatedAt: adminUsers.deactivatedAt })
      .from(adminUsers)
      .where(eq(adminUsers.email, normalized));
    if (!found) throw new AdminAccountError(`There is no admin with the email ${normalized}.`);
    if (found.role === 'admin' && found.deactivatedAt === null) await keepAnotherActiveAdmin(tx, found.id);
    await tx.delete(adminUsers).where(eq(adminUsers.id, found.id));
    await recordAudit(tx, { kind: 'admin_account.deleted', actor, subject: adminAccount(normalized) });
  });
}

/** A new password also signs the admin out everywhere: the old password may be why it changed. */
export async function setAdminPassword(
  db: Database,
  email: string,
  password: string,
  actor: AuditActor,
): Promise<void> {
  const normalized = normalizedEmail(email);
  const passwordHash = await storedHash(password, normalized);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.email, normalized))
      .returning({ id: adminUsers.id });
    const admin = updated[0];
    if (!admin) throw new AdminAccountError(`There is no admin with the email ${normalized}.`);
    await tx.delete(sessions).where(eq(sessions.adminId, admin.id));
    await recordAudit(tx, {
      kind: 'admin_account.password_changed',
      actor,
      subject: adminAccount(normalized),
    });
  });
}

/** For an admin who lost their authenticator: two-factor sign-in is off until they set it up again. */
export async function resetAdminTwoFactor(db: Database, email: string, actor: AuditActor): Promise<void> {
  const normalized = normalizedEmail(email);
  const [admin] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, normalized));
  if (!admin) throw new AdminAccountError(`There is no admin with the email ${normalized}.`);
  await resetTwoFactor(db, { id: admin.id, email: normalized }, actor);
}

export function randomAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}
