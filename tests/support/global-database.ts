// One PostgreSQL server per test run (TEST_DATABASE_URL's, or an embedded one in a temporary folder)
// with one migrated template database; each test file then clones it (see test-database.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openEmbeddedServer, withDatabase } from '#server/db/embedded-postgres.ts';
import { migrateLocked } from '#server/db/migrate.ts';
import type {} from './test-server-context.ts';

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (!url) {
    dataDir = mkdtempSync(join(tmpdir(), 'maple-test-postgres-'));
    const server = await openEmbeddedServer(dataDir, 'tool');
    url = server.url;
    stopServer = server.stop;
  }
  const template = `maple_template_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${template} with (force)`);
  await admin.unsafe(`create database ${template}`);
  await migrateLocked(withDatabase(url, template));
  project.provide('testServerUrl', url);
  project.provide('templateDatabase', template);
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
