import { ChevronRight } from 'lucide-react';
import { type Ref, useId } from 'react';
import { TicketStatusBadge } from '#client/components/ticket-status-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { UnverifiedBadge } from '#client/components/unverified-badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { Ticket } from '#shared/schemas/ticket.ts';
import { shortTicketId } from '#shared/short-ticket-id.ts';

interface TicketListItemProps {
  ticket: Ticket;
  onOpen: (id: string) => void;
  /** The View Details button, to take focus back when the customer returns from this ticket. */
  buttonRef?: Ref<HTMLButtonElement>;
}

export function TicketListItem({ ticket, onOpen, buttonRef }: TicketListItemProps) {
  const { portal: t } = useAccountMessages();
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 break-words text-base font-semibold leading-snug">
            {ticket.subject}
          </h3>
          <TicketStatusBadge status={ticket.status} className="shrink-0" />
        </div>
        {!ticket.isVerified && <UnverifiedBadge label={t.list.unverified} className="justify-self-start" />}
        <p className="line-clamp-2 break-words text-sm text-muted-foreground">{ticket.description}</p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="flex flex-col gap-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-4">
            <span>{t.list.ticketId(shortTicketId(ticket.id))}</span>
            <time dateTime={ticket.createdAt}>
              {t.list.created(formatDateTime(ticket.createdAt, language))}
            </time>
            <time dateTime={ticket.updatedAt}>
              {t.list.updated(formatDateTime(ticket.updatedAt, language))}
            </time>
          </p>
          <Button
            ref={buttonRef}
            variant="outline"
            size="sm"
            onClick={() => onOpen(ticket.id)}
            aria-describedby={titleId}
          >
            {t.list.viewDetails}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </article>
    </li>
  );
}
