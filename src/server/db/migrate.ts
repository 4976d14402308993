import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { runMigrations as installJobQueue, Logger as JobQueueLogger } from 'graphile-worker';
import postgres from 'postgres';
import { migrationsFolder } from './migrations-folder.ts';

const silentJobLogger = new JobQueueLogger(() => () => {});

/** Any fixed number works: it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_240_112;

/**
 * One connection, so the session-level advisory lock covers the whole migration run. The job queue's
 * schema (graphile-worker's own migrations) comes with ours: every ticket change queues a job.
 */
export async function migrateLocked(url: string, folder = migrationsFolder): Promise<void> {
  const client = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(client), { migrationsFolder: folder });
    await installJobQueue({ connectionString: url, logger: silentJobLogger });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Applies only the first `count` migrations: the schema an older database was left at. */
export async function migrateFirst(url: string, count: number): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'maple-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalPath, JSON.stringify(journal));
    await migrateLocked(url, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
