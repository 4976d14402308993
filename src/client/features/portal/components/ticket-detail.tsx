import { ArrowLeft, Lock } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { AttachmentList } from '#client/components/attachments/attachment-list.tsx';
import { ResponseList } from '#client/components/response-list.tsx';
import { TicketStatusBadge } from '#client/components/ticket-status-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { UnverifiedBadge } from '#client/components/unverified-badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { useFocusOnce } from '#client/lib/use-focus-once.ts';
import { useMyTicket } from '../queries.ts';
import { useQueryFailure } from '../use-query-failure.ts';
import { ResponseForm } from './response-form.tsx';
import { UnverifiedTicketNotice } from './unverified-ticket-notice.tsx';

/** One ticket: the original request, the conversation oldest first, and what the customer may do next. */
export function TicketDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { portal: t, conversation } = useAccountMessages();
  const { language } = useLanguage();
  const ids = useId();
  const query = useMyTicket(id);
  const { failed } = useQueryFailure(query.error, query.isError, t.toast.loadResponsesFailed);
  const heading = useRef<HTMLHeadingElement>(null);
  const closedNotice = useRef<HTMLParagraphElement>(null);
  const status = query.data?.ticket.status;
  const previousStatus = useRef(status);

  // The subject takes the focus once it is on screen, so a screen reader starts reading the ticket.
  useFocusOnce(heading);

  // Closing removes the focused Close Ticket button (or the reply box, when the team closes the ticket
  // and the page refreshes); the notice that replaces it takes the focus, but only a focus that was lost.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (previousStatus.current && previousStatus.current !== 'closed' && status === 'closed' && focusLost) {
      closedNotice.current?.focus();
    }
    previousStatus.current = status;
  }, [status]);

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 justify-self-start">
      <ArrowLeft aria-hidden="true" />
      {t.detail.back}
    </Button>
  );
  if (!query.data) {
    return (
      <div className="grid gap-4">
        {back}
        {!failed && (
          <p role="status" className="py-12 text-center text-muted-foreground">
            {t.detail.loading}
          </p>
        )}
      </div>
    );
  }

  const { ticket, responses, attachments } = query.data;
  return (
    <article aria-labelledby={`${ids}-subject`} className="grid gap-6">
      {back}
      <header className="grid gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2
            id={`${ids}-subject`}
            ref={heading}
            tabIndex={-1}
            className="min-w-0 flex-1 break-words text-2xl font-bold tracking-tight outline-none"
          >
            {ticket.subject}
          </h2>
          <TicketStatusBadge status={ticket.status} className="mt-1.5 shrink-0" />
        </div>
        {!ticket.isVerified && <UnverifiedBadge label={t.list.unverified} className="justify-self-start" />}
        <p className="flex flex-col gap-0.5 text-sm text-muted-foreground sm:flex-row sm:gap-x-4">
          <span className="break-all">{t.detail.ticketId(ticket.id)}</span>
          <time dateTime={ticket.createdAt}>
            {t.detail.created(formatDateTime(ticket.createdAt, language))}
          </time>
        </p>
      </header>
      {!ticket.isVerified && <UnverifiedTicketNotice id={ticket.id} onRemoved={onBack} />}

      <section aria-labelledby={`${ids}-original`} className="grid gap-2">
        <h3 id={`${ids}-original`} className="text-base font-semibold">
          {t.detail.originalRequest}
        </h3>
        <p className="whitespace-pre-wrap break-words rounded-lg border border-border bg-muted/60 p-4">
          {ticket.description}
        </p>
        <AttachmentList files={attachments.filter((file) => file.responseId === null)} />
      </section>

      <section aria-labelledby={`${ids}-conversation`} className="grid gap-3">
        <h3 id={`${ids}-conversation`} className="text-base font-semibold">
          {conversation.title(responses.length)}
        </h3>
        {responses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{conversation.empty}</p>
        ) : (
          <ResponseList responses={responses} files={attachments} audience="customer" />
        )}
      </section>

      <div>
        {/* A live region, so closing the ticket is announced where the reply box was. */}
        <div role="status">
          {ticket.status === 'closed' ? (
            <p
              ref={closedNotice}
              tabIndex={-1}
              className="flex items-center gap-2 rounded-lg border border-stone-200 bg-stone-100 p-4 text-sm text-stone-700 outline-none"
            >
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              {t.detail.closedNotice}
            </p>
          ) : null}
        </div>
        {ticket.status !== 'closed' && <ResponseForm ticketId={ticket.id} />}
      </div>
    </article>
  );
}
