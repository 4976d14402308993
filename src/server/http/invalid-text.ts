import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import { HttpError } from './http-error.ts';

/** What no text may hold: NUL, the other C0 controls but tab and line breaks, an unpaired surrogate. */
const INVALID_CHARACTER = /[^\P{Cc}\t\n\r\u007F-\u009F]|\p{Cs}/u;
/** The media types hono's validator reads as JSON. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const LONGEST_SHOWN_NAME = 100;
const BODY = 'The body';

function problemWith(text: string): string | undefined {
  const found = INVALID_CHARACTER.exec(text)?.[0];
  if (found === undefined) return undefined;
  if (found === '\u0000') return 'must not contain NUL characters';
  if (found < ' ') {
    const code = found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return `must not contain control characters (U+${code})`;
  }
  return 'must be valid Unicode text: it contains an unpaired surrogate';
}

function refuse(where: string, problem: string): never {
  throw new HttpError(400, 'invalid_request', `${where} ${problem}.`);
}

/** A field's name as a message repeats it: a very long one is not repeated. */
function shown(name: string): string {
  return name.length > LONGEST_SHOWN_NAME ? 'A field' : name;
}

/** Every string in a parsed JSON value, names included, with where it is; a stack, not recursion. */
function* stringsOf(value: unknown): Generator<[where: string, text: string]> {
  const pending: [string, unknown][] = [[BODY, value]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, item] = next;
    if (typeof item === 'string') yield [path, item];
    else if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) pending.push([`${path}[${index}]`, element]);
    } else if (item !== null && typeof item === 'object') {
      for (const [name, element] of Object.entries(item)) {
        yield ['A field name', name];
        pending.push([path === BODY ? shown(name) : `${path}.${shown(name)}`, element]);
      }
    }
  }
}

/**
 * Refuses (400) a query parameter holding text that PostgreSQL cannot store or that nobody types:
 * every operation, whatever its schema says about the parameter, before it runs.
 */
export const refuseInvalidQueryText = createMiddleware<AppEnv>(async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    const nameProblem = problemWith(name);
    if (nameProblem) refuse('A query parameter name', nameProblem);
    const problem = values.map(problemWith).find(Boolean);
    if (problem) refuse(shown(name), problem);
  }
  await next();
});

/**
 * The same for every string of a JSON body (read after the body size limit), so a field without a
 * text schema of its own (a token, a comment) is covered too. A body that is not JSON is left to the
 * operation's validator.
 */
export const refuseInvalidBodyText = createMiddleware<AppEnv>(async (c, next) => {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (c.req.raw.body && JSON_MEDIA_TYPE.test(mediaType)) {
    const body: unknown = await c.req.json().catch(() => undefined);
    for (const [where, text] of stringsOf(body)) {
      const problem = problemWith(text);
      if (problem) refuse(where, problem);
    }
  }
  await next();
});
