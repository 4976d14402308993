import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { shortTicketId } from '#shared/short-ticket-id.ts';
import { TicketActions } from './ticket-actions.tsx';
import { TicketBadges } from './ticket-badges.tsx';

/**
 * One ticket in the desk's compact view: the card's facts and actions on two short lines, the sender by
 * name only (the card and the Respond dialog give the email).
 */
export function AdminTicketRow({ ticket }: { ticket: AdminTicket }) {
  const { admin: t } = useAccountMessages();
  const { language } = useLanguage();
  return (
    <article
      data-desk-ticket
      tabIndex={-1}
      aria-labelledby={`ticket-${ticket.id}`}
      className="grid gap-x-4 gap-y-1.5 border-b outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset border-border px-3 py-2 last:border-b-0 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
    >
      <div className="min-w-0">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 id={`ticket-${ticket.id}`} className="min-w-0 truncate font-semibold">
            {ticket.subject}
          </h2>
          <TicketBadges ticket={ticket} />
        </div>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span className="break-all">{ticket.name}</span>
          <span className="font-mono">{t.ticket.id(shortTicketId(ticket.id))}</span>
          <time dateTime={ticket.updatedAt}>
            {t.ticket.lastActivity(formatDateTime(ticket.updatedAt, language), ticket.lastSpeaker)}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <TicketActions ticket={ticket} />
      </div>
    </article>
  );
}
