import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '#shared/language.ts';
import { siteConfigPlaceholders } from '#shared/site-config.ts';
import { testSiteConfig } from '#tests/support/render-app.tsx';
import { loadSitePages, pageFileName, pageKinds } from './site-pages.ts';

/** A prerendered folder whose every page is the footer's contact lines, as placeholders. */
async function pagesFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'maple-pages-'));
  const { contactEmail, contactPhone } = siteConfigPlaceholders;
  for (const kind of pageKinds) {
    for (const language of languages) {
      const html = `<p><span data-contact>${contactEmail}</span></p><p><span data-contact>${contactPhone}</span></p>`;
      await writeFile(join(folder, pageFileName(kind, language)), html);
    }
  }
  return folder;
}

describe('the prerendered pages', () => {
  it('are filled in with the configuration of the request, again when it changes', async () => {
    const pages = loadSitePages(await pagesFolder());
    if (!pages) throw new Error('no pages');
    const before = pages('home', 'en', { ...testSiteConfig, contactEmail: 'a@maple.test', contactPhone: '' });
    expect(before.html).toBe(
      '<p><span data-contact>a@maple.test</span></p><p><span data-contact></span></p>',
    );
    const changed = { ...testSiteConfig, contactEmail: 'b&c@maple.test', contactPhone: '+1 514 555 0199' };
    expect(pages('home', 'en', changed).html).toBe(
      '<p><span data-contact>b&amp;c@maple.test</span></p><p><span data-contact>+1 514 555 0199</span></p>',
    );
    expect(pages('home', 'en', changed)).toBe(pages('home', 'en', changed));
  });
});
