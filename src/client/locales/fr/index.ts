import type { Messages } from '#client/locales/en/index.ts';
import { admin } from './admin.ts';
import { chat } from './chat.ts';
import { common } from './common.ts';
import { conversation } from './conversation.ts';
import { emailLinks } from './email-links.ts';
import { landing } from './landing.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { platform } from './platform.ts';
import { portal } from './portal.ts';
import { ticketStatus } from './ticket-status.ts';
import { tickets } from './tickets.ts';

export const fr: Messages = {
  common,
  meta,
  landing,
  notFound,
  tickets,
  portal,
  ticketStatus,
  conversation,
  chat,
  platform,
  admin,
  emailLinks,
};
