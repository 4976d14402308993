/** When waiting time counts: open days (ISO, Monday 1) and minutes past local midnight, in a time zone. */
export interface BusinessHours {
  zone: string;
  openMinute: number;
  closeMinute: number;
  openDays: number[];
}

const dayNames = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const day = `(${dayNames.join('|')})`;
const time = '([01]\\d|2[0-4]):([0-5]\\d)';
const pattern = new RegExp(`^${day}(?:-${day})? ${time}-${time}$`);

/**
 * BUSINESS_HOURS ('mon-fri 09:00-17:00', 'sat 10:00-14:00') in BUSINESS_TIME_ZONE; unset, every hour
 * counts. Throws on anything else, so a typo stops the start-up rather than skewing every figure.
 */
export function parseBusinessHours(hours: string | undefined, zone: string): BusinessHours {
  new Intl.DateTimeFormat('en', { timeZone: zone });
  if (hours === undefined) return { zone, openMinute: 0, closeMinute: 1440, openDays: everyDay };
  const match = pattern.exec(hours.trim().toLowerCase());
  if (!match) throw new Error('must look like mon-fri 09:00-17:00');
  const [, first = '', last, openHour, openMinute, closeHour, closeMinute] = match;
  const from = dayNames.indexOf(first) + 1;
  const to = last === undefined ? from : dayNames.indexOf(last) + 1;
  const open = Number(openHour) * 60 + Number(openMinute);
  const close = Number(closeHour) * 60 + Number(closeMinute);
  if (to < from || close <= open || close > 1440) throw new Error('must name days and hours in order');
  return { zone, openMinute: open, closeMinute: close, openDays: everyDay.slice(from - 1, to) };
}
