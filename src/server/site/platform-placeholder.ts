import type { Language } from '#shared/language.ts';
import { escapeHtml } from './html-escape.ts';

const texts: Record<Language, { title: string; heading: string; body: (product: string) => string }> = {
  en: {
    title: 'AI platform',
    heading: 'Your AI platform will appear here',
    body: (product) =>
      `This is where the ${product} chat site opens once it is connected. Until then, try the demo chat on the home page, or press Support above if you need help.`,
  },
  fr: {
    title: 'Plateforme IA',
    heading: 'Votre plateforme IA apparaîtra ici',
    body: (product) =>
      `C’est ici que s’ouvrira le site de clavardage de ${product} une fois branché. D’ici là, essayez le clavardage de démonstration sur la page d’accueil, ou appuyez sur Soutien ci-dessus si vous avez besoin d’aide.`,
  },
};

/**
 * The page the overlay shows while PLATFORM_URL is unset: it says where the platform will appear.
 * Served by us, so it is same-origin and already allowed by the frame-src of our CSP.
 */
export function platformPlaceholderHtml(language: Language, product: string): string {
  const text = texts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${product} · ${text.title}`)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
    font-family: system-ui, sans-serif; color: #1c1917; background: radial-gradient(ellipse at top, #fef2f2, #fff 70%); }
  main { max-width: 34rem; text-align: center; }
  svg { width: 3.5rem; height: 3.5rem; color: #dc2626; }
  h1 { font-size: 1.6rem; line-height: 1.2; margin: 1rem 0 0.75rem; }
  p { font-size: 1.05rem; line-height: 1.6; color: #57534e; margin: 0; }
</style>
</head>
<body>
<main>
<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" aria-hidden="true"><rect x="3" y="4" width="18" height="14" rx="2"/><path d="M8 21h8M12 18v3M7 9h10M7 13h6"/></svg>
<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.body(product))}</p>
</main>
</body>
</html>
`;
}
