import { admin } from './admin.ts';
import { conversation } from './conversation.ts';
import { emailLinks } from './email-links.ts';
import { portal } from './portal.ts';
import { team } from './team.ts';
import { ticketStatus } from './ticket-status.ts';

/**
 * The account pages' strings (the portal, the admin pages and the pages emailed links open), loaded with
 * those pages, not the landing page.
 */
export const enAccount = {
  portal,
  ticketStatus,
  conversation,
  admin,
  emailLinks,
  team,
};

/** Every language's account catalog has exactly this shape. */
export type AccountMessages = typeof enAccount;
