import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { saveSupportSession } from '#client/lib/session/support-session.ts';
import { showToast } from '#client/lib/toast.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import { confirmEmail, useConfirmationLink } from '../api.ts';
import { useArrivedDead } from '../arrived-dead.tsx';
import { CheckedLink } from './checked-link.tsx';
import { DeadLink } from './dead-link.tsx';
import { LinkPasswordForm } from './link-password-form.tsx';

/**
 * /confirm-email?token=…: opening the link confirms nothing by itself. The page names the address and
 * asks for a password, the first ticket's or a new one: whoever opens a link for an attempt they did
 * not make cannot make its password work. Confirmed, the customer is signed in at /my-tickets.
 */
export function ConfirmEmail() {
  const { emailLinks: t } = useAccountMessages();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const arrivedDead = useArrivedDead(token);
  const link = useConfirmationLink(arrivedDead ? '' : token);
  // The link can also die between the check and the confirmation (used in another tab, say).
  const [diedOnSave, setDiedOnSave] = useState(false);

  async function save(digest: string) {
    const { session } = await confirmEmail(token, digest, language);
    // Whatever this tab held belonged to the session the new cookie has just replaced.
    queryClient.clear();
    saveSupportSession(session);
    showToast('success', t.confirm.confirmedTitle, t.confirm.confirmed);
    navigate(pagePaths.myTickets, { replace: true });
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
