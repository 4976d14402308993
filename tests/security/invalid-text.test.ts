import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { authorizationMatrix } from './authorization-matrix.ts';
import { insertActors, roles, send, sessionCookie } from './callers.ts';
import { documentedOperations, fillPath, type JsonSchema, type Operation } from './operations.ts';

const { app, db, clock } = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const actors = await insertActors(db);
const operations = await documentedOperations(app);

/** Where a text goes in a request: a query parameter, or a path into its JSON body. */
type Place = { query: string } | { body: (string | number)[] };

/** Every leaf of a body schema, as the path to it (an array's first item stands for all). */
function bodyPaths(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    const nested = members.filter((member) => member.properties || member.items);
    return nested.length > 0 ? nested.flatMap((member) => bodyPaths(member, path)) : [path];
  }
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) =>
      bodyPaths(property, [...path, name]),
    );
  }
  if (schema.items) return bodyPaths(schema.items, [...path, 0]);
  return [path];
}

/** Every place an operation takes text, and one it does not know (the edge refuses it there too). */
function placesOf(operation: Operation): Place[] {
  const body = operation.body && !operation.binaryBody ? bodyPaths(operation.body) : [];
  return [
    ...operation.queryParameters.map(({ name }) => ({ query: name })),
    { query: 'unknown' },
    ...body.filter((path) => path.length > 0).map((path) => ({ body: path })),
  ];
}

function named(place: Place): string {
  if ('query' in place) return place.query;
  return place.body
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index ? `.${part}` : part))
    .join('');
}

/** `body` with `text` at `path`, what lies on the way made where missing. */
function withText(body: unknown, path: (string | number)[], text: string): unknown {
  const [first, ...rest] = path;
  if (first === undefined) return text;
  if (typeof first === 'number') return [withText(Array.isArray(body) ? body[0] : undefined, rest, text)];
  const object = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { ...object, [first]: withText(object[first], rest, text) };
}

/** The error of an answer, or its text when it is not the error body (a file, a stream). */
function errorOf(text: string): unknown {
  try {
    return JSON.parse(text).error ?? text;
  } catch {
    return text;
  }
}

async function ticketState(id: string) {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
  const responses = await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, id));
  return { ticket, responses };
}

/**
 * The matrix's valid call of `operation` on a fresh ticket of customer A, with `text` at `place`, as
 * each role in turn: what every role gets, the ticket left as it was.
 */
async function callsWith(operation: Operation, place: Place, text: string) {
  const entry = authorizationMatrix[operation.operationId];
  if (!entry) throw new Error(`${operation.operationId} has no row in the authorisation matrix`);
  const ticket = await insertTicket(db, {
    email: actors.customerA.email,
    isVerified: !entry.unverifiedTicket,
  });
  const cell = { ...actors, ticketId: ticket.id };
  const query = new URLSearchParams(entry.query ?? '');
  if ('query' in place) query.set(place.query, text);
  const path = fillPath(operation.path, {
    id: entry.pathId?.(cell) ?? ticket.id,
    ...(await entry.pathValues?.(db, cell)),
  });
  const validBody = entry.body?.(cell);
  const before = await ticketState(ticket.id);
  const answers = [];
  for (const role of roles) {
    const response = await send(app, {
      method: operation.method,
      path: `${path}?${query}`,
      body: 'body' in place ? withText(validBody, place.body, text) : validBody,
      cookie: await sessionCookie(db, actors, role, clock.now()),
    });
    answers.push({ role, status: response.status, error: errorOf(response.text) });
  }
  expect(await ticketState(ticket.id)).toEqual(before);
  return answers;
}

const refusals = [
  { what: 'a NUL', text: 'Ada\u0000Lovelace', problem: 'must not contain NUL characters.' },
  {
    what: 'an escape',
    text: 'Ada\u001b[31mLovelace',
    problem: 'must not contain control characters (U+001B).',
  },
];

describe('text no one types, in any field of any operation, for every caller', () => {
  for (const operation of operations) {
    const places = placesOf(operation);
    it.each(places.map((place) => [named(place), place] as const))(
      `${operation.operationId}: %s with a NUL or an escape is a 400 saying so`,
      async (name, place) => {
        for (const { text, problem } of refusals) {
          const refused = { status: 400, error: { code: 'invalid_request', message: `${name} ${problem}` } };
          const answers = await callsWith(operation, place, text);
          expect(answers).toEqual(roles.map((role) => ({ role, ...refused })));
        }
      },
    );
  }
});

// A URL carries text as UTF-8, which has no unpaired surrogates: only a JSON body can hold them.
describe('an unpaired surrogate in any field of a JSON body', () => {
  for (const operation of operations) {
    const places = placesOf(operation).filter((place) => 'body' in place);
    if (places.length === 0) continue;
    it.each(places.map((place) => [named(place), place] as const))(
      `${operation.operationId}: %s is a 400 saying so`,
      async (name, place) => {
        const message = `${name} must be valid Unicode text: it contains an unpaired surrogate.`;
        const answers = await callsWith(operation, place, 'Ada \ud800 Lovelace');
        const refused = { status: 400, error: { code: 'invalid_request', message } };
        expect(answers).toEqual(roles.map((role) => ({ role, ...refused })));
      },
    );
  }
});

describe('text people do type', () => {
  it('keeps tabs, line breaks, accents and emoji in a reply', async () => {
    const ticket = await insertTicket(db, { email: actors.customerA.email });
    const text = 'Bonjour,\r\n\tle fichier « Montréal » 🍁 ne s’ouvre pas.\n';
    const response = await send(app, {
      method: 'POST',
      path: `/tickets/${ticket.id}/responses`,
      body: { text },
      cookie: await sessionCookie(db, actors, 'customerA', clock.now()),
    });
    expect(response.status, response.text).toBe(201);
    expect(JSON.parse(response.text).response.text).toBe(text.trim());
  });
});

describe('/api/openapi.json', () => {
  it('describes the 400 on every operation', async () => {
    const response = await app.request('http://localhost/api/openapi.json');
    const document: { paths: Record<string, Record<string, { responses: object }>> } = await response.json();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('400');
      }
    }
  });
});
