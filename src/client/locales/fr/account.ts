import type { AccountMessages } from '#client/locales/en/account.ts';
import { admin } from './admin.ts';
import { analytics } from './analytics.ts';
import { conversation } from './conversation.ts';
import { emailLinks } from './email-links.ts';
import { portal } from './portal.ts';
import { satisfaction } from './satisfaction.ts';
import { ticketStatus } from './ticket-status.ts';

export const frAccount: AccountMessages = {
  portal,
  ticketStatus,
  conversation,
  admin,
  emailLinks,
  satisfaction,
  analytics,
};
