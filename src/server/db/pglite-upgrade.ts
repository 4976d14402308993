import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { type DatabaseLog, silentLog } from './database-log.ts';
import { migrateFirst } from './migrate.ts';

/** Where releases before the embedded PostgreSQL server kept their data (PGlite). */
export const PGLITE_FOLDER = 'pglite';
export const PGLITE_KEPT_FOLDER = 'pglite-before-postgres';

const ROWS_PER_INSERT = 5_000;

/**
 * Copies a PGlite database left by an older release (DATA_DIR/pglite) into the embedded server, all
 * tables in one transaction, then renames the old folder so it is kept but not copied twice.
 */
export async function upgradeFromPglite(
  dataDir: string,
  url: string,
  log: DatabaseLog = silentLog,
): Promise<void> {
  const legacy = join(resolve(dataDir), PGLITE_FOLDER);
  if (!existsSync(join(legacy, 'PG_VERSION'))) return;
  log.info(`copying the PGlite database in ${legacy} into the embedded PostgreSQL server`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const source = await PGlite.create({ dataDir: legacy, extensions: { pg_trgm } });
  const target = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // The new server gets the schema the old folder was left at, so every table has the same columns;
    // the app's own migrate() then takes the copied rows through the newer migrations.
    const applied = await source.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    await migrateFirst(url, applied.rows[0]?.count ?? 0);
    // A generated column (the tickets' search text) is computed again by the server, never copied.
    const tables = await target<{ name: string; columns: string[] }[]>`
      select table_name as name, array_agg(column_name::text order by ordinal_position) as columns
      from information_schema.columns join information_schema.tables using (table_schema, table_name)
      where table_schema = 'public' and table_type = 'BASE TABLE' and is_generated = 'NEVER'
      group by table_name`;
    await target.begin(async (tx) => {
      const [used] =
        await tx`select exists (select 1 from tickets) or exists (select 1 from admin_users) as "used"`;
      if (used?.used) throw new Error('the embedded database already holds tickets or admins');
      // Rows go in as they were: no triggers (the status counts are copied too), no FK ordering.
      await tx`set local session_replication_role = replica`;
      // What the migrations put in (the zeroed status counts) gives way to the copied rows.
      await tx.unsafe(`truncate ${tables.map(({ name }) => `"${name}"`).join(', ')}`);
      for (const { name, columns } of tables) {
        const table = tx(name);
        const copied = tx(columns);
        const result = await source.query<{ rows: string }>(
          `select coalesce(json_agg(t), '[]')::text as rows from "${name}" t`,
        );
        const rows: postgres.JSONValue[] = JSON.parse(result.rows[0]?.rows ?? '[]');
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          const chunk = tx.json(rows.slice(start, start + ROWS_PER_INSERT));
          await tx`insert into ${table} (${copied}) select ${copied} from jsonb_populate_recordset(null::${table}, ${chunk})`;
        }
        log.info(`  ${name}: ${rows.length} rows`);
      }
    });
  } catch (error) {
    throw new Error(
      `Copying the PGlite database in ${legacy} failed (${error instanceof Error ? error.message : error}). ` +
        'Nothing was copied and the folder is untouched.',
    );
  } finally {
    await target.end();
    await source.close();
  }
  const kept = join(resolve(dataDir), `${PGLITE_KEPT_FOLDER}-${Date.now()}`);
  renameSync(legacy, kept);
  log.info(`copied; the old PGlite folder is kept as ${kept} (delete it once you are satisfied)`);
}
