// `npm run admin -- <command>`: manages admin accounts in the database the server uses.
import { openDatabase } from '#server/db/client.ts';
import { runAdminCli } from '#server/features/admin/admin-cli.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
let code = 1;
try {
  await database.migrate();
  code = await runAdminCli(database.db, process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database.close();
}
process.exit(code);
