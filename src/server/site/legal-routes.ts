import { type Context, Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { legalPagePaths } from '#shared/routes.ts';
import type { LegalPageKind } from './legal-page-html.ts';
import type { LegalPages } from './legal-pages.ts';
import type { LegalSettings } from './legal-texts.ts';
import { detectLanguage, pageLanguage } from './page-language.ts';
import { sendPage } from './send-page.ts';

export interface Legal {
  pages: LegalPages;
  /** What the pages are filled in with for this request (the settings may have changed since the last). */
  settings: (c: Context<AppEnv>) => Promise<LegalSettings>;
}

/** /privacy and /terms in the visitor's language; they need neither the client build nor JavaScript. */
export function legalRoutes({ pages, settings }: Legal) {
  const page = (kind: LegalPageKind) => async (c: Context<AppEnv>) =>
    sendPage(c, pages(kind, pageLanguage(c), await settings(c)), 200);
  return new Hono<AppEnv>()
    .get(legalPagePaths.privacy, detectLanguage, page('privacy'))
    .get(legalPagePaths.terms, detectLanguage, page('terms'));
}
