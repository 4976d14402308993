import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Marked } from 'marked';
import type { Env } from '#server/env.ts';
import { projectRoot } from '#server/project-root.ts';
import { type Language, languages } from '#shared/language.ts';
import { legalPagePaths } from '#shared/routes.ts';
import { filledPages } from './filled-pages.ts';
import { escapeHtml } from './html-escape.ts';
import { type LegalPageKind, legalPageHtml } from './legal-page-html.ts';
import {
  CONTACT_MARKER,
  type LegalFacts,
  type LegalSettings,
  legalPlaceholders,
  legalTexts,
  RETENTION_MARKER,
} from './legal-texts.ts';
import type { EncodedPage } from './send-page.ts';

export type LegalPages = (kind: LegalPageKind, language: Language, settings: LegalSettings) => EncodedPage;

const legalPageKinds: LegalPageKind[] = ['privacy', 'terms'];

/** The operator's file for this page and language (`{lang}` in its path), or our default text. */
export function legalSourcePath(env: Env, kind: LegalPageKind, language: Language): string {
  const configured = kind === 'privacy' ? env.PRIVACY_FILE : env.TERMS_FILE;
  if (configured) return configured.replaceAll('{lang}', language);
  return join(projectRoot(), 'src/server/site/legal', `${kind}.${language}.md`);
}

function fillPlaceholders(markdown: string, values: Record<string, string>): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

interface RenderedPage {
  html: string;
  language: Language;
}

/** An email address becomes a mailto link; a name or anything else stays as written. */
function contactHtml(contact: string | undefined, language: Language): string {
  if (!contact) return escapeHtml(legalTexts[language].contactFallback);
  const text = escapeHtml(contact);
  return /^[^\s@<>]+@[^\s@<>]+$/.test(contact) ? `<a href="mailto:${text}">${text}</a>` : text;
}

function fillSettings(page: RenderedPage, settings: LegalSettings): string {
  const retention = legalTexts[page.language].retention(settings.retentionDays);
  return page.html
    .replaceAll(RETENTION_MARKER, escapeHtml(retention))
    .replaceAll(CONTACT_MARKER, contactHtml(settings.contact, page.language));
}

/**
 * Renders /privacy and /terms in every language once, at start-up, from Markdown: the operator's files
 * are trusted like the rest of the configuration, so their HTML passes through. A missing file stops
 * the start-up rather than serving a policy nobody wrote. What may change while the server runs (the
 * retention, the contact) is filled in per request, like the prerendered pages' contact details.
 */
export async function loadLegalPages(env: Env, facts: LegalFacts): Promise<LegalPages> {
  const marked = new Marked({ gfm: true });
  const rendered = new Map<string, RenderedPage>();
  for (const kind of legalPageKinds) {
    for (const language of languages) {
      const markdown = await readFile(legalSourcePath(env, kind, language), 'utf8');
      const body = await marked.parse(fillPlaceholders(markdown, legalPlaceholders(facts, language)));
      const path = legalPagePaths[kind];
      const html = legalPageHtml({ kind, language, product: facts.product, path, body });
      rendered.set(`${kind}.${language}`, { html, language });
    }
  }
  const pages = filledPages(rendered, fillSettings);
  return (kind, language, settings) => pages(`${kind}.${language}`, settings);
}
