import { admin } from './admin.ts';
import { conversation } from './conversation.ts';
import { emailLinks } from './email-links.ts';
import { portal } from './portal.ts';
import { ticketStatus } from './ticket-status.ts';

/**
 * The ticket desks' strings (My Tickets, the admin pages and the pages emailed links open), loaded with
 * the desks, not the landing page.
 */
export const enDesk = {
  portal,
  ticketStatus,
  conversation,
  admin,
  emailLinks,
};

/** Every language's desk catalog has exactly this shape. */
export type DeskMessages = typeof enDesk;
