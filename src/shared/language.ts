export const languages = ['en', 'fr'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** Cookie (for the server's first HTML) and localStorage key (for the client) holding the chosen language. */
export const languageStorageKey = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
