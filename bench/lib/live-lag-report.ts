import type { DatabaseKind } from './bench-database.ts';
import { cell } from './figure-cell.ts';
import { keptUp, type LiveLagFigures } from './live-lag.ts';
import type { SizeRun } from './size-run.ts';
import type { TwoInstancesRun } from './two-instances.ts';

const kinds: Record<DatabaseKind, string> = {
  embedded: 'one instance, embedded PostgreSQL',
  postgres: 'one instance, BENCH_DATABASE_URL',
};

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

function row(load: string, loadCell: string, stream: string, figures: LiveLagFigures): string {
  const read = `${figures.received.toLocaleString('en')} of ${figures.committed.toLocaleString('en')}`;
  const verdict = keptUp(figures) ? 'met' : 'MISSED';
  return `| ${load} | ${loadCell} | ${stream} | ${read} | ${figures.probes} | ${ms(figures.p50Ms)} | ${ms(figures.p99Ms)} | ${ms(figures.maxMs)} | ${ms(figures.lastAfterLoadMs)} | ${verdict} |`;
}

/** Every measured stream, one instance per database kind at its largest size, then two instances. */
export function liveLagRows(
  runs: Partial<Record<DatabaseKind, SizeRun[]>>,
  two: TwoInstancesRun | undefined,
): { rows: string[]; missed: string[] } {
  const rows: string[] = [];
  const missed: string[] = [];
  const add = (
    setting: string,
    scenario: string,
    loadCell: string,
    stream: string,
    figures: LiveLagFigures,
  ) => {
    rows.push(row(`${scenario} (${setting})`, loadCell, stream, figures));
    if (!keptUp(figures)) missed.push(`live stream (${setting}, ${scenario}, ${stream}) fell behind`);
  };
  for (const [kind, sizes] of Object.entries(runs) as [DatabaseKind, SizeRun[]][]) {
    const last = sizes.filter((size) => size.live && Object.keys(size.live).length > 0).at(-1);
    for (const [scenario, streams] of Object.entries(last?.live ?? {})) {
      const setting = `${kinds[kind]}, ${last?.tickets.toLocaleString('en')} tickets`;
      for (const figures of streams)
        add(setting, scenario, cell(last?.scenarios[scenario]), 'on it', figures);
    }
  }
  for (const [scenario, { loads, live }] of Object.entries(two?.scenarios ?? {})) {
    const setting = `two instances, ${two?.database}, ${two?.tickets.toLocaleString('en')} tickets`;
    const total = loads.reduce((sum, load) => sum + load.requestsPerSecond, 0);
    const loadCell = `${total.toLocaleString('en')}/s (${loads.map((load) => cell({ available: true, ...load })).join(' + ')})`;
    for (const [index, figures] of live.entries()) {
      add(setting, scenario, loadCell, `on instance ${index + 1}`, figures);
    }
  }
  return { rows, missed };
}

export function liveLagMarkdown(
  runs: Partial<Record<DatabaseKind, SizeRun[]>>,
  two: TwoInstancesRun | undefined,
): { markdown: string; missed: string[] } {
  const { rows, missed } = liveLagRows(runs, two);
  const markdown = [
    '### Live desk under the write load',
    "An admin's desk stream (`/api/admin/live`) stays open through each write scenario above. A probe (a " +
      'note on a ticket the load does not touch) is written every 100–200 ms meanwhile and timed from its ' +
      "answer to its event read on the stream; 'read' counts the stream's ticket events against those the " +
      "database committed from the load's start. Two instances: each takes 25 of the 50 connections, " +
      'probes go to the first, a stream is open on each.',
    '',
    '| load | requests/s · p50 · p99 | stream | events read | probes | probe p50 | probe p99 | slowest | last read after the load | target |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    'Target: every event read, probe p99 < 1 s, nothing read more than 2 s after the load stops.',
  ].join('\n');
  return { markdown, missed };
}
