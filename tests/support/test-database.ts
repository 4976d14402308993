import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { withDatabase } from '#server/db/embedded-postgres.ts';
import type {} from './test-server-context.ts';

/** A private, migrated database for one test file: a copy of the run's template on the test server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testServerUrl');
  const name = `maple_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('templateDatabase')}`);
  const database = await openDatabase(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
