import { loadEnv } from '#server/env.ts';
import { type DatabaseHandle, openConfiguredDatabase } from './client.ts';

/**
 * The app's database for a command-line tool, migrated: DATABASE_URL, the running app's embedded
 * server, or that server started just for the tool (stopped again by close()).
 */
export async function openToolDatabase(): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(loadEnv(), {
    role: 'tool',
    log: { info: (line) => console.log(line), error: (line) => console.error(line), debug: () => {} },
  });
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
