import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { endOf, type Period, startOf } from './period.ts';

/** A duration kept per ticket: its fact in analytics_days and its columns in ticket_measures. */
const measures = {
  firstResponse: { fact: 'answered', at: 'first_response_at', seconds: 'first_response_seconds' },
  resolution: { fact: 'resolved', at: 'resolved_at', seconds: 'resolution_seconds' },
} as const;

/** Whose durations: everyone's, or one group per first responder or per language. */
const groups = {
  all: { day: sql`''`, ticket: sql`''` },
  member: {
    day: sql`member::text`,
    ticket: sql`coalesce(first_response_by, '00000000-0000-0000-0000-000000000000')::text`,
  },
  language: { day: sql`language`, ticket: sql`language` },
} satisfies Record<string, { day: SQL; ticket: SQL }>;

export interface Sample {
  measure: keyof typeof measures;
  group: keyof typeof groups;
  /** First and last day, in the period's zone. */
  from: string;
  to: string;
}

interface Wanted {
  group: string;
  bucket: number;
  skip: number;
}

/** The bucket holding the value of each rank (0 first), and how many values of that bucket come before it. */
function locate(buckets: { bucket: number; count: number }[], rank: number): Omit<Wanted, 'group'> {
  let before = 0;
  for (const { bucket, count } of buckets) {
    if (rank < before + count) return { bucket, skip: rank - before };
    before += count;
  }
  throw new Error(`rank ${rank} is past the sample's ${before} values`);
}

/**
 * Exact percentiles (as `percentile_cont`) of a sample, per group, without sorting the sample: the
 * day counts per bucket of seconds say which bucket holds each needed rank, and only that bucket's
 * tickets of the period are read and sorted (analytics-days-rollup.md). Run it in the snapshot the
 * day counts are read in, so both see the same tickets.
 */
export async function percentiles(
  db: Database,
  period: Period,
  sample: Sample,
  fractions: number[],
): Promise<Map<string, number[]>> {
  const measure = measures[sample.measure];
  const group = groups[sample.group];
  const counted = await rowsOf(
    db,
    sql`select ${group.day} as key, bucket, sum(count)::integer as count from analytics_days
    where fact = ${measure.fact} and day >= ${sample.from}::date and day <= ${sample.to}::date
    group by 1, 2 having sum(count) > 0 order by 1, 2`,
  );
  const histograms = new Map<string, { bucket: number; count: number }[]>();
  for (const row of counted) {
    const key = String(row.key);
    histograms.set(key, [
      ...(histograms.get(key) ?? []),
      { bucket: Number(row.bucket), count: Number(row.count) },
    ]);
  }
  const positions = [...histograms].map(([key, buckets]) => {
    const total = buckets.reduce((sum, { count }) => sum + count, 0);
    return { key, buckets, at: fractions.map((fraction) => fraction * (total - 1)) };
  });
  const wanted: Wanted[] = positions.flatMap(({ key, buckets, at }) =>
    at.flatMap((position) =>
      [Math.floor(position), Math.ceil(position)].map((rank) => ({ group: key, ...locate(buckets, rank) })),
    ),
  );
  const values = await valuesAt(db, period, sample, wanted);
  let next = 0;
  return new Map(
    positions.map(({ key, at }) => [
      key,
      at.map((position) => {
        const low = values[next++] ?? 0;
        const high = values[next++] ?? 0;
        return low + (position - Math.floor(position)) * (high - low);
      }),
    ]),
  );
}

/** A run of one bucket's values, in order, from the `first`-th smallest to the `last`-th. */
interface Slice {
  group: string;
  bucket: number;
  first: number;
  last: number;
}

/**
 * Each wanted value: the `skip`-th smallest of its bucket among its group's tickets of the sample's
 * days. The values wanted of one bucket (a median's two neighbours, mostly) are read by one sort.
 */
async function valuesAt(db: Database, period: Period, sample: Sample, wanted: Wanted[]): Promise<number[]> {
  if (wanted.length === 0) return [];
  const slices = new Map<string, Slice>();
  for (const { group, bucket, skip } of wanted) {
    const key = `${group}/${bucket}`;
    const slice = slices.get(key) ?? { group, bucket, first: skip, last: skip };
    slices.set(key, { ...slice, first: Math.min(slice.first, skip), last: Math.max(slice.last, skip) });
  }
  const read = [...slices.values()];
  const measure = measures[sample.measure];
  const at = sql.identifier(measure.at);
  const seconds = sql.identifier(measure.seconds);
  const rows = await rowsOf(
    db,
    sql`select found.seconds from unnest(
      ${`{${read.map((one) => `"${one.group}"`).join(',')}}`}::text[],
      ${`{${read.map((one) => one.bucket).join(',')}}`}::smallint[],
      ${`{${read.map((one) => one.first).join(',')}}`}::integer[],
      ${`{${read.map((one) => one.last - one.first + 1).join(',')}}`}::integer[]
    ) with ordinality as slice (group_key, bucket, skip, size, position)
    cross join lateral (
      select array(
        select ${seconds} from ticket_measures
        where analytics_bucket(${seconds}) = slice.bucket
          and ${at} >= ${startOf(period, sample.from)} and ${at} < ${endOf(period, sample.to)}
          and ${groups[sample.group].ticket} = slice.group_key
        order by 1 offset slice.skip limit slice.size
      ) as seconds
    ) as found
    order by slice.position`,
  );
  const values = new Map(
    read.map((slice, index) => [slice, (rows[index]?.seconds as number[] | undefined) ?? []]),
  );
  return wanted.map(({ group, bucket, skip }) => {
    const slice = slices.get(`${group}/${bucket}`) as Slice;
    const value = values.get(slice)?.[skip - slice.first];
    if (value === undefined) throw new Error('the day counts and the tickets disagree');
    return value;
  });
}
