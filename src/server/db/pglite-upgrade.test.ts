import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { type Database, openConfiguredDatabase } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { PGLITE_FOLDER, PGLITE_KEPT_FOLDER } from './pglite-upgrade.ts';
import * as schema from './schema.ts';

const TABLES = ['tickets', 'ticket_responses', 'email_passwords', 'admin_users', 'ticket_status_counts'];

/** Every row of the app's tables, as JSON text, in a stable order: equal snapshots mean equal data. */
async function snapshot(query: (text: string) => Promise<string>) {
  const tables: Record<string, string> = {};
  for (const table of TABLES) {
    tables[table] = await query(
      `select coalesce(json_agg(t order by t::text), '[]')::text as rows from ${table} t`,
    );
  }
  return tables;
}

const dataDir = mkdtempSync(join(tmpdir(), 'maple-upgrade-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A DATA_DIR as the release before the embedded server left it: PGlite in DATA_DIR/pglite. */
async function createPgliteFolder() {
  const client = await PGlite.create({
    dataDir: join(dataDir, PGLITE_FOLDER),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await seedDatabase(db as unknown as Database, { tickets: 40 });
  const rows = await snapshot(
    async (text) => (await client.query<{ rows: string }>(text)).rows[0]?.rows ?? '',
  );
  await client.close();
  return rows;
}

// PGlite, an initdb and a PostgreSQL start: slower than the other API tests on a busy 2-core machine.
describe('a DATA_DIR holding the PGlite database of the previous release', { timeout: 120_000 }, () => {
  it('is copied into the embedded server on first start, row for row, and the old folder is kept', async () => {
    const before = await createPgliteFolder();
    expect(JSON.parse(before.tickets ?? '[]').length).toBeGreaterThanOrEqual(40);

    const database = await openConfiguredDatabase({ DATA_DIR: dataDir }, { role: 'tool' });
    try {
      await database.migrate();
      const after = await snapshot(async (text) => {
        const [row] = (await database.db.execute(text)) as unknown as { rows: string }[];
        return row?.rows ?? '';
      });
      expect(after).toEqual(before);
    } finally {
      await database.close();
    }
    const entries = readdirSync(dataDir);
    expect(entries).not.toContain(PGLITE_FOLDER);
    expect(entries.some((entry) => entry.startsWith(PGLITE_KEPT_FOLDER))).toBe(true);
  });

  it('is not copied twice: a PGlite folder put back stops the start with a clear message', async () => {
    const kept = readdirSync(dataDir).find((entry) => entry.startsWith(PGLITE_KEPT_FOLDER)) ?? '';
    cpSync(join(dataDir, kept), join(dataDir, PGLITE_FOLDER), { recursive: true });
    await expect(openConfiguredDatabase({ DATA_DIR: dataDir }, { role: 'tool' })).rejects.toThrow(
      /Copying the PGlite database in .*pglite failed \(the embedded database already holds tickets or admins\)\. Nothing was copied/,
    );
    expect(readdirSync(dataDir)).toContain(PGLITE_FOLDER);
  });
});
