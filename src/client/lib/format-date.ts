import type { Language } from '#shared/language.ts';

const formatters: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  fr: new Intl.DateTimeFormat('fr-CA', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
};

/** The spec's date display (§9): "Nov 22, 2026, 3:05 PM"; in French "22 nov. 2026, 15 h 05". */
export function formatDateTime(value: string | Date, language: Language): string {
  return formatters[language].format(typeof value === 'string' ? new Date(value) : value);
}
