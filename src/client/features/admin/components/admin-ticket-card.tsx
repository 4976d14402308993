import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { shortTicketId } from '#shared/short-ticket-id.ts';
import { TicketActions } from './ticket-actions.tsx';
import { TicketBadges } from './ticket-badges.tsx';

/** One ticket on the /admin/tickets desk: who, what, when, its replies, status and actions. */
export function AdminTicketCard({ ticket }: { ticket: AdminTicket }) {
  const { admin: t } = useAccountMessages();
  const { language } = useLanguage();
  return (
    <article
      data-desk-ticket
      tabIndex={-1}
      aria-labelledby={`ticket-${ticket.id}`}
      className="rounded-xl border border-border bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`ticket-${ticket.id}`} className="min-w-0 text-lg font-semibold break-words">
          {ticket.subject}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <TicketBadges ticket={ticket} />
        </div>
      </div>
      <p className="mt-2 line-clamp-3 whitespace-pre-wrap break-words text-muted-foreground">
        {ticket.description}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="break-all">{t.ticket.from(ticket.name, ticket.email)}</span>
        <span className="font-mono text-xs leading-5">{t.ticket.id(shortTicketId(ticket.id))}</span>
        <time dateTime={ticket.createdAt}>
          {t.ticket.created(formatDateTime(ticket.createdAt, language))}
        </time>
        <time dateTime={ticket.updatedAt}>
          {t.ticket.lastActivity(formatDateTime(ticket.updatedAt, language), ticket.lastSpeaker)}
        </time>
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <TicketActions ticket={ticket} />
      </div>
    </article>
  );
}
