import { defaultLanguage, isLanguage, type Language } from '#shared/language.ts';

/** The language the page is in now: the prerendered page's, or the one the visitor switched to. */
export function pageLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : defaultLanguage;
}
