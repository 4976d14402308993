import { useMutation } from '@tanstack/react-query';
import { CircleCheck, UserRoundX } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useFocusOnce } from '#client/lib/use-focus-once.ts';
import { pagePaths } from '#shared/routes.ts';
import { disownTicketByLink } from '../api.ts';
import { isDeadLink } from '../link-errors.ts';
import { toastLinkPressFailed } from '../link-press-failed.ts';
import { DeadLink } from './dead-link.tsx';

/**
 * /not-mine?token=…: 'This wasn't me' from a notice to an unconfirmed address. It says what the link
 * does and removes the ticket on a press, never on opening, so a mail scanner that follows links
 * removes nothing.
 */
export function NotMine() {
  const { notMineLink: t, emailLinks } = useAccountMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const disown = useMutation({
    mutationFn: () => disownTicketByLink(token),
    onError: (error) => toastLinkPressFailed(error, emailLinks.toast, t.failed, 'Removing the ticket failed'),
  });

  if (!token || isDeadLink(disown.error)) {
    return (
      <DeadLink heading={t.invalidHeading} body={t.invalidBody}>
        <Button asChild variant="outline">
          <Link to={pagePaths.myTickets}>{t.goToMyTickets}</Link>
        </Button>
      </DeadLink>
    );
  }
  if (disown.isSuccess) return <Disowned />;
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-maple-50 text-maple-600">
        <UserRoundX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.heading}</h1>
      <p>{t.intro}</p>
      <Button className="w-full" disabled={disown.isPending} onClick={() => disown.mutate()}>
        {disown.isPending ? t.submitting : t.submit}
      </Button>
    </>
  );
}

function Disowned() {
  const { notMineLink: t, emailLinks } = useAccountMessages();
  // The pressed button is gone; the confirmation that replaced it takes the focus and is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnce(heading);
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-green-50 text-green-700">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {t.doneHeading}
      </h1>
      <p role="status">{t.done}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={pagePaths.home}>{emailLinks.backHome}</Link>
      </Button>
    </>
  );
}
