import { parseArgs } from 'node:util';
import type { Database } from '#server/db/client.ts';
import { auditEntriesSince, operatorActor, parseSince } from '#server/features/audit/index.ts';
import { listMembers, TeamError, updateMember } from '#server/features/team/index.ts';
import { auditKindSchema } from '#shared/schemas/audit.ts';
import { deskRoleSchema, displayNameSchema, type UpdateMemberRequest } from '#shared/schemas/team.ts';
import {
  AdminAccountError,
  createAdmin,
  deleteAdmin,
  resetAdminTwoFactor,
  setAdminPassword,
} from './admin-accounts.ts';
import { describeMember } from './describe-member.ts';

export const ADMIN_COMMANDS_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --email E --password P [--role admin|agent] [--name N]
                                       add an admin (or an agent: the ticket desk only), named N
  list                                 show every member of the desk: role, name, state
  set-role --email E --role admin|agent
  set-name --email E --name N          the name shown on their replies
  deactivate --email E                 they cannot sign in; their sessions end (replies keep their name)
  reactivate --email E                 they can sign in again
  delete --email E                     remove an account and end their sessions
  set-password --email E --password P  replace an admin's password and end their sessions
  reset-2fa --email E                  turn an admin's two-factor sign-in off (a lost authenticator)
  audit [--since S] [--kind K] [--email E]
                                       print the audit trail as JSON lines, oldest first: entries since
                                       S (an ISO date, or a duration back from now: 30m, 24h, 7d, 2w),
                                       of kind K, by or about E

The last active admin cannot be deleted, deactivated or made an agent.

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

function role(value: string | undefined) {
  if (value === undefined) return undefined;
  const parsed = deskRoleSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--role is admin or agent, not '${value}'.`);
  return parsed.data;
}

function name(value: string | undefined) {
  if (value === undefined) return undefined;
  const parsed = displayNameSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'Invalid --name.');
  return parsed.data;
}

/** A change to the member with --email, as the team page makes it. */
async function changeMember(db: Database, email: string, changes: UpdateMemberRequest, io: CliOutput) {
  const target = { email: email.trim().toLowerCase() };
  const member = await updateMember(db, target, changes, operatorActor(), new Date());
  io.out(describeMember(member));
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
        role: { type: 'string' },
        name: { type: 'string' },
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
          { role: role(values.role), name: name(values.name) },
        );
        io.out(`Created the ${role(values.role) ?? 'admin'} ${admin.email}.`);
        return 0;
      }
      case 'list': {
        const members = await listMembers(db);
        if (members.length === 0)
          io.out('No admins yet. Add one with: npm run admin -- create --email E --password P');
        for (const member of members) io.out(describeMember(member));
        return 0;
      }
      case 'set-role':
        await changeMember(
          db,
          required(values.email, 'email'),
          { role: role(required(values.role, 'role')) },
          io,
        );
        return 0;
      case 'set-name':
        await changeMember(
          db,
          required(values.email, 'email'),
          { name: name(required(values.name, 'name')) },
          io,
        );
        return 0;
      case 'deactivate':
      case 'reactivate':
        await changeMember(db, required(values.email, 'email'), { active: command === 'reactivate' }, io);
        return 0;
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
    if (error instanceof AdminAccountError || error instanceof TeamError) {
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
