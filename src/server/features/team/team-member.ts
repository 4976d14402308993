import { sql } from 'drizzle-orm';
import { adminUsers } from '#server/db/schema.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

/** The columns a team member is read with. */
export const memberColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.displayName,
  role: adminUsers.role,
  twoFactor: sql<boolean>`${adminUsers.totpConfirmedAt} is not null`,
  invitedAt: adminUsers.invitedAt,
  deactivatedAt: adminUsers.deactivatedAt,
  lastSignedInAt: adminUsers.lastSignedInAt,
  createdAt: adminUsers.createdAt,
};

export interface MemberRow {
  id: string;
  email: string;
  name: string;
  role: TeamMember['role'];
  twoFactor: boolean;
  invitedAt: Date | null;
  deactivatedAt: Date | null;
  lastSignedInAt: Date | null;
  createdAt: Date;
}

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor: row.twoFactor,
    invited: row.invitedAt !== null,
    active: row.deactivatedAt === null,
    lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How the audit trail names the account a change is about. */
export const memberSubject = (email: string) => ({ type: 'admin_account' as const, id: email });
