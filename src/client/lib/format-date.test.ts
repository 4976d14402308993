import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './format-date.ts';

describe('formatDateTime', () => {
  const date = new Date(2026, 10, 22, 15, 5);

  it('shows en-US short month, day, year, hour and minute in English', () => {
    expect(formatDateTime(date, 'en')).toBe('Nov 22, 2026, 3:05 PM');
  });

  it('shows the Canadian French equivalent', () => {
    expect(formatDateTime(date.toISOString(), 'fr')).toBe('22 nov. 2026, 15 h 05');
  });

  it('shows the time of day alone in the same locales', () => {
    expect(formatTime(date, 'en')).toBe('3:05 PM');
    expect(formatTime(date, 'fr')).toBe('15 h 05');
  });
});
