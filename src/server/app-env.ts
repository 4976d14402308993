import type { Database } from '#server/db/client.ts';
import type { DeskRole } from '#shared/constants.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/** What every request handler can reach: the app's dependencies, injected once by createApp. */
export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** The clock, replaceable in tests (session expiry, rate-limit windows). */
  now: () => Date;
  /** Whether the database answers; used by the health check. */
  pingDatabase: () => Promise<void>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    log: Logger;
    requestId: string;
    session: AuthenticatedSession | null;
  };
}

/** The signed-in caller, as the session middleware found it. */
export interface AuthenticatedSession {
  tokenHash: string;
  account: AccountKind;
  email: string;
  adminId: string | null;
  /** A desk account's role, read with the session on every request: a change applies at once. */
  role: DeskRole | null;
  authenticatedAt: Date;
  expiresAt: Date;
}
