import type { Language } from '#shared/language.ts';
import { languageStorageKey, languages } from '#shared/language.ts';
import { escapeHtml } from './html-escape.ts';
import { legalTexts } from './legal-texts.ts';

export type LegalPageKind = 'privacy' | 'terms';

const mapleLeaf =
  '<svg viewBox="-2015 -2000 4030 4030" fill="currentColor" aria-hidden="true" focusable="false"><path d="m-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z"/></svg>';

// The site's look (stone text, maple red, Inter-like system font) without the client's stylesheet or
// any script, so the page stands alone and stays readable whatever the client build is.
const style = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1c1917; background: #fafaf9; line-height: 1.65; }
  header { background: #fff; border-bottom: 1px solid #e7e5e4; }
  .bar { max-width: 48rem; margin: 0 auto; padding: 0.75rem 1rem; display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
  .brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.125rem; color: inherit; text-decoration: none; }
  .leaf { display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 0.5rem; background: #dc2626; color: #fff; }
  .leaf svg { width: 1.25rem; height: 1.25rem; }
  nav { display: flex; gap: 1.25rem; font-size: 0.95rem; }
  a { color: #b91c1c; text-underline-offset: 3px; }
  a:focus-visible { outline: 2px solid #dc2626; outline-offset: 2px; border-radius: 2px; }
  main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
  h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 1.25rem; }
  h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; }
  li { margin: 0.35rem 0; }
`;

/** A self-contained legal page: the brand, a way home, the other language, and the operator's text. */
export function legalPageHtml(options: {
  kind: LegalPageKind;
  language: Language;
  product: string;
  path: string;
  body: string;
}): string {
  const { kind, language, product, path, body } = options;
  const texts = legalTexts[language];
  const other = languages.find((candidate) => candidate !== language) ?? language;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${texts.titles[kind]} · ${product}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<header>
<div class="bar">
<a class="brand" href="/?${languageStorageKey}=${language}"><span class="leaf">${mapleLeaf}</span>${escapeHtml(product)}</a>
<nav>
<a href="/?${languageStorageKey}=${language}">${escapeHtml(texts.home)}</a>
<a href="${path}?${languageStorageKey}=${other}" hreflang="${other}" lang="${other}">${escapeHtml(texts.otherLanguage)}</a>
</nav>
</div>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}
