// Migrates one database per test run; each test file then starts from a copy of it (see test-database.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { migrationsFolder } from '#server/db/migrations-folder.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedDumpPath: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DATABASE === 'postgres') return setupPostgresTemplate(project);
  return setupEmbeddedDump(project);
}

async function setupEmbeddedDump(project: TestProject) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'maple-test-db-'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedDumpPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const url = requiredDatabaseUrl();
  const template = `maple_template_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${template} with (force)`);
  await admin.unsafe(`create database ${template}`);
  const database = await openDatabase({ url: withDatabase(url, template) });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function requiredDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL test project');
  return url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
