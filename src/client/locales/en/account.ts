import { admin } from './admin.ts';
import { analytics } from './analytics.ts';
import { conversation } from './conversation.ts';
import { emailLinks } from './email-links.ts';
import { portal } from './portal.ts';
import { satisfaction } from './satisfaction.ts';
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
  satisfaction,
  analytics,
};

/** Every language's account catalog has exactly this shape. */
export type AccountMessages = typeof enAccount;
