import type { DeskFigures } from './desk-search.ts';
import type { LiveLagFigures } from './live-lag.ts';
import type { ScenarioFigures } from './run-scenarios.ts';

/** One database size's figures in the server-load suite. */
export interface SizeRun {
  tickets: number;
  seedSeconds: number;
  /** The machine is shared: a busy one explains low figures. */
  loadAverage: number;
  scenarios: Record<string, ScenarioFigures>;
  /** Absent when BENCH_DESK=off. */
  desk?: DeskFigures;
  /** Per write scenario: how an admin's open live stream kept up with it. */
  live?: Record<string, LiveLagFigures[]>;
}
