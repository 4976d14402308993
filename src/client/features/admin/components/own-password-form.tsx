import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { ADMIN_PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { currentPasswordProblem } from '../current-password-problem.ts';
import { changeOwnPassword } from '../own-account-api.ts';

const fields = ['current', 'next', 'repeat'] as const;
type Field = (typeof fields)[number];
const empty = { current: '', next: '', repeat: '' };

/** A new password, typed twice, given the current one; the member's other sessions end. */
export function OwnPasswordForm({ email }: { email: string }) {
  const { ownAccount: t, admin } = useAccountMessages();
  const { end } = useAccountSession();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };
  const change = useMutation({
    mutationFn: () => changeOwnPassword({ email, current: values.current, next: values.next }),
    onSuccess: () => {
      setValues(empty);
      showToast('success', t.password.doneTitle, t.password.done);
    },
    onError: (error) => {
      if (isSessionLost(error)) return end();
      const problem = currentPasswordProblem(error, t);
      if (problem) return show({ current: problem });
      showToast('error', admin.toast.errorTitle, t.password.failed);
    },
  });

  function show(found: Partial<Record<Field, string>>): boolean {
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) refs[first].current?.focus();
    return Boolean(first);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = show({
      current: values.current ? undefined : t.password.currentMissing,
      next: values.next.length >= ADMIN_PASSWORD_MIN_LENGTH ? undefined : t.password.tooShort,
      repeat: values.repeat === values.next ? undefined : t.password.mismatch,
    });
    if (!wrong) change.mutate();
  }

  const labels: Record<Field, string> = {
    current: t.password.current,
    next: t.password.next,
    repeat: t.password.repeat,
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {fields.map((field) => (
        <PasswordField
          key={field}
          ref={refs[field]}
          label={labels[field]}
          placeholder=""
          autoComplete={field === 'current' ? 'current-password' : 'new-password'}
          help={field === 'next' ? t.password.hint : undefined}
          value={values[field]}
          problem={problems[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ))}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? t.password.saving : t.password.submit}
      </Button>
    </form>
  );
}
