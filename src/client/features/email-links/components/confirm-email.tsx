import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { useLinkPageMessages } from '#client/lib/link-page-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import { useArrivedDead } from '../arrived-dead.tsx';
import { useLinkExit } from '../link-exit.tsx';
import { confirmEmail } from '../password-links-api.ts';
import { useConfirmationLink } from '../use-checked-link.ts';
import { CheckedLink } from './checked-link.tsx';
import { DeadLink } from './dead-link.tsx';
import { LinkPasswordForm } from './link-password-form.tsx';

/**
 * /confirm-email?token=…: opening the link confirms nothing by itself. The page names the address and
 * asks for a password, the first ticket's or a new one: whoever opens a link for an attempt they did
 * not make cannot make its password work. Confirmed, the customer is signed in at /my-tickets.
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

  async function save(digest: string) {
    const { session } = await confirmEmail(token, digest, language);
    await exit(pagePaths.myTickets, session);
    showToast('success', t.confirm.confirmedTitle, t.confirm.confirmed);
  }

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
          icon={<MailCheck aria-hidden="true" className="size-6" />}
          email={email}
          messages={t.confirm}
          prompt={t.confirm.prompt}
          autoComplete="current-password"
          min={PASSWORD_MIN_LENGTH}
          save={save}
          onDeadLink={() => setDiedOnSave(true)}
        />
      )}
    </CheckedLink>
  );
}
