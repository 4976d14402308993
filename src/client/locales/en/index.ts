import { chat } from './chat.ts';
import { common } from './common.ts';
import { landing } from './landing.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { platform } from './platform.ts';
import { tickets } from './tickets.ts';

/** The strings of the prerendered pages and what they open; the account pages' strings are in account.ts. */
export const en = {
  common,
  meta,
  landing,
  notFound,
  tickets,
  chat,
  platform,
};

/** Every language's catalog has exactly this shape. */
export type Messages = typeof en;
