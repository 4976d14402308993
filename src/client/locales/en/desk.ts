import { admin } from './admin.ts';
import { conversation } from './conversation.ts';
import { portal } from './portal.ts';
import { ticketStatus } from './ticket-status.ts';

/** The ticket desks' strings (My Tickets and the admin pages), loaded with the desks, not the landing page. */
export const enDesk = {
  portal,
  ticketStatus,
  conversation,
  admin,
};

/** Every language's desk catalog has exactly this shape. */
export type DeskMessages = typeof enDesk;
