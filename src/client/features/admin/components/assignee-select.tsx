import { useId } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useAssignees } from '../team-api.ts';
import { useAssignment } from '../use-assignment.ts';

const NOBODY = '';

/** Who owns the ticket: choosing a member (or Nobody) saves it at once. On the card and in its dialog. */
export function AssigneeSelect({
  ticketId,
  subject,
  assignee,
}: {
  ticketId: string;
  subject: string;
  assignee: { id: string; name: string } | null;
}) {
  const { team: t } = useAccountMessages();
  const id = useId();
  const { data } = useAssignees();
  const members = data?.assignees ?? [];
  const assignment = useAssignment(ticketId);
  const current = assignment.isPending ? (assignment.variables ?? NOBODY) : (assignee?.id ?? NOBODY);
  // A deactivated assignee is no longer offered, but stays shown as the ticket's.
  const options =
    assignee && !members.some((member) => member.id === assignee.id) ? [assignee, ...members] : members;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.assignee.label}
        <span className="sr-only">: {subject}</span>
      </label>
      <NativeSelect
        id={id}
        className="w-48"
        value={current}
        disabled={assignment.isPending}
        onChange={(event) => assignment.mutate(event.target.value || null)}
      >
        <option value={NOBODY}>{t.assignee.nobody}</option>
        {options.map((member) => (
          <option key={member.id} value={member.id}>
            {member.id === data?.me ? t.assignee.you(member.name) : member.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
