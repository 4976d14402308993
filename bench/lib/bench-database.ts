import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { withDatabase } from '#server/db/embedded-postgres.ts';
import { type SeedResult, seedDatabase } from '#server/seed/seed.ts';

export type DatabaseKind = 'embedded' | 'postgres';

export interface BenchDatabase {
  seed: SeedResult;
  seedSeconds: number;
  /** What the server process needs to open it. */
  serverOptions: { dataDir?: string; env: Record<string, string> };
  drop(): Promise<void>;
}

/**
 * A fresh database of `tickets` seeded tickets: the embedded server of a temporary DATA_DIR (started
 * for the seeding and stopped again, the bench's server then starts it), or a new database on the server.
 */
export async function createBenchDatabase(
  kind: DatabaseKind,
  tickets: number,
  postgresUrl: string | undefined,
): Promise<BenchDatabase> {
  let location: { DATA_DIR: string; DATABASE_URL?: string };
  let drop: () => Promise<void>;
  let serverOptions: BenchDatabase['serverOptions'];
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'maple-bench-'));
    location = { DATA_DIR: dataDir };
    serverOptions = { dataDir, env: {} };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('BENCH_DATABASE_URL is not set');
    const name = `maple_bench_${tickets}`;
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = withDatabase(postgresUrl, name);
    location = { DATA_DIR: '', DATABASE_URL: url };
    serverOptions = { env: { DATABASE_URL: url } };
    drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openConfiguredDatabase(location, { role: 'tool' });
  try {
    await database.migrate();
    const started = performance.now();
    const seed = await seedDatabase(database.db, { tickets });
    return { seed, seedSeconds: (performance.now() - started) / 1000, serverOptions, drop };
  } finally {
    await database.close();
  }
}
