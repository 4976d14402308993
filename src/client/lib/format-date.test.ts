import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the formatters', () => {
  const Original = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = Original;
  });

  // The landing page imports this module but shows no date until the chat answers; building the
  // formatters on import was most of its one long task (see docs/decisions/no-work-on-module-evaluation.md).
  it('are built on first use, one per language and kind, not when the module is imported', async () => {
    let constructed = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args) {
        constructed++;
        return Reflect.construct(target, args);
      },
    });
    vi.resetModules();
    const fresh = await import('./format-date.ts');
    expect(constructed).toBe(0);

    fresh.formatTime(new Date(2026, 10, 22, 15, 5), 'fr');
    fresh.formatTime(new Date(2026, 10, 22, 16, 5), 'fr');
    expect(constructed).toBe(1);
  });
});
