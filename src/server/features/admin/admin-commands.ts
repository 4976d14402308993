import { parseArgs } from 'node:util';
import type { Database } from '#server/db/client.ts';
import { auditEntriesSince, operatorActor, parseSince } from '#server/features/audit/index.ts';
import { auditKindSchema } from '#shared/schemas/audit.ts';
import {
  AdminAccountError,
  createAdmin,
  deleteAdmin,
  listAdmins,
  resetAdminTwoFactor,
  setAdminPassword,
} from './admin-accounts.ts';

export const ADMIN_COMMANDS_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --email E --password P        add an admin
  list                                 show every admin
  delete --email E                     remove an admin and end their sessions
  set-password --email E --password P  replace an admin's password and end their sessions
  reset-2fa --email E                  turn an admin's two-factor sign-in off (a lost authenticator)
  audit [--since S] [--kind K] [--email E]
                                       print the audit trail as JSON lines, oldest first: entries since
                                       S (an ISO date, or a duration back from now: 30m, 24h, 7d, 2w),
                                       of kind K, by or about E

The database is the one the server uses: DATABASE_URL, or the embedded PostgreSQL server in DATA_DIR
(./data), started for the command when the app is not running.`;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

function required(value: string | undefined, option: string): string {
  if (!value) throw new UsageError(`Missing --${option}.`);
  return value;
}

function since(value: string | undefined): Date {
  if (value === undefined) return new Date(0);
  const date = parseSince(value, new Date());
  if (!date) throw new UsageError(`--since takes an ISO date or a duration such as 24h, not '${value}'.`);
  return date;
}

function auditKind(value: string | undefined) {
  if (value === undefined) return undefined;
  const parsed = auditKindSchema.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(`Unknown kind '${value}'; one of: ${auditKindSchema.options.join(', ')}.`);
  }
  return parsed.data;
}

/** Runs one admin command against `db`; returns the process exit code (0 done, 1 refused, 2 misuse). */
export async function runAdminCommand(db: Database, argv: string[], io: CliOutput): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        since: { type: 'string' },
        kind: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help || !command) {
      io.out(ADMIN_COMMANDS_USAGE);
      return values.help ? 0 : 2;
    }
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}.`);
    switch (command) {
      case 'create': {
        const admin = await createAdmin(
          db,
          required(values.email, 'email'),
          required(values.password, 'password'),
          operatorActor(),
        );
        io.out(`Created the admin ${admin.email}.`);
        return 0;
      }
      case 'list': {
        const admins = await listAdmins(db);
        if (admins.length === 0)
          io.out('No admins yet. Add one with: npm run admin -- create --email E --password P');
        for (const admin of admins) io.out(`${admin.email}\tcreated ${admin.createdAt.toISOString()}`);
        return 0;
      }
      case 'delete': {
        const email = required(values.email, 'email');
        await deleteAdmin(db, email, operatorActor());
        io.out(`Deleted the admin ${email.trim().toLowerCase()}.`);
        return 0;
      }
      case 'set-password': {
        const email = required(values.email, 'email');
        await setAdminPassword(db, email, required(values.password, 'password'), operatorActor());
        io.out(`Changed the password of ${email.trim().toLowerCase()}; their sessions have ended.`);
        return 0;
      }
      case 'reset-2fa': {
        const email = required(values.email, 'email');
        await resetAdminTwoFactor(db, email, operatorActor());
        io.out(`Two-factor sign-in is off for ${email.trim().toLowerCase()}; they can set it up again.`);
        return 0;
      }
      case 'audit': {
        const filter = { kind: auditKind(values.kind), person: values.email?.trim().toLowerCase() };
        for await (const entry of auditEntriesSince(db, since(values.since), filter)) {
          io.out(JSON.stringify(entry));
        }
        return 0;
      }
      default:
        throw new UsageError(`Unknown command '${command}'.`);
    }
  } catch (error) {
    if (error instanceof AdminAccountError) {
      io.err(`Error: ${error.message}`);
      return 1;
    }
    // parseArgs reports unknown options and missing values with its own TypeError codes.
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      io.err(`Error: ${error.message}\n\n${ADMIN_COMMANDS_USAGE}`);
      return 2;
    }
    throw error;
  }
}
