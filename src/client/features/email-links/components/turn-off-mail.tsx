import { useMutation } from '@tanstack/react-query';
import { BellOff, CircleCheck } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useFocusOnce } from '#client/lib/use-focus-once.ts';
import { pagePaths } from '#shared/routes.ts';
import type { TurnOffResponse } from '#shared/schemas/email-links.ts';
import { turnOffNotices } from '../api.ts';
import { isDeadLink } from '../link-errors.ts';
import { toastLinkPressFailed } from '../link-press-failed.ts';
import { noticeInToken } from '../notice-in-token.ts';
import { DeadLink } from './dead-link.tsx';

/**
 * /mail/turn-off?token=…: says which emails the link stops and stops them on a press, never on
 * opening, so a mail scanner that follows links turns nothing off.
 */
export function TurnOffMail() {
  const { emailLinks: t } = useAccountMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const notice = noticeInToken(token);
  const turnOff = useMutation({
    mutationFn: () => turnOffNotices(token),
    onError: (error) => toastLinkPressFailed(error, t.toast, t.turnOff.failed, 'Turning emails off failed'),
  });

  if (!token || isDeadLink(turnOff.error)) {
    return (
      <DeadLink heading={t.turnOff.invalidHeading} body={t.turnOff.invalidBody}>
        <Button asChild variant="outline">
          <Link to={pagePaths.home}>{t.backHome}</Link>
        </Button>
      </DeadLink>
    );
  }
  if (turnOff.data) return <TurnedOff notice={turnOff.data.notice} />;
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-maple-50 text-maple-600">
        <BellOff aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.turnOff.heading}</h1>
      <p>
        {t.turnOff.intro} {notice ? t.turnOff.notices[notice] : t.turnOff.unknownNotice}
      </p>
      <p className="text-sm text-muted-foreground">{t.turnOff.stillSent}</p>
      <Button className="w-full" disabled={turnOff.isPending} onClick={() => turnOff.mutate()}>
        {turnOff.isPending ? t.turnOff.submitting : t.turnOff.submit}
      </Button>
    </>
  );
}

function TurnedOff({ notice }: { notice: TurnOffResponse['notice'] }) {
  const { emailLinks: t } = useAccountMessages();
  // The pressed button is gone; the confirmation that replaced it takes the focus and is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnce(heading);
  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-green-50 text-green-700">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {t.turnOff.doneHeading}
      </h1>
      <p role="status">{t.turnOff.done[notice]}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={pagePaths.home}>{t.backHome}</Link>
      </Button>
    </>
  );
}
