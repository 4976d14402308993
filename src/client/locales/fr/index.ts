import type { Messages } from '#client/locales/en/index.ts';
import { chat } from './chat.ts';
import { common } from './common.ts';
import { landing } from './landing.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { platform } from './platform.ts';
import { tickets } from './tickets.ts';

export const fr: Messages = {
  common,
  meta,
  landing,
  notFound,
  tickets,
  chat,
  platform,
};
