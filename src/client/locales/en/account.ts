import { admin } from './admin.ts';
import { analytics } from './analytics.ts';
import { conversation } from './conversation.ts';
import { deskSettings } from './desk-settings.ts';
import { emailLinks } from './email-links.ts';
import { inbound } from './inbound.ts';
import { notMineLink } from './not-mine-link.ts';
import { ownAccount } from './own-account.ts';
import { portal } from './portal.ts';
import { replyDelivery } from './reply-delivery.ts';
import { satisfaction } from './satisfaction.ts';
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
  replyDelivery,
  notMineLink,
  admin,
  inbound,
  emailLinks,
  satisfaction,
  analytics,
  team,
  ownAccount,
  deskSettings,
};

/** Every language's account catalog has exactly this shape. */
export type AccountMessages = typeof enAccount;
