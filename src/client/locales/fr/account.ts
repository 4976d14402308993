import type { AccountMessages } from '#client/locales/en/account.ts';
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

export const frAccount: AccountMessages = {
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
