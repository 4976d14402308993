import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { AppEnv } from '#server/app-env.ts';
import { clientRenderedPaths, pagePaths } from '#shared/routes.ts';
import { detectLanguage, pageLanguage } from './page-language.ts';
import { platformPlaceholderHtml } from './platform-placeholder.ts';
import { sendPage } from './send-page.ts';
import { PLACEHOLDER_PLATFORM_PATH } from './site-config.ts';
import type { PageKind, SitePages } from './site-pages.ts';

export interface Site {
  pages: SitePages;
  /** The Vite client build: hashed assets, icons, robots.txt. */
  clientDir: string;
}

function pageKindFor(path: string): PageKind {
  if (path === pagePaths.home) return 'home';
  return clientRenderedPaths.includes(path) ? 'shell' : 'not-found';
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
    .use(trimTrailingSlash())
    .get(PLACEHOLDER_PLATFORM_PATH, detectLanguage, (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Language, Cookie');
      return c.html(platformPlaceholderHtml(pageLanguage(c), c.var.deps.env.PRODUCT_NAME));
    })
    .get('*', detectLanguage, (c) => {
      const language = pageLanguage(c);
      const kind = pageKindFor(c.req.path);
      return sendPage(c, pages(kind, language), kind === 'not-found' ? 404 : 200);
    });
}
