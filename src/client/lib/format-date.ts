import type { Language } from '#shared/language.ts';

/** The product's date locale (en-US) in English; Canadian French otherwise. */
const locales: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

/**
 * One formatter per language, built on first use: constructing an Intl.DateTimeFormat loads the locale's
 * data, which at import was most of the landing page's one long task, for dates that only the chat and
 * the account pages ever show (see docs/decisions/no-work-on-module-evaluation.md).
 */
function lazyFormatters(options: Intl.DateTimeFormatOptions): (language: Language) => Intl.DateTimeFormat {
  const formatters: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return (language) => {
    formatters[language] ??= new Intl.DateTimeFormat(locales[language], options);
    return formatters[language];
  };
}

const dateTimeFormatter = lazyFormatters({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const timeFormatter = lazyFormatters({ hour: 'numeric', minute: '2-digit' });

/** Dates as the product shows them (en-US style, short month, with the time): "Nov 22, 2026, 3:05 PM"; in French "22 nov. 2026, 15 h 05". */
export function formatDateTime(value: string | Date, language: Language): string {
  return dateTimeFormatter(language).format(typeof value === 'string' ? new Date(value) : value);
}

/** The time of day in the same locales: "3:05 PM"; in French "15 h 05". */
export function formatTime(value: Date, language: Language): string {
  return timeFormatter(language).format(value);
}
