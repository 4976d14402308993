import type { PublicMessages } from '#client/locales/en/public.ts';
import { chat } from './chat.ts';
import { landing } from './landing.ts';
import { tickets } from './tickets.ts';

export const frPublic: PublicMessages = {
  landing,
  tickets,
  chat,
};
