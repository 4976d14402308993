import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type DatabaseLocation, openDatabase } from '../../src/server/db/client.ts';
import { type SeedResult, seedDatabase } from '../../src/server/db/seed.ts';

export type DatabaseKind = 'embedded' | 'postgres';

export interface BenchDatabase {
  seed: SeedResult;
  seedSeconds: number;
  /** What the server process needs to open it. */
  serverOptions: { dataDir?: string; env: Record<string, string> };
  drop(): Promise<void>;
}

/** A fresh database of `tickets` seeded tickets: a temporary DATA_DIR, or a new database on the server. */
export async function createBenchDatabase(
  kind: DatabaseKind,
  tickets: number,
  postgresUrl: string | undefined,
): Promise<BenchDatabase> {
  let location: DatabaseLocation;
  let drop: () => Promise<void>;
  let serverOptions: BenchDatabase['serverOptions'];
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'maple-bench-'));
    location = { dataDir };
    serverOptions = { dataDir, env: {} };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('BENCH_DATABASE_URL is not set');
    const name = `maple_bench_${tickets}`;
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    location = { url: url.toString() };
    serverOptions = { env: { DATABASE_URL: url.toString() } };
    drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase(location);
  try {
    await database.migrate();
    const started = performance.now();
    const seed = await seedDatabase(database.db, { tickets });
    return { seed, seedSeconds: (performance.now() - started) / 1000, serverOptions, drop };
  } finally {
    await database.close();
  }
}
