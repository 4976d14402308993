import type { ScenarioFigures } from './run-scenarios.ts';

/** One table cell: requests/s · p50 · p99. */
export function cell(figures: ScenarioFigures | undefined): string {
  if (!figures) return '';
  if (!figures.available) return 'not available';
  const failed = figures.failures > 0 ? ` (${figures.failures} failed)` : '';
  return `${figures.requestsPerSecond.toLocaleString('en')}/s · ${figures.p50Ms} · ${figures.p99Ms} ms${failed}`;
}
