import { MailPlus, UserCheck, UserX } from 'lucide-react';
import { useId } from 'react';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { type DeskRole, deskRoles } from '#shared/constants.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { resendInvitation, updateMember } from '../team-api.ts';
import { useTeamChange } from '../use-team-change.ts';

/** A member's role dropdown (saved when chosen), Deactivate or Reactivate, and Resend Invitation. */
export function TeamMemberActions({ member, who }: { member: TeamMember; who: string }) {
  const { team: t } = useAccountMessages();
  const id = useId();
  const setRole = useTeamChange(
    (role: DeskRole) => updateMember(member.id, { role }),
    (role) => t.roleChanged(who, t.roles[role]),
  );
  const setActive = useTeamChange(
    (active: boolean) => updateMember(member.id, { active }),
    (active) => (active ? t.reactivatedDone(who) : t.deactivatedDone(who)),
  );
  const resend = useTeamChange(
    () => resendInvitation(member.id),
    () => t.resent(member.email),
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t.roleOf(who)}
      </label>
      <NativeSelect
        id={id}
        className="w-44"
        value={setRole.isPending ? setRole.variables : member.role}
        disabled={setRole.isPending}
        onChange={(event) => setRole.mutate(event.target.value as DeskRole)}
      >
        {deskRoles.map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </NativeSelect>
      {member.invited && member.active && (
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={t.resendOf(who)}
          onClick={() => resend.mutate(undefined)}
        >
          <MailPlus aria-hidden="true" />
          {t.resend}
        </Button>
      )}
      {member.active ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-destructive" aria-label={t.deactivateOf(who)}>
              <UserX aria-hidden="true" />
              {t.deactivate}
            </Button>
          }
          title={t.confirmDeactivate.title(who)}
          description={t.confirmDeactivate.text}
          confirmLabel={t.confirmDeactivate.confirm}
          pendingLabel={t.confirmDeactivate.pending}
          cancelLabel={t.confirmDeactivate.cancel}
          onConfirm={() => setActive.mutateAsync(false)}
        />
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={setActive.isPending}
          aria-label={t.reactivateOf(who)}
          onClick={() => setActive.mutate(true)}
        >
          <UserCheck aria-hidden="true" />
          {t.reactivate}
        </Button>
      )}
    </div>
  );
}
