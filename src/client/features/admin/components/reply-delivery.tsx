import { CircleAlert, Clock, MailCheck, MailX } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { ReplyDelivery } from '#shared/schemas/admin-tickets.ts';

const looks = {
  queued: { variant: 'blue', Icon: Clock },
  sent: { variant: 'green', Icon: MailCheck },
  bounced: { variant: 'red', Icon: MailX },
  not_sent: { variant: 'amber', Icon: CircleAlert },
} as const;

/** Under a team member's reply on the desk: whether its email is queued, sent, bounced or not sent, and why. */
export function ReplyDeliveryStatus({ delivery }: { delivery: ReplyDelivery }) {
  const { replyDelivery: t } = useAccountMessages();
  const { variant, Icon } = looks[delivery.state];
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge variant={variant}>
        <Icon aria-hidden="true" />
        {t.state[delivery.state]}
      </Badge>
      {delivery.reason && <span>{t.reason[delivery.reason]}</span>}
      {delivery.detail && (
        <span className="break-all text-muted-foreground">{t.detail(delivery.detail)}</span>
      )}
    </p>
  );
}

/** On the ticket, once an email to its address bounced. */
export function TicketBounced({ email }: { email: string }) {
  const { replyDelivery: t } = useAccountMessages();
  return (
    <p className="mt-3 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{t.ticketBounced(email)}</span>
    </p>
  );
}
