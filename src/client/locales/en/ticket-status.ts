import type { TicketStatus } from '#shared/constants.ts';

/** Spec §4: the status with its underscore shown as a space. */
export const ticketStatus: Record<TicketStatus, string> = {
  open: 'open',
  in_progress: 'in progress',
  resolved: 'resolved',
  closed: 'closed',
};
