import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import type { TeamMember, UpdateMemberRequest } from '#shared/schemas/team.ts';
import { keepAnotherActiveAdmin } from './last-admin.ts';
import { TeamError } from './team-error.ts';
import { type MemberRow, memberColumns, memberSubject, toTeamMember } from './team-member.ts';

/** Every desk account, admins first, then by name and email. */
export async function listMembers(db: Database): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(adminUsers)
    .orderBy(asc(adminUsers.role), asc(adminUsers.displayName), asc(adminUsers.email));
  return rows.map(toTeamMember);
}

/** Every active member a ticket can go to, by name. */
export function listAssignees(db: Database) {
  const name = sql<string>`coalesce(nullif(${adminUsers.displayName}, ''), ${adminUsers.email})`;
  return db
    .select({ id: adminUsers.id, name })
    .from(adminUsers)
    .where(isNull(adminUsers.deactivatedAt))
    .orderBy(asc(name));
}

/** A member by id (the team page) or by email (the command line). */
export type MemberTarget = { id: string } | { email: string };

function whereTarget(target: MemberTarget) {
  return 'id' in target ? eq(adminUsers.id, target.id) : eq(adminUsers.email, target.email);
}

/** Whether the change takes an active admin who has joined out of that number. */
function removesAnAdmin(member: MemberRow, changes: UpdateMemberRequest): boolean {
  const countedNow = member.role === 'admin' && member.deactivatedAt === null && member.invitedAt === null;
  return countedNow && (changes.role === 'agent' || changes.active === false);
}

/**
 * Changes a member's role, name or whether they may sign in, each change one audit entry. Deactivating
 * ends every session of theirs in the same transaction; the last active admin cannot be demoted or
 * deactivated.
 */
export async function updateMember(
  db: Database,
  target: MemberTarget,
  changes: UpdateMemberRequest,
  actor: AuditActor,
  at: Date,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select(memberColumns).from(adminUsers).where(whereTarget(target)).for('update');
    if (!member) throw new TeamError('not_found', 'There is no such team member.');
    if (removesAnAdmin(member, changes)) await keepAnotherActiveAdmin(tx, member.id);
    const subject = memberSubject(member.email);
    const record = (kind: Parameters<typeof recordAudit>[1]['kind'], details?: Record<string, unknown>) =>
      recordAudit(tx, { kind, actor, subject, details, at });
    const next = { ...member };
    if (changes.role !== undefined && changes.role !== member.role) {
      next.role = changes.role;
      await record('admin_account.role_changed', { from: member.role, to: changes.role });
    }
    if (changes.name !== undefined && changes.name !== member.name) {
      next.name = changes.name;
      await record('admin_account.renamed', { from: member.name, to: changes.name });
    }
    if (changes.active !== undefined && changes.active !== (member.deactivatedAt === null)) {
      next.deactivatedAt = changes.active ? null : at;
      if (!changes.active) await tx.delete(sessions).where(eq(sessions.adminId, member.id));
      await record(changes.active ? 'admin_account.reactivated' : 'admin_account.deactivated');
    }
    await tx
      .update(adminUsers)
      .set({ role: next.role, displayName: next.name, deactivatedAt: next.deactivatedAt })
      .where(eq(adminUsers.id, member.id));
    return toTeamMember(next);
  });
}
