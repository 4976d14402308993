import { describe, expect, it } from 'vitest';
import { parseBusinessHours } from './business-hours.ts';

describe('BUSINESS_HOURS', () => {
  it('counts every hour when unset', () => {
    expect(parseBusinessHours(undefined, 'UTC')).toEqual({
      zone: 'UTC',
      openMinute: 0,
      closeMinute: 1440,
      openDays: [1, 2, 3, 4, 5, 6, 7],
    });
  });

  it('reads a range of days or one day, with their hours', () => {
    expect(parseBusinessHours('Mon-Fri 09:00-17:30', 'America/Toronto')).toEqual({
      zone: 'America/Toronto',
      openMinute: 540,
      closeMinute: 1050,
      openDays: [1, 2, 3, 4, 5],
    });
    expect(parseBusinessHours('sat 10:00-24:00', 'UTC').openDays).toEqual([6]);
  });

  it.each(['weekdays', 'fri-mon 09:00-17:00', 'mon-fri 17:00-09:00', 'mon 9:00-17:00'])(
    'refuses %s',
    (hours) => expect(() => parseBusinessHours(hours, 'UTC')).toThrow(),
  );

  it('refuses an unknown time zone', () => {
    expect(() => parseBusinessHours(undefined, 'Mars/Olympus')).toThrow();
  });
});
