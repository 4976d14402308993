import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { sessionOfRequest } from '#server/http/session.ts';
import { isLinkPage, prerenderedPageFor, signInAccountOf } from '#shared/prerendered-pages.ts';
import { clientRenderedPaths } from '#shared/routes.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { SiteConfig } from '#shared/site-config.ts';
import { linkPageKind } from './link-page-kind.ts';
import { detectLanguage, pageLanguage } from './page-language.ts';
import { sendPage } from './send-page.ts';
import type { PageKind, SitePages } from './site-pages.ts';
import { trimTrailingSlash } from './trim-trailing-slash.ts';

export interface Site {
  pages: SitePages;
  /** What the pages are filled in with for this request (the settings may have changed since the last). */
  siteConfig: (c: Context<AppEnv>) => Promise<SiteConfig>;
  /** The Vite client build: hashed assets, icons, robots.txt. */
  clientDir: string;
}

/** Whether the request carries a session of `account`; with the database away, the card is sent. */
async function signedInAs(c: Context<AppEnv>, account: AccountKind): Promise<boolean> {
  try {
    return (await sessionOfRequest(c))?.account === account;
  } catch (error) {
    c.var.log.warn({ err: error }, 'sign-in card sent unchecked: the session could not be looked up');
    return false;
  }
}

async function pageKindFor(c: Context<AppEnv>): Promise<PageKind> {
  const prerendered = prerenderedPageFor(c.req.path);
  if (prerendered) {
    if (isLinkPage(prerendered)) return linkPageKind(c, prerendered);
    const account = signInAccountOf(prerendered);
    return account && (await signedInAs(c, account)) ? 'shell' : prerendered;
  }
  return clientRenderedPaths.includes(c.req.path) ? 'shell' : 'not-found';
}

/** Static files, then the prerendered pages in the visitor's language; unknown pages are a real 404. */
export function siteRoutes({ pages, clientDir, siteConfig }: Site) {
  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    )
    .use(trimTrailingSlash)
    .get('*', detectLanguage, async (c) => {
      const language = pageLanguage(c);
      const kind = await pageKindFor(c);
      return sendPage(c, pages(kind, language, await siteConfig(c)), kind === 'not-found' ? 404 : 200);
    });
}
