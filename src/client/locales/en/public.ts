import { chat } from './chat.ts';
import { landing } from './landing.ts';
import { tickets } from './tickets.ts';

/** The landing page's strings: its sections, the demo chat, and the ticket form, which /my-tickets opens too. */
export const enPublic = {
  landing,
  tickets,
  chat,
};

/** Every language's public catalog has exactly this shape. */
export type PublicMessages = typeof enPublic;
