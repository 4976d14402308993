import { numberLocales as locales } from '#client/lib/number-format.ts';
import type { Language } from '#shared/language.ts';

export interface AnalyticsFormat {
  count: (value: number) => string;
  share: (value: number | null) => string;
  duration: (seconds: number | null) => string;
  /** A YYYY-MM-DD day, as the language writes a short date. */
  day: (day: string) => string;
  /** The same, with the year. */
  date: (day: string) => string;
}

/**
 * Numbers as the language writes them (1,234 and 1 234; 75% and 75 %). Durations in the largest unit
 * that keeps them readable: minutes under an hour, hours under two days, then days.
 */
export function analyticsFormat(
  language: Language,
  units: { minutes: string; hours: string; days: string },
  none: string,
): AnalyticsFormat {
  const locale = locales[language];
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    count: (value) => whole.format(value),
    share: (value) => (value === null ? none : percent.format(value)),
    duration: (seconds) => {
      if (seconds === null) return none;
      if (seconds < 3600) return `${whole.format(Math.round(seconds / 60))} ${units.minutes}`;
      if (seconds < 172_800) return `${tenths.format(seconds / 3600)} ${units.hours}`;
      return `${tenths.format(seconds / 86_400)} ${units.days}`;
    },
    day: (day) => shortDay.format(new Date(`${day}T00:00:00Z`)),
    date: (day) => longDay.format(new Date(`${day}T00:00:00Z`)),
  };
}

/** The share of good answers among all, or null without answers. */
export function satisfactionRate({ good, bad }: { good: number; bad: number }): number | null {
  return good + bad === 0 ? null : good / (good + bad);
}
