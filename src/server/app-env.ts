import type { Database } from '#server/db/client.ts';
import type { DatabaseGate } from '#server/http/database-gate.ts';
import type { DeskRole } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { PresenceRequest } from '#shared/schemas/live.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/** What every request handler can reach: the app's dependencies, injected once by createApp. */
export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** The clock, replaceable in tests (session expiry, rate-limit windows). */
  now: () => Date;
  /** Whether the database answers; the health check asks through the database gate. */
  pingDatabase: () => Promise<void>;
  /** This instance's live streams, fed through the database by every instance. */
  live: LiveDesk;
  /** What the background parts say of themselves, for the health check. */
  parts: BackgroundParts;
}

/** graphile-worker's runner: 'restarting' after it stopped (a database outage, a failure), until it runs. */
export interface JobRunnerHealth {
  status: 'starting' | 'running' | 'restarting';
  since: Date;
}

/**
 * The IMAP reader: 'reading' the mailbox, on 'standby' while another instance reads it, or
 * 'reconnecting' after a failure (the mailbox server or the database).
 */
export interface MailboxHealth {
  status: 'starting' | 'reading' | 'standby' | 'reconnecting';
  since: Date;
}

export interface BackgroundParts {
  jobRunner(): JobRunnerHealth;
  /** Only with IMAP_URL. */
  mailbox?(): MailboxHealth;
}

/** The live desk's streams and presence (docs/decisions/live-desk-by-notify.md). */
export interface LiveDesk {
  /** An event stream for the signed-in caller: the desk's, or a customer's own tickets'. */
  stream(session: AuthenticatedSession): ReadableStream<Uint8Array>;
  /** Tells every instance what a desk member does in a ticket's dialog. */
  presence(session: AuthenticatedSession, request: PresenceRequest): Promise<void>;
  /** Ends every stream (their viewers leave) and stops listening. */
  close(): Promise<void>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Whether the database answers, as requests found it; the health check asks it (see database-gate.ts). */
    databaseGate: DatabaseGate;
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
  /** The language a desk member chose for their desk, read with the session; null for customers and until they choose. */
  language: Language | null;
  authenticatedAt: Date;
  expiresAt: Date;
}
