import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useLinkPageMessages } from '#client/lib/link-page-messages.tsx';
import { isDeadLink, isRateLimited } from '../link-errors.ts';
import type { CheckedLinkState } from '../use-checked-link.ts';
import { LinkPageStatus } from './link-page.tsx';

interface CheckedLinkProps<Data> {
  /** The check of the link's token, which does not use the link up. */
  link: CheckedLinkState<Data>;
  /** Known dead without asking (no token), or found dead when it was used. */
  dead: boolean;
  deadPage: ReactNode;
  messages: { heading: string; checking: string; failedHeading: string; failedBody: string; retry: string };
  children: (data: Data) => ReactNode;
}

/**
 * The page of an emailed link that asks for something: it checks the link first, so a used or expired
 * one gets a clear page instead of a form that would fail, and a failed check can be tried again.
 */
export function CheckedLink<Data>({ link, dead, deadPage, messages, children }: CheckedLinkProps<Data>) {
  const { emailLinks: t } = useLinkPageMessages();
  if (dead || (link.isError && isDeadLink(link.error))) return deadPage;
  if (link.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight">{messages.failedHeading}</h1>
        <p role="alert" className="text-muted-foreground">
          {isRateLimited(link.error) ? t.toast.tooManyTries : messages.failedBody}
        </p>
        <Button className="justify-self-start" onClick={link.refetch}>
          {messages.retry}
        </Button>
      </>
    );
  }
  if (link.data === undefined) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight">{messages.heading}</h1>
        <LinkPageStatus>{messages.checking}</LinkPageStatus>
      </>
    );
  }
  return children(link.data);
}
