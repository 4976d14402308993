import { KeyRound } from 'lucide-react';
import { clearSupportSession, readSupportSession } from '#client/lib/session/support-session.ts';
import { showToast } from '#client/lib/toast.ts';
import type { LinkPageMessages } from '#client/locales/en/link-pages.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import { useLinkExit } from '../link-exit.tsx';
import { completePasswordReset } from '../password-links-api.ts';
import { LinkPasswordForm } from './link-password-form.tsx';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  account: AccountKind;
  /** The page's words: a reset's, or an invitation's. */
  messages: LinkPageMessages['emailLinks']['reset'];
  onDeadLink: () => void;
}

/**
 * 'Choose a new password'. A customer is signed in at /my-tickets; an admin signs in again at /admin,
 * so the second factor is never skipped.
 */
export function ResetPasswordForm({ token, email, account, messages, onDeadLink }: ResetPasswordFormProps) {
  const exit = useLinkExit();

  async function save(digest: string) {
    const answer = await completePasswordReset(token, digest);
    // Every other session of the account has ended: the exit drops what this tab cached for them.
    if (answer.account === 'customer') {
      await exit(pagePaths.myTickets, answer.session);
      showToast('success', messages.changedTitle, messages.customerChanged);
    } else {
      if (readSupportSession('admin')?.email === email) clearSupportSession();
      await exit(pagePaths.admin);
      showToast('success', messages.changedTitle, messages.adminChanged);
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
