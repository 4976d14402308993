import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { DISPLAY_NAME_MAX_LENGTH } from '#shared/constants.ts';
import type { OwnAccount } from '#shared/schemas/own-account.ts';
import { currentPasswordProblem } from '../current-password-problem.ts';
import { ownAccountKey, requestOwnEmailChange, updateOwnAccount } from '../own-account-api.ts';

type Problems = { name?: string; email?: string; password?: string };

interface OwnEmailFormProps {
  account: OwnAccount;
  /** The first sign-in's form also asks for the member's name, saved first. */
  askName?: boolean;
  submitLabel?: string;
}

/** A new email, with the current password: a link goes to it, and the email changes once it is opened. */
export function OwnEmailForm({ account, askName = false, submitLabel }: OwnEmailFormProps) {
  const { ownAccount: t, admin } = useAccountMessages();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState({ name: account.name, email: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: async () => {
      if (askName) await updateOwnAccount({ name: values.name.trim() });
      await requestOwnEmailChange({ ...values, currentEmail: account.email });
    },
    onSuccess: () => {
      showToast('success', t.email.sentTitle, t.email.sent(values.email.trim()));
      setValues({ ...values, email: '', password: '' });
      return queryClient.invalidateQueries({ queryKey: ownAccountKey() });
    },
    onError: (error) => {
      if (isSessionLost(error)) return end();
      const problem = currentPasswordProblem(error, t);
      if (problem) return show({ password: problem });
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'already_member') return show({ email: t.email.taken });
      if (code === 'conflict') return show({ email: t.email.same });
      showToast('error', admin.toast.errorTitle, t.email.failed);
    },
  });

  function show(found: Problems) {
    setProblems(found);
    const first = (['name', 'email', 'password'] as const).find((field) => found[field]);
    if (first === 'password') passwordRef.current?.focus();
    else if (first) document.getElementById(`${id}-${first}`)?.focus();
    return Boolean(first);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = show({
      name: askName && !values.name.trim() ? t.profile.nameMissing : undefined,
      email: /^[^\s@]+@[^\s@]+$/.test(values.email.trim()) ? undefined : t.email.emailInvalid,
      password: values.password ? undefined : t.email.passwordMissing,
    });
    if (!wrong) send.mutate();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {askName && (
        <FormField id={`${id}-name`} label={t.profile.name} hint={t.profile.nameHint} problem={problems.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
          )}
        </FormField>
      )}
      <FormField id={`${id}-email`} label={t.email.newEmail} problem={problems.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
        )}
      </FormField>
      <PasswordField
        ref={passwordRef}
        label={t.email.password}
        placeholder=""
        autoComplete="current-password"
        value={values.password}
        problem={problems.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Button type="submit" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? t.email.sending : (submitLabel ?? t.email.submit)}
      </Button>
    </form>
  );
}
