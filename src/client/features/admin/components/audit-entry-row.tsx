import { Link } from 'wouter';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { type TicketStatus, ticketStatuses } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { shortTicketId } from '#shared/short-ticket-id.ts';

function isStatus(value: unknown): value is TicketStatus {
  return (ticketStatuses as readonly unknown[]).includes(value);
}

/** One entry as a table row: when, what, who (and from where), what it concerns, what changed. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { admin: t } = useAccountMessages();
  const { language } = useLanguage();
  const { actor, subject, details } = entry;
  const { from, to } = details;
  const changedStatus = isStatus(from) && isStatus(to);
  // A response's id means nothing to a person: the ticket's link leads to the reply.
  const otherDetails = Object.entries(details).filter(
    ([key]) => key !== 'responseId' && (!changedStatus || (key !== 'from' && key !== 'to')),
  );
  return (
    <tr className="border-t border-border align-top">
      <td className="py-3 pr-4 whitespace-nowrap">
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
      </td>
      <td className="py-3 pr-4 font-medium">{t.audit.kinds[entry.kind]}</td>
      <td className="py-3 pr-4">
        <span className="block break-all">{actor.name ?? t.audit.actorTypes[actor.type]}</span>
        <span className="block text-muted-foreground">
          {actor.name && t.audit.actorTypes[actor.type]}
          {actor.name && actor.address && ' · '}
          {actor.address && t.audit.fromAddress(actor.address)}
        </span>
      </td>
      <td className="py-3 pr-4 break-all">
        {subject?.type === 'ticket' ? (
          <Link
            className="underline underline-offset-2"
            href={`${pagePaths.adminTickets}?ticket=${subject.id}`}
          >
            {t.audit.ticket(shortTicketId(subject.id))}
          </Link>
        ) : (
          subject?.id
        )}
      </td>
      <td className="py-3">
        {changedStatus && (
          <span className="block">{t.audit.statusChange(t.statusOptions[from], t.statusOptions[to])}</span>
        )}
        {otherDetails.map(([key, value]) => (
          <span key={key} className="block break-all text-muted-foreground">
            {key}: {String(value)}
          </span>
        ))}
      </td>
    </tr>
  );
}
