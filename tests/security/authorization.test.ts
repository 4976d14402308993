import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { adminUsers, ticketResponses, tickets } from '#server/db/schema.ts';
import { processInbound } from '#server/features/inbound/index.ts';
import { bodyKey, storeInbound } from '#server/features/inbound/store-inbound.ts';
import { replyAddress } from '#server/features/mail/thread/reply-address.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { authorizationMatrix, expectedStatus } from './authorization-matrix.ts';
import { insertActors, roles, send, sessionCookie } from './callers.ts';
import { documentedOperations, fillPath } from './operations.ts';

const SUPPORT = 'support@maple.test';
const { app, db, clock, deps } = await createTestApp({
  env: { RATE_LIMITS: 'off', SUPPORT_ADDRESS: SUPPORT },
});
const actors = await insertActors(db);
const operations = await documentedOperations(app);

async function ticketState(id: string) {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
  const responses = await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, id));
  return { ticket, responses };
}

describe('the authorisation matrix', () => {
  it('has a row for every operation in /api/openapi.json', () => {
    const missing = operations.filter((operation) => !authorizationMatrix[operation.operationId]);
    const names = missing.map(
      (operation) => `${operation.operationId} (${operation.method} ${operation.path})`,
    );
    expect(names, `add these to tests/security/authorization-matrix.ts: ${names.join(', ')}`).toEqual([]);
  });

  it('has every operation declare who may call it, and every /admin operation desk accounts only', () => {
    for (const { operationId, security } of operations) expect(security, operationId).toBeDefined();
    const adminOperations = operations.filter((operation) => operation.path.startsWith('/admin/'));
    expect(adminOperations.length).toBeGreaterThan(0);
    const deskOnly = [[{ sessionCookie: ['admin'] }], [{ sessionCookie: ['admin', 'agent'] }]];
    for (const { operationId, security } of adminOperations) {
      expect(deskOnly, operationId).toContainEqual(security);
    }
  });

  it('keeps the team, the settings, the outbox and the audit trail from agents', () => {
    const adminsOnly = [
      ...['listTeam', 'inviteTeamMember', 'updateTeamMember', 'resendTeamInvitation'],
      ...['createSavedReply', 'updateSavedReply', 'deleteSavedReply'],
      ...['getSettings', 'saveSettings'],
    ];
    for (const operationId of [...adminsOnly, 'listOutbox', 'listAuditEntries']) {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      expect(operation?.security, operationId).toEqual([{ sessionCookie: ['admin'] }]);
    }
  });

  for (const [operationId, entry] of Object.entries(authorizationMatrix)) {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) {
      it.skip(`${operationId} (${entry.contract}): not in this build's document yet`, () => {});
      continue;
    }
    it.each(roles)(`${operationId} (${operation.method} ${operation.path}) as %s`, async (role) => {
      const ticket = await insertTicket(db, {
        email: actors.customerA.email,
        isVerified: !entry.unverifiedTicket,
      });
      const cell = { ...actors, ticketId: ticket.id };
      const before = await ticketState(ticket.id);
      const response = await send(app, {
        method: operation.method,
        path:
          fillPath(operation.path, {
            id: entry.pathId?.(cell) ?? ticket.id,
            ...(await entry.pathValues?.(db, cell)),
          }) + (entry.query ?? ''),
        body: entry.body?.(cell),
        cookie: await sessionCookie(db, actors, role, clock.now()),
      });
      expect(response.status, response.text).toBe(expectedStatus(entry, operation.security ?? [], role));
      const kept = entry.privateCache && response.status === 200;
      expect(response.headers.get('cache-control')).toMatch(kept ? /^private\b/ : /\bno-store\b/);
      if (response.status >= 400) expect(await ticketState(ticket.id)).toEqual(before);
    });
  }
});

describe('answers by email', () => {
  /** The agent's reply to a ticket through the reply address of their own notice: what became of it. */
  async function agentReply(text: string) {
    const ticket = await insertTicket(db, { email: actors.customerA.email });
    const raw = gmailReply({
      to: await replyAddress(db, SUPPORT, ticket.id, actors.agent.id),
      from: actors.agent.email,
      subject: 'Re: Case',
      text,
    });
    const id = (await storeInbound(db, { source: 'http', sourceKey: bodyKey(raw), raw })) ?? '';
    await processInbound(deps, id);
    const [row] = await db.select().from(inboundMessages).where(eq(inboundMessages.id, id));
    return { row, state: await ticketState(ticket.id) };
  }

  it("adds an active member's mailed reply, and holds a deactivated member's like a stranger's", async () => {
    const active = await agentReply('From an active agent.');
    expect(active.row).toMatchObject({ outcome: 'added' });
    await db.update(adminUsers).set({ deactivatedAt: clock.now() }).where(eq(adminUsers.id, actors.agent.id));
    try {
      const deactivated = await agentReply('From a deactivated agent.');
      expect(deactivated.row).toMatchObject({ outcome: 'held', reason: 'member_deactivated' });
      expect(deactivated.state.responses).toEqual([]);
    } finally {
      await db.update(adminUsers).set({ deactivatedAt: null }).where(eq(adminUsers.id, actors.agent.id));
    }
  });
});
