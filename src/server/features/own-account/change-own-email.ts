import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import {
  findEmailToken,
  hashPasswordDigest,
  issueEmailToken,
  useEmailToken,
} from '#server/features/auth/index.ts';
import { emailChangedMessage, emailChangeMessage, siteLink, writeMail } from '#server/features/mail/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import { CONFIRM_EMAIL_LINK_LIFETIME_MS } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import type { ChangeOwnEmailRequest } from '#shared/schemas/own-account.ts';

type MailDeps = Pick<AppDeps, 'env' | 'logger'>;

const taken = (email: string) =>
  new HttpError(409, 'already_member', `${email} is already the email of a member of the team.`);

async function assertFree(db: Database, email: string, adminId: string): Promise<void> {
  const [other] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, email), ne(adminUsers.id, adminId)));
  if (other) throw taken(email);
}

/**
 * Mails the new address a link that makes it the member's email; until it is opened, nothing changes.
 * The caller has checked the password; its digest for the new address is kept with the link.
 */
export async function requestOwnEmailChange(
  db: Database,
  deps: MailDeps,
  member: { adminId: string; email: string },
  request: ChangeOwnEmailRequest,
  now: Date,
): Promise<void> {
  const { adminId } = member;
  if (request.email === member.email) throw new HttpError(409, 'conflict', 'This is already your email.');
  await assertFree(db, request.email, adminId);
  const passwordHash = await hashPasswordDigest(request.newPasswordHash);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ language: adminUsers.language })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    const language = member?.language ?? 'en';
    const token = await issueEmailToken(
      tx,
      {
        purpose: 'change_email',
        accountType: 'admin',
        email: request.email,
        passwordHash,
        adminId,
        lifetimeMs: CONFIRM_EMAIL_LINK_LIFETIME_MS,
      },
      now,
    );
    const link = siteLink(deps.env, pagePaths.adminAccount, language, { token });
    await writeMail(tx, deps, [
      {
        message: emailChangeMessage,
        recipient: request.email,
        language,
        data: { email: request.email, link },
      },
    ]);
  });
}

/**
 * Opens a change of email's link, for the member who asked for it only: the account, its sessions and
 * its password's digest take the new address, and the former address is told. Returns the new email.
 */
export async function confirmOwnEmailChange(
  db: Database,
  deps: MailDeps,
  adminId: string,
  token: string,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  const invalid = new HttpError(400, 'invalid_link', 'This link has expired or has already been used.');
  const grant = await findEmailToken(db, token, 'change_email', now);
  if (!grant || grant.adminId !== adminId || !grant.passwordHash) throw invalid;
  await assertFree(db, grant.email, adminId);
  return db.transaction(async (tx) => {
    const used = await useEmailToken(tx, token, 'change_email', now);
    if (!used?.passwordHash) throw invalid;
    const [before] = await tx
      .select({ email: adminUsers.email, language: adminUsers.language })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId))
      .for('update');
    if (!before) throw invalid;
    await tx
      .update(adminUsers)
      .set({ email: used.email, passwordHash: used.passwordHash })
      .where(eq(adminUsers.id, adminId));
    await tx.update(sessions).set({ email: used.email }).where(eq(sessions.adminId, adminId));
    await recordAudit(tx, {
      kind: 'admin_account.email_changed',
      actor,
      subject: { type: 'admin_account', id: used.email },
      details: { from: before.email, to: used.email },
      at: now,
    });
    const link = siteLink(deps.env, pagePaths.admin, before.language);
    await writeMail(tx, deps, [
      {
        message: emailChangedMessage,
        recipient: before.email,
        language: before.language,
        data: { email: used.email, link },
      },
    ]);
    return used.email;
  });
}
