import type { DeskMessages } from '#client/locales/en/desk.ts';
import { admin } from './admin.ts';
import { conversation } from './conversation.ts';
import { emailLinks } from './email-links.ts';
import { portal } from './portal.ts';
import { ticketStatus } from './ticket-status.ts';

export const frDesk: DeskMessages = {
  portal,
  ticketStatus,
  conversation,
  admin,
  emailLinks,
};
