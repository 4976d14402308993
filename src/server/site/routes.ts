import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { isLinkPage, prerenderedPageFor } from '#shared/prerendered-pages.ts';
import { clientRenderedPaths } from '#shared/routes.ts';
import { linkPageKind } from './link-page-kind.ts';
import { detectLanguage, pageLanguage } from './page-language.ts';
import { sendPage } from './send-page.ts';
import type { PageKind, SitePages } from './site-pages.ts';
import { trimTrailingSlash } from './trim-trailing-slash.ts';

export interface Site {
  pages: SitePages;
  /** The Vite client build: hashed assets, icons, robots.txt. */
  clientDir: string;
}

async function pageKindFor(c: Context<AppEnv>): Promise<PageKind> {
  const prerendered = prerenderedPageFor(c.req.path);
  if (prerendered) return isLinkPage(prerendered) ? linkPageKind(c, prerendered) : prerendered;
  return clientRenderedPaths.includes(c.req.path) ? 'shell' : 'not-found';
}

/** Static files, then the prerendered pages in the visitor's language; unknown pages are a real 404. */
export function siteRoutes({ pages, clientDir }: Site) {
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
      return sendPage(c, pages(kind, language), kind === 'not-found' ? 404 : 200);
    });
}
