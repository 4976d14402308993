import type { Language } from '#shared/language.ts';

/** The product's date locale (en-US) in English; Canadian French otherwise. */
const locales: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

function formattersFor(options: Intl.DateTimeFormatOptions): Record<Language, Intl.DateTimeFormat> {
  return {
    en: new Intl.DateTimeFormat(locales.en, options),
    fr: new Intl.DateTimeFormat(locales.fr, options),
  };
}

const dateTimeFormatters = formattersFor({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const timeFormatters = formattersFor({ hour: 'numeric', minute: '2-digit' });

/** Dates as the product shows them (en-US style, short month, with the time): "Nov 22, 2026, 3:05 PM"; in French "22 nov. 2026, 15 h 05". */
export function formatDateTime(value: string | Date, language: Language): string {
  return dateTimeFormatters[language].format(typeof value === 'string' ? new Date(value) : value);
}

/** The time of day in the same locales: "3:05 PM"; in French "15 h 05". */
export function formatTime(value: Date, language: Language): string {
  return timeFormatters[language].format(value);
}
