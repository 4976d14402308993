import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { useLinkPageMessages } from '#client/lib/link-page-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { type ConfirmationPassword, confirmationPasswords, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import { useArrivedDead } from '../arrived-dead.tsx';
import { isWrongPassword } from '../link-errors.ts';
import { useLinkExit } from '../link-exit.tsx';
import { confirmEmail } from '../password-links-api.ts';
import { useConfirmationLink } from '../use-checked-link.ts';
import { CheckedLink } from './checked-link.tsx';
import { DeadLink } from './dead-link.tsx';
import { LinkPasswordForm } from './link-password-form.tsx';

/**
 * /confirm-email?token=…: opening the link confirms nothing by itself. The page names the address and
 * asks which password confirms it: the ticket's, checked (a wrong one is refused next to the field), or a
 * new one typed twice. Whoever opens a link for an attempt they did not make cannot make its password
 * work. Confirmed, the customer is signed in at /my-tickets.
 */
export function ConfirmEmail() {
  const { emailLinks: t } = useLinkPageMessages();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const exit = useLinkExit();
  const arrivedDead = useArrivedDead(token);
  const link = useConfirmationLink(arrivedDead ? '' : token);
  // The link can also die between the check and the confirmation (used in another tab, say).
  const [diedOnSave, setDiedOnSave] = useState(false);
  const [password, setPassword] = useState<ConfirmationPassword>('ticket');
  const choiceId = useId();

  async function save(digest: string) {
    const { session } = await confirmEmail(token, digest, password, language);
    await exit(pagePaths.myTickets, session);
    showToast('success', t.confirm.confirmedTitle, t.confirm.confirmed);
  }

  const { newPassword } = t.confirm;
  const newPasswordMessages = {
    ...t.confirm,
    passwordLabel: newPassword.label,
    passwordPlaceholder: newPassword.placeholder,
    submit: newPassword.submit,
  };
  const repeatedPassword = {
    label: newPassword.repeatLabel,
    placeholder: newPassword.repeatPlaceholder,
    mismatch: newPassword.mismatch,
  };
  const deadPage = (
    <DeadLink heading={t.invalidLink.heading} body={t.confirm.invalidBody} next={t.confirm.invalidNext}>
      <Button asChild>
        <Link to={pagePaths.myTickets}>{t.confirm.goToMyTickets}</Link>
      </Button>
    </DeadLink>
  );
  return (
    <CheckedLink
      link={link}
      dead={!token || arrivedDead || diedOnSave}
      deadPage={deadPage}
      messages={t.confirm}
    >
      {({ email }) => (
        <LinkPasswordForm
          // A choice starts its fields afresh: a password typed for one is never sent as the other.
          key={password}
          icon={<MailCheck aria-hidden="true" className="size-6" />}
          email={email}
          messages={password === 'ticket' ? t.confirm : newPasswordMessages}
          prompt={t.confirm.prompt}
          autoComplete={password === 'ticket' ? 'current-password' : 'new-password'}
          min={PASSWORD_MIN_LENGTH}
          save={save}
          onDeadLink={() => setDiedOnSave(true)}
          {...(password === 'new' && { repeat: repeatedPassword })}
          refusal={(error) => (isWrongPassword(error) ? t.confirm.wrongPassword : undefined)}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t.confirm.choice.legend}</legend>
            {confirmationPasswords.map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={choiceId}
                  value={choice}
                  checked={password === choice}
                  onChange={() => setPassword(choice)}
                  className="size-4 accent-maple-600"
                />
                {t.confirm.choice[choice]}
              </label>
            ))}
          </fieldset>
        </LinkPasswordForm>
      )}
    </CheckedLink>
  );
}
