// `npm run admin -- <command>`: manages admin accounts in the database the server uses.
import { openToolDatabase } from '#server/db/tool-database.ts';
import { runAdminCommand } from '#server/features/admin/index.ts';

let code = 1;
try {
  const database = await openToolDatabase();
  try {
    code = await runAdminCommand(database.db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(code);
