import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { languageDetector } from 'hono/language';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { AppEnv } from '#server/app-env.ts';
import { defaultLanguage, isLanguage, languageStorageKey, languages } from '#shared/language.ts';
import { clientRenderedPaths, pagePaths } from '#shared/routes.ts';
import { platformPlaceholderHtml } from './platform-placeholder.ts';
import { PLACEHOLDER_PLATFORM_PATH } from './site-config.ts';
import type { EncodedPage, PageKind, SitePages } from './site-pages.ts';

export interface Site {
  pages: SitePages;
  /** The Vite client build: hashed assets, icons, robots.txt. */
  clientDir: string;
}

function pageKindFor(path: string): PageKind {
  if (path === pagePaths.home) return 'home';
  return clientRenderedPaths.includes(path) ? 'shell' : 'not-found';
}

function sendPage(c: Context<AppEnv>, page: EncodedPage, status: 200 | 404): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(page.brotli), status);
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(page.gzip), status);
  }
  return c.body(page.html, status);
}

const detectLanguage = languageDetector({
  supportedLanguages: [...languages],
  fallbackLanguage: defaultLanguage,
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: languageStorageKey,
  lookupCookie: languageStorageKey,
  caches: false,
});

function pageLanguage(c: Context<AppEnv>) {
  const detected = c.get('language');
  return isLanguage(detected) ? detected : defaultLanguage;
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
