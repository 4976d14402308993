/** One measurement of `npm run bench`. Suites live in bench/suites, one file each, listed in bench/suites/index.ts. */
export interface BenchSuite {
  /** Short id, also the key in results.json. */
  name: string;
  title: string;
  run(context: BenchContext): Promise<BenchReport>;
}

export interface BenchContext {
  root: string;
  /** Set when the run should also measure PostgreSQL (BENCH_DATABASE_URL). */
  postgresUrl: string | undefined;
  log(message: string): void;
}

export interface BenchReport {
  /** Markdown for results.md (tables, a line of context); the heading is added from the suite's title. */
  markdown: string;
  /** The same figures, machine-readable, for results.json. */
  data: unknown;
  /** Targets this run missed, each said in a few words: any makes `npm run bench` exit non-zero. */
  missed?: string[];
}
