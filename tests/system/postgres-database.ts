import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { withDatabase } from '#server/db/embedded-postgres.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A client on it, for checking what the server stored. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** An empty database of its own on the test server; the server under test migrates it at start-up. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `maple_system_${randomBytes(6).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = withDatabase(postgresUrl, name);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    name,
    url,
    sql,
    async drop() {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
