import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { requiredDatabaseUrl, withDatabase } from './global-database.ts';

/** A private, migrated database for one test file: PGlite by default, PostgreSQL in the api-postgres project. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DATABASE === 'postgres' ? openPostgresCopy() : openEmbeddedCopy();
}

async function openEmbeddedCopy(): Promise<DatabaseHandle> {
  const dump = new Blob([readFileSync(inject('embeddedDumpPath'))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  return {
    db: drizzle(client, { schema }),
    kind: 'embedded',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {},
    close: () => client.close(),
  };
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const url = requiredDatabaseUrl();
  const name = `maple_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('postgresTemplate')}`);
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
