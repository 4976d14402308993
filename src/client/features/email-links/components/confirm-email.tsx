import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { saveSupportSession } from '#client/lib/session/support-session.ts';
import { showToast } from '#client/lib/toast.ts';
import { pagePaths } from '#shared/routes.ts';
import { confirmOnce, isDeadLink, isRateLimited } from '../api.ts';
import { DeadLink } from './dead-link.tsx';
import { LinkPageStatus } from './link-page.tsx';

type Outcome = 'working' | 'dead' | 'failed' | 'limited';

/**
 * /confirm-email?token=…: opens the link as soon as the page does. Confirmed, the customer is signed
 * in at /my-tickets as after a sign-in; a dead link gets a page that says what to do next.
 */
export function ConfirmEmail() {
  const { emailLinks: t } = useDeskMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'dead');

  useEffect(() => {
    if (!token || outcome !== 'working') return;
    let current = true;
    confirmOnce(token).then(
      ({ session }) => {
        if (!current) return;
        // Whatever this tab held belonged to the session the new cookie has just replaced.
        queryClient.clear();
        saveSupportSession(session);
        showToast('success', t.confirm.confirmedTitle, t.confirm.confirmed);
        navigate(pagePaths.myTickets, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (isDeadLink(error)) return setOutcome('dead');
        if (isRateLimited(error)) return setOutcome('limited');
        console.error('Confirming the email failed', error);
        setOutcome('failed');
      },
    );
    return () => {
      current = false;
    };
    // Try Again sets the outcome back to 'working', which asks again.
  }, [token, outcome, navigate, queryClient, t]);

  if (outcome === 'dead') {
    return (
      <DeadLink heading={t.invalidLink.heading} body={t.confirm.invalidBody} next={t.confirm.invalidNext}>
        <Button asChild>
          <Link to={pagePaths.myTickets}>{t.confirm.goToMyTickets}</Link>
        </Button>
      </DeadLink>
    );
  }
  if (outcome === 'failed' || outcome === 'limited') {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight">{t.confirm.failedHeading}</h1>
        <p role="alert" className="text-muted-foreground">
          {outcome === 'limited' ? t.toast.tooManyTries : t.confirm.failedBody}
        </p>
        <Button className="justify-self-start" onClick={() => setOutcome('working')}>
          {t.confirm.retry}
        </Button>
      </>
    );
  }
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-maple-50 text-maple-600">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.confirm.heading}</h1>
      <LinkPageStatus>{t.confirm.working}</LinkPageStatus>
    </>
  );
}
