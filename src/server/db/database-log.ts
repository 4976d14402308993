/** Where the embedded server's start-up and upgrade steps are told: the app's logger, or a tool's console. */
export interface DatabaseLog {
  info(line: string): void;
  /** What an operator must see: the server died, or could not be started again. */
  error(line: string): void;
  /** The PostgreSQL server's own output. */
  debug(line: string): void;
}

export const silentLog: DatabaseLog = { info: () => {}, error: () => {}, debug: () => {} };
