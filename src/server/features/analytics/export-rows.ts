import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { AnalyticsReport, AnalyticsTotals } from '#shared/schemas/analytics.ts';
import { csvLine } from './csv.ts';
import { endOf, type Period, startOf } from './period.ts';

/** Tickets read per query: the export holds one batch at a time, whatever the period's size. */
const BATCH = 1000;

const totalsColumns: [string, (totals: AnalyticsTotals) => number | null][] = [
  ['created', (totals) => totals.created],
  ['resolved', (totals) => totals.resolved],
  ['resolved_after_reopening', (totals) => totals.reopened],
  ['first_response_median_seconds', (totals) => totals.firstResponse.median],
  ['first_response_p90_seconds', (totals) => totals.firstResponse.p90],
  ['resolution_median_seconds', (totals) => totals.resolution.median],
  ['resolution_p90_seconds', (totals) => totals.resolution.p90],
  ['answered_within_target_share', (totals) => totals.withinTarget],
  ['satisfaction_good', (totals) => totals.good],
  ['satisfaction_bad', (totals) => totals.bad],
];

/** The page's figures: the totals beside the previous period's, then each day. */
export function figureLines(report: AnalyticsReport): string[] {
  const { period, previousPeriod } = report;
  return [
    csvLine(['figure', `${period.from} to ${period.to}`, `${previousPeriod.from} to ${previousPeriod.to}`]),
    ...totalsColumns.map(([name, value]) => csvLine([name, value(report.current), value(report.previous)])),
    csvLine([]),
    csvLine([
      'day',
      'created',
      'resolved',
      'waiting_open',
      'waiting_in_progress',
      'satisfaction_good',
      'satisfaction_bad',
    ]),
    ...report.days.map((day) =>
      csvLine([day.day, day.created, day.resolved, day.open, day.inProgress, day.good, day.bad]),
    ),
    csvLine([]),
  ];
}

export const ticketHeader = csvLine([
  'ticket_id',
  'created_at',
  'language',
  'status',
  'first_response_at',
  'first_response_by',
  'first_response_seconds',
  'resolved_at',
  'resolution_seconds',
  'reopen_count',
  'satisfaction',
  'satisfaction_comment',
]);

/**
 * The period's tickets with their measures, oldest first, in batches read by keyset: each query starts
 * after the last row of the one before (its time kept as PostgreSQL's text, to the microsecond).
 */
export async function* ticketLines(db: Database, period: Period): AsyncGenerator<string> {
  let after = { at: '-infinity', id: '00000000-0000-0000-0000-000000000000' };
  for (;;) {
    const rows = await rowsOf(
      db,
      sql`select measures.ticket_id, measures.created_at::text as cursor, measures.language, tickets.status,
        measures.created_at, measures.first_response_at, admin_users.email, measures.first_response_seconds,
        measures.resolved_at, measures.resolution_seconds, measures.reopen_count, answers.rating, answers.comment
      from ticket_measures as measures
        join tickets on tickets.id = measures.ticket_id
        left join admin_users on admin_users.id = measures.first_response_by
        left join satisfaction_answers as answers on answers.ticket_id = measures.ticket_id
      where measures.created_at >= ${startOf(period, period.from)} and measures.created_at < ${endOf(period, period.to)}
        and (measures.created_at, measures.ticket_id) > (${after.at}::timestamptz, ${after.id}::uuid)
      order by measures.created_at, measures.ticket_id limit ${BATCH}`,
    );
    yield rows.map((row) => csvLine(ticketCells(row))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { at: String(last.cursor), id: String(last.ticket_id) };
  }
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function ticketCells(row: Record<string, unknown>) {
  return [
    String(row.ticket_id),
    iso(row.created_at),
    String(row.language),
    String(row.status),
    iso(row.first_response_at),
    (row.email as string | null) ?? null,
    row.first_response_seconds as number | null,
    iso(row.resolved_at),
    row.resolution_seconds as number | null,
    Number(row.reopen_count),
    (row.rating as string | null) ?? null,
    (row.comment as string | null) ?? null,
  ];
}
