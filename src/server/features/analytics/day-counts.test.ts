import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseBusinessHours } from '#server/business-hours.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { loadEnv } from '#server/env.ts';
import type { AnalyticsReport } from '#shared/schemas/analytics.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { countAnalyticsDaysFor } from './day-counts-settings.ts';
import { analyticsReport } from './report.ts';
import { refreshTicketMeasures } from './ticket-measures.ts';

const { db, deps } = await createTestApp();
const first = await insertAdmin(db, 'first@example.com', 'first-password');
const second = await insertAdmin(db, 'second@example.com', 'second-password');
const everyHour = deps.env.businessHours;

/**
 * 400 tickets from 1 to 9 March 2026, one every 30 minutes, first answered after durations from
 * seconds to weeks (so across many buckets, some equal), two in three resolved, one in five French,
 * one in four resolved ones rated; measured as the reactions measure them.
 */
await db.execute(sql`
  with drawn as (
    select n, gen_random_uuid() as id, timestamptz '2026-03-01T00:00:00Z' + n * interval '30 minutes' as created,
      ((n * n * 7919) % 1200000 + 30) * interval '1 second' as wait
    from generate_series(0, 399) as n
  ), filed as (
    insert into tickets (id, subject, description, status, name, email, language, created_at, updated_at)
    select id, 'Export', 'Empty.', case when n % 3 = 0 then 'open' else 'resolved' end, 'Ada', 'ada@example.com',
      case when n % 5 = 0 then 'fr' else 'en' end, created, created + 2 * wait + interval '7 minutes'
    from drawn
  )
  insert into ticket_responses (ticket_id, response_text, is_from_admin, admin_id, created_at)
  select id, 'On it.', true, case when n % 4 = 0 then ${second.id}::uuid else ${first.id}::uuid end, created + wait
  from drawn where n % 11 <> 0`);
const tickets = await rowsOf(db, sql`select id from tickets order by created_at`);
await refreshTicketMeasures(
  db,
  tickets.map(({ id }) => String(id)),
  everyHour,
);
await db.execute(sql`insert into satisfaction_answers (ticket_id, rating, answered_at)
  select ticket_id, case when reopen_count = 0 and resolution_seconds % 3 = 0 then 'bad' else 'good' end, resolved_at + interval '1 hour'
  from ticket_measures where resolved_at is not null and resolution_seconds % 4 = 0`);

const report = (to = '2026-03-06') =>
  analyticsReport(
    { db, env: deps.env, now: () => new Date('2026-04-01T12:00:00Z') },
    { from: '2026-03-03', to },
  );

/** What percentile_cont says over the tickets themselves, as the page rounds it. */
async function direct(at: string, seconds: string, group: string, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`select ${sql.raw(group)} as key, percentile_cont(array[0.5, 0.9]) within group (order by ${sql.raw(seconds)}) as values
    from ticket_measures where ${sql.raw(at)} >= ${from}::timestamptz and ${sql.raw(at)} < ${to}::timestamptz group by 1`,
  );
  return new Map(rows.map((row) => [String(row.key), (row.values as number[]).map(Math.round)]));
}

const countedDays = () =>
  rowsOf(
    db,
    sql`select day::text, fact, language, member, bucket, count from analytics_days where count <> 0 order by 1, 2, 3, 4, 5`,
  );

describe('the figures read from the day counts', () => {
  it('give the exact percentiles of the tickets, overall, per member and per language', async () => {
    const figures = await report();
    const [from, to, previous] = ['2026-03-03T00:00:00Z', '2026-03-07T00:00:00Z', '2026-02-27T00:00:00Z'];
    const answered = await direct('first_response_at', 'first_response_seconds', "''", from, to);
    const resolved = await direct('resolved_at', 'resolution_seconds', "''", from, to);
    const answeredBefore = await direct('first_response_at', 'first_response_seconds', "''", previous, from);
    const byMember = await direct(
      'first_response_at',
      'first_response_seconds',
      'first_response_by',
      from,
      to,
    );
    const byLanguage = await direct('first_response_at', 'first_response_seconds', 'language', from, to);
    expect(figures.current.firstResponse).toEqual({
      median: answered.get('')?.[0],
      p90: answered.get('')?.[1],
    });
    expect(figures.current.resolution).toEqual({ median: resolved.get('')?.[0], p90: resolved.get('')?.[1] });
    expect(figures.previous.firstResponse).toEqual({
      median: answeredBefore.get('')?.[0],
      p90: answeredBefore.get('')?.[1],
    });
    expect(figures.members).toHaveLength(2);
    for (const member of figures.members) {
      expect(member.firstResponseMedian).toBe(byMember.get(member.adminId ?? '')?.[0]);
    }
    expect(figures.languages.map((language) => language.firstResponseMedian)).toEqual([
      byLanguage.get('en')?.[0],
      byLanguage.get('fr')?.[0],
    ]);
    // 4 days of 48 tickets; the sample spans many buckets.
    expect(figures.current.created).toBe(192);
    expect(
      new Set((await countedDays()).filter((row) => row.fact === 'answered').map((row) => row.bucket)).size,
    ).toBeGreaterThan(20);
  });

  it('are kept by every change as a count from scratch would give them', async () => {
    const [gone, rated, reopened] = tickets.slice(100, 103).map((row) => String(row.id));
    await db.execute(sql`delete from tickets where id = ${gone}::uuid`);
    await db.execute(sql`insert into satisfaction_answers (ticket_id, rating, comment, answered_at)
      values (${rated}::uuid, 'bad', 'Slow.', '2026-03-04T10:00:00Z')
      on conflict (ticket_id) do update set rating = 'bad', comment = 'Slow.', answered_at = excluded.answered_at`);
    await db.execute(
      sql`update tickets set status = 'open', updated_at = '2026-03-05T10:00:00Z' where id = ${reopened}::uuid`,
    );
    await refreshTicketMeasures(db, [reopened as string], everyHour);
    await db.execute(sql`delete from admin_users where id = ${second.id}::uuid`);
    const kept = await countedDays();
    await db.execute(sql`select analytics_recount('UTC', 86400)`);
    expect(await countedDays()).toEqual(kept);
    expect(
      (await report('2026-03-07')).members.find((member) => member.adminId === null)?.answered,
    ).toBeGreaterThan(0);
  });

  it('count the days of the business time zone, and business hours against the target, once counted again', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      BUSINESS_TIME_ZONE: 'America/Toronto',
      BUSINESS_HOURS: 'mon-fri 09:00-17:00',
      FIRST_RESPONSE_TARGET_HOURS: '2',
    });
    const hours = parseBusinessHours('mon-fri 09:00-17:00', 'America/Toronto');
    // Friday 6 March 16:00 in Toronto (21:00 UTC, Friday still), answered Monday 10:00 (14:00 UTC): two business hours.
    const [late] = await rowsOf(
      db,
      sql`insert into tickets (subject, description, name, email, created_at, updated_at)
      values ('Late', 'Friday.', 'Bo', 'bo@example.com', '2026-03-06T21:00:00Z', '2026-03-09T14:00:00Z') returning id`,
    );
    const lateId = String(late?.id);
    await db.execute(sql`insert into ticket_responses (ticket_id, response_text, is_from_admin, admin_id, created_at)
      values (${lateId}::uuid, 'Monday.', true, ${first.id}::uuid, '2026-03-09T14:00:00Z')`);
    expect(await countAnalyticsDaysFor(db, env)).toBe(true);
    expect(await countAnalyticsDaysFor(db, env)).toBe(false);
    await refreshTicketMeasures(db, [lateId], hours);
    const inToronto: AnalyticsReport = await analyticsReport(
      { db, env, now: () => new Date('2026-04-01T12:00:00Z') },
      { from: '2026-03-06', to: '2026-03-06' },
    );
    const measured = await rowsOf(
      db,
      sql`select count(*)::integer as created, count(*) filter (where first_response_seconds <= 7200)::integer as within
      from ticket_measures where created_at >= '2026-03-06T05:00:00Z' and created_at < '2026-03-07T05:00:00Z'`,
    );
    expect(inToronto.current.created).toBe(measured[0]?.created);
    expect(inToronto.current.withinTarget).toBe(Number(measured[0]?.within) / Number(measured[0]?.created));
    const [lateFirst] = await rowsOf(
      db,
      sql`select first_response_seconds from ticket_measures where ticket_id = ${lateId}::uuid`,
    );
    expect(lateFirst?.first_response_seconds).toBe(7200);
    const kept = await countedDays();
    await db.execute(sql`select analytics_recount('America/Toronto', 7200)`);
    expect(await countedDays()).toEqual(kept);
    expect(await countAnalyticsDaysFor(db, deps.env)).toBe(true);
  });
});
