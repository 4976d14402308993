import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PasswordField } from '#client/components/password-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { completePasswordReset } from '#client/lib/session/email-links-api.ts';
import {
  clearSupportSession,
  readSupportSession,
  saveSupportSession,
} from '#client/lib/session/support-session.ts';
import { showToast } from '#client/lib/toast.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { pagePaths } from '#shared/routes.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import { isDeadLink, isRateLimited } from '../api.ts';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  account: AccountKind;
  onDeadLink: () => void;
}

/**
 * 'Choose a new password'. A customer is signed in at /my-tickets; an admin signs in again at /admin,
 * so the second factor is never skipped.
 */
export function ResetPasswordForm({ token, email, account, onDeadLink }: ResetPasswordFormProps) {
  const { emailLinks: t } = useDeskMessages();
  const id = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const min = account === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < min) {
      showToast('error', t.reset.shortTitle, t.reset.short(min));
      field.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const answer = await completePasswordReset(token, await passwordDigest(password, email));
      // Every other session of the account has ended: nothing this tab cached is still theirs.
      queryClient.clear();
      if (answer.account === 'customer') {
        saveSupportSession(answer.session);
        showToast('success', t.reset.changedTitle, t.reset.customerChanged);
        navigate(pagePaths.myTickets, { replace: true });
      } else {
        if (readSupportSession('admin')?.email === email) clearSupportSession();
        showToast('success', t.reset.changedTitle, t.reset.adminChanged);
        navigate(pagePaths.admin, { replace: true });
      }
    } catch (error) {
      setSaving(false);
      if (isDeadLink(error)) {
        onDeadLink();
        return;
      }
      if (isRateLimited(error)) {
        showToast('error', t.toast.rateLimitedTitle, t.toast.tooManyTries);
        return;
      }
      console.error('Saving the new password failed', error);
      showToast('error', t.toast.errorTitle, t.reset.saveFailed);
    }
  }

  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-maple-50 text-maple-600">
        <KeyRound aria-hidden="true" className="size-6" />
      </span>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {t.reset.heading}
      </h1>
      <p className="break-words text-muted-foreground">{t.reset.forEmail(email)}</p>
      <form noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`} className="grid gap-4">
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          ref={field}
          label={t.reset.passwordLabel}
          placeholder={t.reset.passwordPlaceholder}
          autoComplete="new-password"
          help={t.reset.help(min)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={saving || password === ''} className="w-full">
          {saving ? t.reset.submitting : t.reset.submit}
        </Button>
      </form>
    </>
  );
}
