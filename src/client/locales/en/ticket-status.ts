import type { TicketStatus } from '#shared/constants.ts';

/** The status with its underscore shown as a space. */
export const ticketStatus: Record<TicketStatus, string> = {
  open: 'open',
  in_progress: 'in progress',
  resolved: 'resolved',
  closed: 'closed',
};
