import { ARGON2_OPTIONS } from '#server/features/auth/password-hash.ts';
import type { DatabaseKind } from './bench-database.ts';
import { deskMarkdown } from './desk-report.ts';
import { cell } from './figure-cell.ts';
import type { ScenarioFigures } from './run-scenarios.ts';
import { scenarios } from './scenarios.ts';
import type { SizeRun } from './size-run.ts';

const titles: Record<DatabaseKind, string> = {
  embedded: 'Embedded PostgreSQL server (the default database)',
  postgres: 'PostgreSQL (BENCH_DATABASE_URL)',
};

/** The issue's targets, for PostgreSQL at 100,000 tickets on this 2-core machine. */
const targets: { scenario: string; test: (f: ScenarioFigures) => boolean; text: string }[] = [
  ...scenarios
    .filter((s) => /list|conversation/.test(s.name))
    .map((s) => ({ scenario: s.name, test: (f: ScenarioFigures) => p99(f) < 50, text: 'p99 < 50 ms' })),
  ...['ticket submission (known email)', 'adding a response'].map((scenario) => ({
    scenario,
    test: (f: ScenarioFigures) => rate(f) > 500,
    text: '> 500 req/s',
  })),
  { scenario: 'landing HTML', test: (f) => rate(f) > 5000, text: '> 5,000 req/s' },
];

export function serverLoadMarkdown(runs: Partial<Record<DatabaseKind, SizeRun[]>>, seconds: number): string {
  const sections = Object.entries(runs).map(([kind, sizes]) => section(kind as DatabaseKind, sizes ?? []));
  const argon = `argon2id, ${ARGON2_OPTIONS.memoryCost.toLocaleString('en')} KiB, ${ARGON2_OPTIONS.timeCost} passes, parallelism ${ARGON2_OPTIONS.parallelism}`;
  return [
    `Each figure: ${seconds} s at 50 connections after a 1 s warm-up, requests/s · p50 · p99. Sign-in and ` +
      `a new email's first ticket are bounded on purpose by ${argon} per request (the new email's password ` +
      'is hashed with it); a known email needs no hash. The growth column compares the first and last size. ' +
      'The demo chat reads no tickets: its time to first piece is in its own section. Above 100,000 tickets ' +
      'only the admin desk is measured.',
    ...sections,
  ].join('\n\n');
}

function section(kind: DatabaseKind, allSizes: SizeRun[]): string {
  const sizes = allSizes.filter((size) => Object.keys(size.scenarios).length > 0);
  const first = sizes[0];
  const last = sizes.at(-1);
  const header = `| scenario | ${sizes.map((s) => `${s.tickets.toLocaleString('en')} tickets`).join(' | ')} | growth |`;
  const rows = scenarios.map((scenario) => {
    const cells = sizes.map((size) => cell(size.scenarios[scenario.name]));
    const growth = first && last ? grow(first.scenarios[scenario.name], last.scenarios[scenario.name]) : '';
    return `| ${scenario.name} | ${cells.join(' | ')} | ${growth} |`;
  });
  const seeding = allSizes
    .map(
      (s) =>
        `${s.tickets.toLocaleString('en')} in ${s.seedSeconds.toFixed(1)} s (load average ${s.loadAverage.toFixed(1)})`,
    )
    .join(', ');
  const verdicts = last
    ? targets
        .filter((t) => last.scenarios[t.scenario]?.available)
        .map((t) => {
          const figures = last.scenarios[t.scenario];
          return `${t.scenario} ${t.text}: ${figures && t.test(figures) ? 'met' : 'MISSED'}`;
        })
    : [];
  return [
    `### ${titles[kind]}`,
    header,
    `| --- |${sizes.map(() => ' ---: |').join('')} --- |`,
    ...rows,
    '',
    `Seeding (tickets with ~5 responses each), and the machine's 1-minute load average before the size's runs: ${seeding}.`,
    verdicts.length
      ? `Targets at ${last?.tickets.toLocaleString('en')} tickets: ${verdicts.join('; ')}.`
      : '',
    '',
    deskMarkdown(allSizes),
  ].join('\n');
}

function grow(from: ScenarioFigures | undefined, to: ScenarioFigures | undefined): string {
  if (!from?.available || !to?.available) return '';
  const ratio = (a: number, b: number) => `×${(b / Math.max(a, 0.1)).toFixed(2)}`;
  return `req/s ${ratio(rate(from), rate(to))}, p99 ${ratio(p99(from), p99(to))}`;
}

const rate = (f: ScenarioFigures) => (f.available ? f.requestsPerSecond : 0);
const p99 = (f: ScenarioFigures) => (f.available ? f.p99Ms : Number.POSITIVE_INFINITY);
