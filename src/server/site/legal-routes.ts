import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { legalPagePaths } from '#shared/routes.ts';
import type { LegalPages } from './legal-pages.ts';
import { detectLanguage, pageLanguage } from './page-language.ts';
import { sendPage } from './send-page.ts';

/** /privacy and /terms in the visitor's language; they need neither the client build nor JavaScript. */
export function legalRoutes(pages: LegalPages) {
  return new Hono<AppEnv>()
    .get(legalPagePaths.privacy, detectLanguage, (c) => sendPage(c, pages('privacy', pageLanguage(c)), 200))
    .get(legalPagePaths.terms, detectLanguage, (c) => sendPage(c, pages('terms', pageLanguage(c)), 200));
}
