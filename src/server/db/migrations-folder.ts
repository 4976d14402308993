import { join } from 'node:path';
import { projectRoot } from '#server/project-root.ts';

/** SQL migrations ship in the repo (not in dist/) so the built server and the tests apply the same files. */
export const migrationsFolder = join(projectRoot(), 'src/server/db/migrations');
