import { sql } from 'drizzle-orm';
import type { AnalyticsQuery } from '#shared/schemas/analytics.ts';

const DAY_MS = 86_400_000;

/** A period of whole days in the business time zone, and the one of the same length just before it. */
export interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  zone: string;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `now`'s date in `zone`, as YYYY-MM-DD. */
function today(now: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
}

export function resolvePeriod(query: AnalyticsQuery, now: Date, zone: string): Period {
  const to = query.to ?? today(now, zone);
  const from = query.from ?? addDays(to, 1 - Number(query.days ?? '30'));
  const length = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), zone };
}

/** The instant local midnight of `date` begins in the period's zone. */
export function startOf(period: Period, date: string) {
  return sql`(${date}::date::timestamp at time zone ${period.zone})`;
}

/** The instant after the last day of the period. */
export function endOf(period: Period, date: string) {
  return sql`((${date}::date + 1)::timestamp at time zone ${period.zone})`;
}

/** The local day an instant falls on, in the period's zone. */
export function dayOf(period: Period, column: unknown) {
  return sql`((${column} at time zone ${period.zone})::date)::text`;
}
