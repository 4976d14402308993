import { CheckCircle2, CircleDot, Clock, type LucideIcon, XCircle } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { TicketStatus } from '#shared/constants.ts';

const looks: Record<TicketStatus, { variant: 'blue' | 'yellow' | 'green' | 'grey'; Icon: LucideIcon }> = {
  open: { variant: 'blue', Icon: CircleDot },
  in_progress: { variant: 'yellow', Icon: Clock },
  resolved: { variant: 'green', Icon: CheckCircle2 },
  closed: { variant: 'grey', Icon: XCircle },
};

/** Blue open, yellow in progress, green resolved, grey closed, each with its icon. */
export function TicketStatusBadge({ status, className }: { status: TicketStatus; className?: string }) {
  const { ticketStatus } = useAccountMessages();
  const { variant, Icon } = looks[status];
  return (
    <Badge variant={variant} data-status={status} className={className}>
      <Icon aria-hidden="true" />
      {ticketStatus[status]}
    </Badge>
  );
}
