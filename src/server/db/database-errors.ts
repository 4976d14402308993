/** Error codes that mean "the database cannot be reached", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), has one of `codes`. */
function hasErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return hasErrorCode(error, UNAVAILABLE_CODES);
}

const FOREIGN_KEY_VIOLATION = new Set(['23503']);

/** A row was written for a parent row that is gone (deleted since it was read). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasErrorCode(error, FOREIGN_KEY_VIOLATION);
}

const UNIQUE_VIOLATION = new Set(['23505']);

/** A row clashed with another's unique key (written concurrently since it was checked). */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, UNIQUE_VIOLATION);
}
