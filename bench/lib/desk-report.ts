import { deskListQueries } from './desk-list.ts';
import { DESK_CONNECTIONS, type DeskFigures, deskSearchTerms } from './desk-search.ts';
import { cell } from './figure-cell.ts';
import type { LoadFigures } from './load.ts';
import type { SizeRun } from './size-run.ts';

type Row = { name: string; figures: (desk: DeskFigures) => LoadFigures | undefined };

const [common] = deskSearchTerms;
const rows: Row[] = [
  ...deskListQueries.map(
    ({ label }): Row => ({ name: `admin list, ${label}`, figures: (desk) => desk.lists[label] }),
  ),
  ...deskSearchTerms.flatMap(({ label, term }): Row[] => [
    { name: `search "${term}" (${label})`, figures: (desk) => desk.searches[label]?.loaded },
    { name: `search "${term}", one admin alone`, figures: (desk) => desk.searches[label]?.single },
  ]),
  {
    name: `landing HTML, one visitor, while they search "${common.term}"`,
    figures: (desk) => desk.landingDuringSearch,
  },
];

/** The issue's targets for the desk, by size. */
const targets: { tickets: number; text: string; met: (desk: DeskFigures) => boolean }[] = [
  {
    tickets: 100_000,
    text: 'landing HTML p99 < 100 ms',
    met: (desk) => desk.landingDuringSearch.p99Ms < 100,
  },
  { tickets: 100_000, text: 'every admin list p99 < 50 ms', met: (desk) => worstList(desk) < 50 },
  { tickets: 100_000, text: 'every search p99 < 150 ms', met: (desk) => worstLoaded(desk) < 150 },
  { tickets: 1_000_000, text: 'every admin list p99 < 50 ms', met: (desk) => worstList(desk) < 50 },
  { tickets: 1_000_000, text: 'every search p99 < 200 ms', met: (desk) => worstLoaded(desk) < 200 },
  {
    tickets: 1_000_000,
    text: 'a single search p50 < 30 ms',
    met: (desk) => Math.max(...Object.values(desk.searches).map((s) => s.single.p50Ms)) < 30,
  },
];

const worstList = (desk: DeskFigures) => Math.max(...Object.values(desk.lists).map((list) => list.p99Ms));

const worstLoaded = (desk: DeskFigures) =>
  Math.max(...Object.values(desk.searches).map((s) => s.loaded.p99Ms));

/** The admin desk's table (requests/s · p50 · p99 per size) and the targets of the sizes measured. */
export function deskMarkdown(allSizes: SizeRun[]): string {
  const sizes = allSizes.filter((size): size is SizeRun & { desk: DeskFigures } => size.desk !== undefined);
  if (!sizes.length) return '';
  const header = `| admin desk, ${DESK_CONNECTIONS} admins at once | ${sizes.map((s) => `${s.tickets.toLocaleString('en')} tickets`).join(' | ')} |`;
  const table = rows.map(
    (row) =>
      `| ${row.name} | ${sizes
        .map((size) => {
          const f = row.figures(size.desk);
          return f ? cell({ available: true, ...f }) : '';
        })
        .join(' | ')} |`,
  );
  const verdicts = sizes.flatMap((size) =>
    targets
      .filter((target) => target.tickets === size.tickets)
      .map(
        (target) =>
          `${target.text} at ${size.tickets.toLocaleString('en')}: ${target.met(size.desk) ? 'met' : 'MISSED'}`,
      ),
  );
  return [
    header,
    `| --- |${sizes.map(() => ' ---: |').join('')}`,
    ...table,
    '',
    verdicts.length ? `Desk targets: ${verdicts.join('; ')}.` : '',
  ].join('\n');
}
