import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, languages } from '#shared/language.ts';
import {
  deadLinkKind,
  linkPageKinds,
  type PrerenderedKind,
  type PrerenderedPathKind,
  prerenderedPages,
} from '#shared/prerendered-pages.ts';
import { type SiteConfig, siteConfigPlaceholders } from '#shared/site-config.ts';
import { filledPages } from './filled-pages.ts';
import { escapeHtml } from './html-escape.ts';
import type { EncodedPage } from './send-page.ts';

/** The prerendered pages, and the app shell that the other client-rendered pages start from. */
export type PageKind = PrerenderedKind | 'shell';

export const pageKinds: readonly PageKind[] = [
  ...(Object.keys(prerenderedPages) as PrerenderedPathKind[]),
  ...linkPageKinds.map(deadLinkKind),
  'not-found',
  'shell',
];

/** The marker the prerenderer leaves in <meta name="site-config" content="…">. */
export const SITE_CONFIG_MARKER = '%%SITE_CONFIG%%';

/** A page with the configuration as it is now (the settings may change while the server runs). */
export type SitePages = (kind: PageKind, language: Language, config: SiteConfig) => EncodedPage;

export function pageFileName(kind: PageKind, language: Language): string {
  return `${kind}.${language}.html`;
}

/** Writes the runtime configuration into a prerendered page. */
export function applySiteConfig(html: string, config: SiteConfig): string {
  let result = html.replace(SITE_CONFIG_MARKER, escapeHtml(JSON.stringify(config)));
  for (const key of Object.keys(config) as (keyof SiteConfig)[]) {
    result = result.replaceAll(siteConfigPlaceholders[key], escapeHtml(config[key]));
  }
  return result;
}

/**
 * Reads every prerendered page once; each is filled in with the configuration of the request
 * (`filledPages`). Returns null when the client has not been built (API-only tests).
 */
export function loadSitePages(pagesDir: string): SitePages | null {
  if (!existsSync(join(pagesDir, pageFileName('home', 'en')))) return null;
  const templates = new Map<string, string>();
  for (const kind of pageKinds) {
    for (const language of languages) {
      const name = pageFileName(kind, language);
      templates.set(name, readFileSync(join(pagesDir, name), 'utf8'));
    }
  }
  const pages = filledPages(templates, applySiteConfig);
  return (kind, language, config) => pages(pageFileName(kind, language), config);
}
