import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachments } from '#server/db/attachments-schema.ts';
import { adminUsers, emailPasswords, ticketResponses, tickets } from '#server/db/schema.ts';
import { insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { insertAttachment } from '#tests/support/uploads.ts';
import { insertActors, type Role, roles, send, sessionCookie } from './callers.ts';
import { documentedOperations, fillPath, type Operation } from './operations.ts';
import { anyJson, arbitraryFor, type Targets, withLoneSurrogates } from './schema-arbitrary.ts';

const { app, db, clock } = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const actors = await insertActors(db);
const operations = await documentedOperations(app);
const victimTicket = await insertTicket(db, { email: actors.customerA.email });
await insertResponse(db, { ticketId: victimTicket.id, text: 'First reply', adminId: actors.admin.id });
const victimFile = await insertAttachment(db, victimTicket.id);
const targets: Targets = {
  emails: [actors.customerA.email, actors.admin.email, actors.agent.email],
  ids: [victimTicket.id, actors.agent.id, actors.admin.id],
};

/**
 * What neither an anonymous caller nor customer B may change: A's ticket, its replies, A's password, the
 * team. An agent may work the ticket but not change the team.
 */
async function protectedState() {
  return {
    ticket: await db.select().from(tickets).where(eq(tickets.id, victimTicket.id)),
    responses: await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, victimTicket.id)),
    files: await db.select().from(attachments).where(eq(attachments.ticketId, victimTicket.id)),
    password: await db.select().from(emailPasswords).where(eq(emailPasswords.email, actors.customerA.email)),
    admins: await db.select().from(adminUsers).orderBy(adminUsers.email),
  };
}

/** Who is on the team and as what: an agent's own settings (two-factor, notices, their name) are theirs to change. */
function teamOf(state: Awaited<ReturnType<typeof protectedState>>) {
  return state.admins.map(({ id, email, role, displayName, deactivatedAt }) => ({
    email,
    role,
    ...(id !== actors.agent.id && { displayName }),
    deactivatedAt,
  }));
}

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|src\/server\/|Error: /;

/** The entries fast-check chose to send (fc.option gives null for the others). */
function chosen(values: Record<string, string | null>): [string, string][] {
  return Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null);
}

function requestFor(operation: Operation) {
  const pathValue = fc.oneof(
    fc.constant(victimTicket.id),
    fc.constant(actors.agent.id),
    fc.constant(victimFile.id),
    fc.uuid(),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
  const path = fc.record(Object.fromEntries(operation.pathParameters.map((p) => [p.name, pathValue])));
  const query = fc.record(
    Object.fromEntries(
      operation.queryParameters.map((p) => [p.name, fc.option(fc.string({ maxLength: 30 }))]),
    ),
  );
  // Garbage, or two base64url parts as a signed value has: what a visitor could forge in a cookie.
  const cookieValue = fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    fc
      .tuple(fc.base64String({ maxLength: 80 }), fc.base64String({ maxLength: 50 }))
      .map(([payload, signature]) => `${payload}.${signature}`.replace(/\+/g, '-').replace(/\//g, '_')),
  );
  const cookies = fc.record(
    Object.fromEntries(operation.cookieParameters.map((p) => [p.name, fc.option(cookieValue)])),
  );
  // A file: any bytes, or text, or the start of a recognised format with anything after it.
  const fileBytes = fc.oneof(
    fc.uint8Array({ maxLength: 3000 }),
    fc.string({ maxLength: 300 }).map((text) => new TextEncoder().encode(text)),
    fc
      .tuple(
        fc.constantFrom('%PDF-1.4\n', '\x89PNG\r\n\x1a\n', 'PK\x03\x04', 'GIF89a', 'MZ'),
        fc.uint8Array({ maxLength: 500 }),
      )
      .map(([head, rest]) => new Uint8Array([...Buffer.from(head, 'latin1'), ...rest])),
  );
  const body = operation.binaryBody
    ? fileBytes
    : operation.body
      ? fc.oneof(arbitraryFor(operation.body, targets), fc.string({ maxLength: 50 }))
      : operation.method === 'GET'
        ? fc.constant(null)
        : fc.option(anyJson);
  return fc.record({ role: fc.constantFrom<Role>(...roles), path, query, cookies, body });
}

describe('every documented operation under arbitrary input', () => {
  for (const operation of operations) {
    it(`${operation.operationId}: never a 5xx or a stack trace, never a change the caller may not make`, async () => {
      let before = await protectedState();
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async ({ role, path, query, cookies, body }) => {
          const search = new URLSearchParams(chosen(query)).toString();
          const session = await sessionCookie(db, actors, role, clock.now());
          const forged = chosen(cookies).map(([name, value]) => `${name}=${value}`);
          const response = await send(app, {
            method: operation.method,
            path: fillPath(operation.path, path as Record<string, string>) + (search ? `?${search}` : ''),
            body: body ?? undefined,
            cookie: [...(session ? [session] : []), ...forged].join('; ') || undefined,
          });
          expect(response.status, response.text).toBeLessThan(500);
          expect(response.text).not.toMatch(STACK_TRACE);
          const after = await protectedState();
          if (role === 'anonymous' || role === 'customerB') expect(after).toEqual(before);
          if (role === 'agent') expect(teamOf(after)).toEqual(teamOf(before));
          before = after;
        }),
        { numRuns: 60 },
      );
    });
  }
});

// A URL carries text as UTF-8, which has no unpaired surrogates: only a JSON body can hold them.
describe('every text field of every operation holding an unpaired UTF-16 surrogate', () => {
  for (const operation of operations) {
    const { body } = operation;
    if (!body) continue;
    it(`${operation.operationId}: a 4xx, never a 5xx`, async () => {
      const request = fc.record({
        role: fc.constantFrom<Role>(...roles),
        body: withLoneSurrogates(body, targets),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ role, body }) => {
          const response = await send(app, {
            method: operation.method,
            path: fillPath(operation.path, { id: victimTicket.id }),
            body,
            cookie: await sessionCookie(db, actors, role, clock.now()),
          });
          expect(response.status, response.text).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }
});
