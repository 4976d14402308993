import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '#client/components/ui/badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { InboundOutcome } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import type { InboundMessage } from '#shared/schemas/inbound.ts';
import { ticketReference } from '#shared/short-ticket-id.ts';
import { HeldMailActions } from './held-mail-actions.tsx';

const outcomeBadge = {
  added: 'green',
  new_ticket: 'blue',
  held: 'amber',
  auto_reply: 'grey',
  bounce: 'red',
  ignored: 'grey',
  discarded: 'grey',
  refused: 'red',
  failed: 'red',
  waiting: 'blue',
} as const satisfies Record<InboundOutcome | 'waiting', string>;

/** Why, in words: a hold's or an ignored message's reason, or a bounce's kind ('hard:1'). */
function useReason(message: InboundMessage): string | undefined {
  const { inbound: i } = useAccountMessages();
  if (!message.reason) return undefined;
  if (message.outcome === 'bounce') return i.bounce(message.reason.startsWith('hard'));
  return i.reasons[message.reason];
}

/** One received message: its subject, sender, outcome and why, its ticket, its original, and a held one's actions. */
export function ReceivedMail({ message }: { message: InboundMessage }) {
  const { inbound: i } = useAccountMessages();
  const { language } = useLanguage();
  const reason = useReason(message);
  const outcome = message.outcome ?? 'waiting';
  const titleId = `received-${message.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-xl border border-border bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {message.subject || i.noSubject}
        </h3>
        <Badge variant={outcomeBadge[outcome]}>{i.outcomes[outcome]}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {message.sender && <span className="break-all">{i.from(message.sender)}</span>}
        <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt, language)}</time>
        {message.ticketId && (
          <Link
            className="underline underline-offset-2"
            href={`${pagePaths.adminTickets}?ticket=${message.ticketId}`}
          >
            {i.ticket(ticketReference(message.ticketId))}
          </Link>
        )}
        <a
          className="inline-flex items-center gap-1 underline underline-offset-2"
          href={`/api/admin/mail/inbound/${message.id}/original`}
          target="_blank"
          rel="noreferrer"
        >
          {i.original}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </p>
      {reason && <p className="text-sm">{reason}</p>}
      {message.error && <p className="text-sm break-words text-muted-foreground">{i.error(message.error)}</p>}
      {message.outcome === 'held' && <HeldMailActions message={message} />}
    </article>
  );
}
