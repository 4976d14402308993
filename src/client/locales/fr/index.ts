import type { Messages } from '#client/locales/en/index.ts';
import { common } from './common.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { platform } from './platform.ts';

export const fr: Messages = {
  common,
  meta,
  notFound,
  platform,
};
