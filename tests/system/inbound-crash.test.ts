// A server killed with SIGKILL while it processes received mail, then started again: every message is
// processed exactly once (a job the dead server held is taken up by the sweep, not 4 hours later).
import { rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { ticketResponses } from '#server/db/schema.ts';
import { imapServerAvailable, startImapServer } from '#tests/support/imap-server.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { startServer } from '#tests/support/server-process.ts';
import { adminCaller, createCustomer } from './http.ts';

const MESSAGES = 150;
const admin = { email: 'desk@maple.test', password: 'desk password 1' };

describe.skipIf(!imapServerAvailable())('received mail when the server is killed mid-way', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('processes every message exactly once after a restart', async () => {
    const imap = await startImapServer();
    cleanups.push(() => imap.stop());
    const env = {
      IMAP_URL: imap.url,
      SUPPORT_ADDRESS: 'support@maple.test',
      RATE_LIMITS: 'off',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const first = await startServer({ stdio: 'ignore', env });
    const customer = await createCustomer(first, 'crash@company.ca');
    const list = await adminCaller(first.baseUrl, admin)('GET', '/api/admin/tickets?page=1');
    const ticketId: string = list.body.tickets[0].id;
    const database = await openConfiguredDatabase({ DATA_DIR: first.dataDir }, { role: 'tool' });
    const processed = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(inboundMessages)
          .where(isNotNull(inboundMessages.outcome))
      )[0]?.n ?? 0;

    await imap.appendAll(
      Array.from({ length: MESSAGES }, (_, n) =>
        gmailReply({
          to: 'support@maple.test',
          from: customer.email,
          subject: `Re: [#${ticketId.slice(0, 8)}] Crash`,
          text: `Crash reply ${n}.`,
        }),
      ),
    );
    while ((await processed()) < 10) await delay(20);
    await first.stop('SIGKILL');
    const killedAt = await processed();
    await database.close();

    const restarted = await startServer({ stdio: 'ignore', env, dataDir: first.dataDir });
    cleanups.push(async () => {
      await restarted.stop();
      rmSync(restarted.dataDir, { recursive: true, force: true });
    });
    const after = await openConfiguredDatabase({ DATA_DIR: restarted.dataDir }, { role: 'tool' });
    cleanups.push(() => after.close());
    const done = async () =>
      (
        await after.db.select({ n: count() }).from(inboundMessages).where(isNotNull(inboundMessages.outcome))
      )[0]?.n ?? 0;
    const deadline = Date.now() + 90_000;
    while ((await done()) < MESSAGES && Date.now() < deadline) await delay(200);

    expect(killedAt).toBeLessThan(MESSAGES);
    expect(await done()).toBe(MESSAGES);
    const replies = await after.db
      .select({ text: ticketResponses.responseText })
      .from(ticketResponses)
      .where(eq(ticketResponses.ticketId, ticketId));
    const texts = replies.map((reply) => reply.text).filter((text) => text.startsWith('Crash reply'));
    expect(texts.sort()).toEqual(Array.from({ length: MESSAGES }, (_, n) => `Crash reply ${n}.`).sort());
    const stored = await after.db
      .select({ n: count() })
      .from(inboundMessages)
      .where(like(inboundMessages.sourceKey, 'imap:%'));
    expect(stored[0]?.n).toBe(MESSAGES);
  }, 180_000);
});
