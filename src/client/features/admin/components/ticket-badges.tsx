import { Hourglass, MailWarning, MailX, MessageSquare } from 'lucide-react';
import { TicketStatusBadge } from '#client/components/ticket-status-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { UnverifiedBadge } from '#client/components/unverified-badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { OpenByBadge } from './ticket-viewers.tsx';

/** A ticket still being worked whose customer wrote last waits on the team for an answer. */
const waitingOnTeam = (ticket: AdminTicket) =>
  ticket.lastSpeaker === 'customer' && (ticket.status === 'open' || ticket.status === 'in_progress');

/**
 * What a desk ticket is marked with: who has it open, waiting, unconfirmed, its mail bounced, unverified,
 * status, replies.
 */
export function TicketBadges({ ticket }: { ticket: AdminTicket }) {
  const { admin: t, replyDelivery } = useAccountMessages();
  return (
    <>
      <OpenByBadge ticketId={ticket.id} />
      {waitingOnTeam(ticket) && (
        <Badge variant="yellow">
          <Hourglass aria-hidden="true" />
          {t.ticket.waiting}
        </Badge>
      )}
      {!ticket.emailConfirmed && (
        <Badge variant="amber">
          <MailWarning aria-hidden="true" />
          {t.ticket.emailNotConfirmed}
        </Badge>
      )}
      {ticket.mailBounced && (
        <Badge variant="red">
          <MailX aria-hidden="true" />
          {replyDelivery.state.bounced}
        </Badge>
      )}
      {!ticket.isVerified && <UnverifiedBadge label={t.ticket.unverified} />}
      <TicketStatusBadge status={ticket.status} />
      <Badge variant="outline">
        <MessageSquare aria-hidden="true" />
        {t.ticket.responses(ticket.responseCount)}
      </Badge>
    </>
  );
}
