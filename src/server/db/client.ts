import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Env } from '#server/env.ts';
import type { DataDirOwner } from './data-dir-lock.ts';
import type { DatabaseLog } from './database-log.ts';
import { openEmbeddedServer } from './embedded-postgres.ts';
import { migrateLocked } from './migrate.ts';
import { upgradeFromPglite } from './pglite-upgrade.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** The connection string, for libraries that keep their own pool (the mail worker). */
  url: string;
  /** 'embedded': the PostgreSQL server in DATA_DIR; 'postgres': the one DATABASE_URL names. */
  kind: 'embedded' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies pending migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** 'server' refuses a DATA_DIR another process uses; a 'tool' connects to that process's server. */
  role: DataDirOwner['role'];
  log?: DatabaseLog;
}

/**
 * Enough for the 2-core machines the app targets: more connections than cores only queue inside
 * PostgreSQL, while requests wait cheaply in the pool.
 */
const POOL_SIZE = 10;

/**
 * Seconds before a connection that failed tries again: quick and capped, so a database that comes back
 * is used at once, and a request never waits out the driver's default (up to 20 s) to be told it is gone
 * (docs/decisions/database-driver-patched.md).
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(0.05 * 2 ** attempt, 0.25);
}

/** The database the configuration names: DATABASE_URL, or the embedded server in DATA_DIR. */
export async function openConfiguredDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  options: OpenOptions,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openDatabase(env.DATABASE_URL);
  const server = await openEmbeddedServer(env.DATA_DIR, options.role, options.log);
  try {
    await upgradeFromPglite(env.DATA_DIR, server.url, options.log);
    const database = await openDatabase(server.url, 'embedded');
    return {
      ...database,
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The client with every statement prepared on its connection (`prepare`), or none. Drizzle asks
 * postgres.js for unnamed statements, which postgres.js sends in two round trips (describe the
 * parameters, then run); a prepared statement is described once per connection and then runs in one,
 * and PostgreSQL reuses its plan once that plan is no worse than those made for each call's values.
 * An unnamed statement is planned for its values every time.
 */
function withStatements<Client extends postgres.Sql | postgres.TransactionSql>(
  sql: Client,
  prepare: boolean,
): Client {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) =>
          target.unsafe(query, parameters, { ...options, prepare });
        return unsafe;
      }
      if (property === 'begin' && 'begin' in target) {
        return (...args: unknown[]) => {
          const run = args.pop() as (transaction: postgres.TransactionSql) => unknown;
          const begin = target.begin as (...beginArgs: unknown[]) => unknown;
          return begin(...args, (transaction: postgres.TransactionSql) =>
            run(withStatements(transaction, prepare)),
          );
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** Each handle's database whose statements are planned for each call's values (see `plannedPerCall`). */
const plannedPerCallTwins = new WeakMap<Database, Database>();

/**
 * `db` with its statements planned for each call's values, on the same connections: for a statement
 * whose best plan depends on them (the desk's search, whose plan depends on its term), which a plan
 * PostgreSQL reuses could not follow. `db` itself when it is not a handle's (a transaction).
 */
export function plannedPerCall(db: Database): Database {
  return plannedPerCallTwins.get(db) ?? db;
}

export async function openDatabase(
  url: string,
  kind: DatabaseHandle['kind'] = 'postgres',
): Promise<DatabaseHandle> {
  const client = postgres(url, {
    max: POOL_SIZE,
    // A PostgreSQL server starting up (crash recovery) lets connections wait before it accepts them.
    connect_timeout: 3,
    backoff: reconnectDelay,
    onnotice: () => {},
    connection: {
      // JIT compiles the search's unrun branches for longer than it runs (see docs/decisions/connection-settings.md).
      jit: 'off',
      // The search reads how far into the table its first matches lie, which needs a sequential scan
      // to start at the table's first block rather than join another scan midway.
      synchronize_seqscans: 'off',
    },
  });
  const db = drizzle(withStatements(client, true), { schema });
  plannedPerCallTwins.set(db, drizzle(withStatements(client, false), { schema }));
  return {
    db,
    url,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrateLocked(url),
    close: () => client.end({ timeout: 5 }),
  };
}
