import type { TeamMember } from '#shared/schemas/team.ts';

/** One line of `npm run admin -- list`: email, role, name and state, tab-separated. */
export function describeMember(member: TeamMember): string {
  const state = !member.active ? 'deactivated' : member.invited ? 'invited' : 'active';
  const name = member.name || '(no name)';
  return `${member.email}\t${member.role}\t${name}\t${state}\tcreated ${member.createdAt}`;
}
