import { useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import type { InviteMemberRequest, UpdateMemberRequest } from '#shared/schemas/team.ts';
import { adminKeys } from './api.ts';

export const teamKey = () => [...adminKeys.all, 'team'] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey(), queryFn: () => json(api.admin.team.$get()) });
}

export function inviteMember(request: InviteMemberRequest) {
  return json(api.admin.team.$post({ json: request }));
}

export function updateMember(id: string, request: UpdateMemberRequest) {
  return json(api.admin.team[':id'].$patch({ param: { id }, json: request }));
}

export async function resendInvitation(id: string): Promise<void> {
  await api.admin.team[':id'].invitation.$post({ param: { id } });
}

export const assigneesKey = () => [...adminKeys.all, 'assignees'] as const;

/** The active members a ticket can go to; any desk account may read them. */
export function useAssignees() {
  return useQuery({
    queryKey: assigneesKey(),
    queryFn: () => json(api.admin.team.assignees.$get()),
    staleTime: 60_000,
  });
}

export function assignTicket(id: string, assigneeId: string | null) {
  return json(api.admin.tickets[':id'].assignee.$put({ param: { id }, json: { assigneeId } }));
}
