import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import { hashPasswordDigest, issueEmailToken } from '#server/features/auth/index.ts';
import { invitationMessage, siteLink, writeMail } from '#server/features/mail/index.ts';
import { INVITATION_LINK_LIFETIME_MS } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import type { InviteMemberRequest, TeamMember } from '#shared/schemas/team.ts';
import { TeamError } from './team-error.ts';
import { memberColumns, memberSubject, toTeamMember } from './team-member.ts';

type InviteDeps = Pick<AppDeps, 'env' | 'logger'>;

/**
 * A password nobody knows: an invitee's account has one until they choose theirs. A new one for every
 * invitation, so the link of an older invitation, bound to the password it was sent for, stops working.
 */
async function unknownPassword(): Promise<string> {
  return hashPasswordDigest(randomBytes(32).toString('hex'));
}

/** The invitation's link, a password-reset link for the account's unknown password that lasts 7 days. */
async function mailInvitation(
  tx: Database,
  deps: InviteDeps,
  member: { email: string; language: Language },
  passwordHash: string,
  now: Date,
): Promise<void> {
  const token = await issueEmailToken(
    tx,
    {
      purpose: 'reset_password',
      accountType: 'admin',
      email: member.email,
      passwordHash,
      lifetimeMs: INVITATION_LINK_LIFETIME_MS,
    },
    now,
  );
  const link = siteLink(deps.env, pagePaths.joinTeam, member.language, { token });
  await writeMail(tx, deps, [
    {
      message: invitationMessage,
      recipient: member.email,
      language: member.language,
      data: { email: member.email, link },
    },
  ]);
}

/** Adds the member, invited, and mails them the link that lets them choose their password. */
export async function inviteMember(
  db: Database,
  deps: InviteDeps,
  request: InviteMemberRequest,
  actor: AuditActor,
  now: Date,
): Promise<TeamMember> {
  const passwordHash = await unknownPassword();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(adminUsers)
      .values({
        email: request.email,
        displayName: request.name,
        role: request.role,
        language: request.language,
        passwordHash,
        invitedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: adminUsers.email })
      .returning(memberColumns);
    if (!member) throw new TeamError('already_member', `${request.email} is already on the team.`);
    await mailInvitation(tx, deps, { email: request.email, language: request.language }, passwordHash, now);
    await recordAudit(tx, {
      kind: 'admin_account.invited',
      actor,
      subject: memberSubject(request.email),
      details: { role: request.role },
      at: now,
    });
    return toTeamMember(member);
  });
}

/** A new invitation link for a member who has not joined yet; the older links stop working. */
export async function resendInvitation(
  db: Database,
  deps: InviteDeps,
  memberId: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const passwordHash = await unknownPassword();
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.id, memberId))
      .returning({
        email: adminUsers.email,
        language: adminUsers.language,
        invitedAt: adminUsers.invitedAt,
        deactivatedAt: adminUsers.deactivatedAt,
        role: adminUsers.role,
      });
    if (!member) throw new TeamError('not_found', 'There is no such team member.');
    if (member.invitedAt === null || member.deactivatedAt !== null) {
      // Rolls the new password back: a member who joined keeps theirs.
      throw new TeamError('already_joined', `${member.email} is not waiting for an invitation.`);
    }
    await mailInvitation(tx, deps, member, passwordHash, now);
    await recordAudit(tx, {
      kind: 'admin_account.invited',
      actor,
      subject: memberSubject(member.email),
      details: { role: member.role, resent: true },
      at: now,
    });
  });
}
