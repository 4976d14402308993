import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { type DeskRole, deskRoles } from '#shared/constants.ts';
import { inviteMember } from '../team-api.ts';
import { useTeamChange } from '../use-team-change.ts';

const empty = { name: '', email: '', role: 'agent' as DeskRole };

/** 'Invite a Member': name, email and role; the invitation is written in the page's language. */
export function InviteMemberForm() {
  const { team: t } = useAccountMessages();
  const { language } = useLanguage();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  const invite = useTeamChange(inviteMember, ({ email }) => t.invite.sent(email));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: values.name.trim() ? undefined : t.invite.nameMissing,
      email: /^[^\s@]+@[^\s@]+$/.test(values.email.trim()) ? undefined : t.invite.emailInvalid,
    };
    setProblems(found);
    const firstWrong = found.name ? 'name' : found.email ? 'email' : undefined;
    if (firstWrong) {
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    invite.mutate({ ...values, language }, { onSuccess: () => setValues(empty) });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t.invite.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.invite.text}</p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-start"
      >
        <FormField id={`${id}-name`} label={t.invite.name} problem={problems.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={80}
              placeholder={t.invite.namePlaceholder}
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${id}-email`} label={t.invite.email} problem={problems.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${id}-role`} label={t.invite.role}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.role}
              onChange={(event) => setValues({ ...values, role: event.target.value as DeskRole })}
            >
              {deskRoles.map((role) => (
                <option key={role} value={role}>
                  {t.roles[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" disabled={invite.isPending} className="md:mt-7">
          <Send aria-hidden="true" />
          {invite.isPending ? t.invite.sending : t.invite.submit}
        </Button>
      </form>
      <p className="mt-3 text-sm text-muted-foreground">{t.rolesHint}</p>
    </section>
  );
}
