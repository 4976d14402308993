import type { Context } from 'hono';
import { languageDetector } from 'hono/language';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  languages,
} from '#shared/language.ts';

/** The visitor's language for a page: ?lang=, then the lang cookie, then Accept-Language. */
export const detectLanguage = languageDetector({
  supportedLanguages: [...languages],
  fallbackLanguage: defaultLanguage,
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: languageStorageKey,
  lookupCookie: languageStorageKey,
  caches: false,
});

export function pageLanguage(c: Context): Language {
  const detected = c.get('language');
  return isLanguage(detected) ? detected : defaultLanguage;
}
