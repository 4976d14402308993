import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  clearSupportSession,
  readSupportSession,
  saveSupportSession,
} from '#client/lib/session/support-session.ts';
import { showToast } from '#client/lib/toast.ts';
import type { AccountMessages } from '#client/locales/en/account.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import { completePasswordReset } from '../api.ts';
import { LinkPasswordForm } from './link-password-form.tsx';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  account: AccountKind;
  /** The page's words: a reset's, or an invitation's. */
  messages: AccountMessages['emailLinks']['reset'];
  onDeadLink: () => void;
}

/**
 * 'Choose a new password'. A customer is signed in at /my-tickets; an admin signs in again at /admin,
 * so the second factor is never skipped.
 */
export function ResetPasswordForm({ token, email, account, messages, onDeadLink }: ResetPasswordFormProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  async function save(digest: string) {
    const answer = await completePasswordReset(token, digest);
    // Every other session of the account has ended: nothing this tab cached is still theirs.
    queryClient.clear();
    if (answer.account === 'customer') {
      saveSupportSession(answer.session);
      showToast('success', messages.changedTitle, messages.customerChanged);
      navigate(pagePaths.myTickets, { replace: true });
    } else {
      if (readSupportSession('admin')?.email === email) clearSupportSession();
      showToast('success', messages.changedTitle, messages.adminChanged);
      navigate(pagePaths.admin, { replace: true });
    }
  }

  return (
    <LinkPasswordForm
      icon={<KeyRound aria-hidden="true" className="size-6" />}
      email={email}
      messages={messages}
      autoComplete="new-password"
      min={account === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH}
      save={save}
      onDeadLink={onDeadLink}
    />
  );
}
