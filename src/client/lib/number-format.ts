import type { Language } from '#shared/language.ts';

/** Where numbers are written as Canadians read them: '1,234' in English, '1 234' in French. */
export const numberLocales: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Whole counts in `language`. */
export function countFormat(language: Language): Intl.NumberFormat {
  return new Intl.NumberFormat(numberLocales[language]);
}
