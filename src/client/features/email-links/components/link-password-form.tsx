import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useLinkPageMessages } from '#client/lib/link-page-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { isDeadLink, isRateLimited } from '../link-errors.ts';

export interface LinkPasswordMessages {
  heading: string;
  forEmail: (email: string) => string;
  passwordLabel: string;
  passwordPlaceholder: string;
  submit: string;
  submitting: string;
  saveFailed: string;
}

/** A new password typed a second time, which must be the same. */
export interface RepeatedPassword {
  label: string;
  placeholder: string;
  mismatch: string;
}

interface LinkPasswordFormProps {
  icon: ReactNode;
  email: string;
  messages: LinkPasswordMessages;
  /** What the password is, under the email: the page's one instruction. */
  prompt?: string;
  autoComplete: 'new-password' | 'current-password';
  min: number;
  /** Sends the password's digest with the link's token and moves on; throws what the server answered. */
  save: (digest: string) => Promise<void>;
  onDeadLink: () => void;
  /** Asks for the password twice. */
  repeat?: RepeatedPassword;
  /** What to say next to the field when the server refused the password (the answer's error). */
  refusal?: (error: unknown) => string | undefined;
  /** What the form asks first, above the password (a choice). */
  children?: ReactNode;
}

/** The form of an emailed link's page that asks for a password: reset, confirm. */
export function LinkPasswordForm(props: LinkPasswordFormProps) {
  const { icon, email, messages, prompt, autoComplete, min, save, onDeadLink, repeat, refusal, children } =
    props;
  const { emailLinks: t } = useLinkPageMessages();
  const { common } = useMessages();
  const id = useId();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  // Marked once a too short password was refused, until it is long enough.
  const [refused, setRefused] = useState(false);
  // What the server said of the password typed, until it is changed.
  const [serverProblem, setServerProblem] = useState<string>();
  // Marked once different passwords were sent, until they are the same.
  const [mismatched, setMismatched] = useState(false);
  const problem = refused && password.length < min ? common.fieldProblem.shortPassword(min) : serverProblem;
  const againProblem = repeat && mismatched && again !== password ? repeat.mismatch : undefined;
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const againField = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < min) {
      showToast('error', t.password.shortTitle, t.password.short(min));
      setRefused(true);
      field.current?.focus();
      return;
    }
    if (repeat && again !== password) {
      setMismatched(true);
      againField.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await save(await passwordDigest(password, email));
    } catch (error) {
      setSaving(false);
      if (isDeadLink(error)) {
        onDeadLink();
        return;
      }
      const refused = refusal?.(error);
      if (refused) {
        setServerProblem(refused);
        field.current?.focus();
        return;
      }
      if (isRateLimited(error)) {
        showToast('error', t.toast.rateLimitedTitle, t.toast.tooManyTries);
        return;
      }
      console.error('Sending the password failed', error);
      showToast('error', t.toast.errorTitle, messages.saveFailed);
    }
  }

  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-maple-50 text-maple-600">{icon}</span>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {messages.heading}
      </h1>
      <p className="break-words text-muted-foreground">{messages.forEmail(email)}</p>
      {prompt && <p>{prompt}</p>}
      <form noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`} className="grid gap-4">
        {/* Lets a password manager file the password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {children}
        <PasswordField
          ref={field}
          label={messages.passwordLabel}
          placeholder={messages.passwordPlaceholder}
          autoComplete={autoComplete}
          help={t.password.help(min)}
          value={password}
          problem={problem}
          onChange={(event) => {
            setPassword(event.target.value);
            setServerProblem(undefined);
          }}
        />
        {repeat && (
          <PasswordField
            ref={againField}
            label={repeat.label}
            placeholder={repeat.placeholder}
            autoComplete="new-password"
            value={again}
            problem={againProblem}
            onChange={(event) => setAgain(event.target.value)}
          />
        )}
        <Button type="submit" disabled={saving || password === ''} className="w-full">
          {saving ? messages.submitting : messages.submit}
        </Button>
      </form>
    </>
  );
}
