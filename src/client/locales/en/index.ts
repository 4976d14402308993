import { common } from './common.ts';
import { meta } from './meta.ts';
import { notFound } from './not-found.ts';
import { platform } from './platform.ts';

/**
 * The strings every page may show; the landing page's are in public.ts, the account pages' in account.ts
 * and the sign-in cards' in sign-in.ts.
 */
export const en = {
  common,
  meta,
  notFound,
  platform,
};

/** Every language's catalog has exactly this shape. */
export type Messages = typeof en;
