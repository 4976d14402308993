import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { UploadBody } from '#shared/schemas/attachments.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ticketFields } from '#tests/support/ticket-submission.ts';
import { uploaded } from '#tests/support/uploads.ts';

const { client, db } = await createTestApp();
const note = (n: number) => Buffer.from(`note ${n}\n`);
const MB = 1024 * 1024;

/** The bytes counted against a network's hourly allowance. */
async function bytesCounted(address: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(like(rateLimits.key, `upload-bytes:address:${address}`));
  return row?.hits ?? 0;
}

describe('quotas on files sent without a session', () => {
  it('refuses a network its 31st upload in an hour', async () => {
    const visitor = client('203.0.113.77');
    for (let n = 0; n < 30; n++) await uploaded(visitor, `${n}.txt`, note(n));
    const refused = await visitor.request('POST', '/api/uploads?name=more.txt', note(31));
    expect(refused.status).toBe(429);
  });

  it('refuses files for one inbox past 20 an hour, from however many networks', async () => {
    const customer = await insertCustomer(db, 'inbox@example.com', 'correct horse');
    const fileTicket = async (round: number) => {
      const visitor = client();
      const tokens = [];
      for (let n = 0; n < 5; n++)
        tokens.push((await uploaded(visitor, `${n}.txt`, note(round * 10 + n))).token);
      return visitor.post('/api/tickets', { ...ticketFields, email: customer.email, attachments: tokens });
    };
    for (let round = 0; round < 4; round++) expect((await fileTicket(round)).status).toBe(201);
    expect((await fileTicket(4)).status).toBe(429);
    const signedIn = client();
    await signedIn.post('/api/auth/sign-in', {
      email: customer.email,
      passwordHash: await passwordDigest('correct horse', customer.email),
    });
    const own = await uploaded(signedIn, 'mine.txt', note(99));
    const filed = await signedIn.post('/api/tickets', {
      ...ticketFields,
      email: customer.email,
      attachments: [own.token],
    });
    expect(filed.status).toBe(201);
  });
});

describe('files for one inbox, from tickets filed at the same moment', () => {
  it('never pass 20 an hour', async () => {
    const customer = await insertCustomer(db, 'parallel-inbox@example.com', 'correct horse');
    const visitors = Array.from({ length: 6 }, () => client());
    const tokens: string[][] = [];
    for (const [index, visitor] of visitors.entries()) {
      const files: string[] = [];
      for (let n = 0; n < 5; n++)
        files.push((await uploaded(visitor, `${n}.txt`, note(index * 10 + n))).token);
      tokens.push(files);
    }
    const filed = await Promise.all(
      visitors.map((visitor, index) =>
        visitor.post('/api/tickets', { ...ticketFields, email: customer.email, attachments: tokens[index] }),
      ),
    );
    expect(filed.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 429, 429]);
    for (const refused of filed.filter((answer) => answer.status === 429)) {
      expect(refused.body).toMatchObject({
        error: { message: expect.stringMatching(/^Too many files sent for this email/) },
      });
    }
  });
});

describe('bytes sent without a session', () => {
  it('never pass 100 MB an hour, however many files arrive at once', async () => {
    const visitor = client('203.0.113.90');
    const log = Buffer.alloc(9.5 * MB, 'All good here.\n');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        visitor.request<{ upload: UploadBody }>('POST', `/api/uploads?name=log-${n}.txt`, log),
      ),
    );
    const stored = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(stored).toHaveLength(10);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
    const storedBytes = stored.reduce((sum, answer) => sum + answer.body.upload.size, 0);
    expect(storedBytes).toBeLessThanOrEqual(100 * MB);
    expect(await bytesCounted(visitor.address)).toBe(storedBytes);
    expect((await visitor.request('POST', '/api/uploads?name=tiny.txt', note(1))).status).toBe(201);
    expect((await visitor.request('POST', '/api/uploads?name=more.txt', log)).status).toBe(429);
  }, 180_000);

  it('counts what was stored: a refused file gives back all it held, a small one what it did not use', async () => {
    const visitor = client('203.0.113.91');
    const refused = await visitor.request(
      'POST',
      '/api/uploads?name=notes.txt',
      Buffer.from('text, then \0'),
    );
    expect(refused.status).toBe(415);
    expect(await bytesCounted(visitor.address)).toBe(0);
    const tooLarge = await visitor.request('POST', '/api/uploads?name=big.txt', Buffer.alloc(11 * MB, 'a'));
    expect(tooLarge.status).toBe(413);
    expect(await bytesCounted(visitor.address)).toBe(0);
    const kept = await uploaded(visitor, 'notes.txt', note(2));
    expect(await bytesCounted(visitor.address)).toBe(kept.size);
  });

  it('are not counted for a signed-in customer, agent or admin on the same network', async () => {
    const address = '203.0.113.92';
    const customer = await insertCustomer(db, 'bytes@example.com', 'correct horse');
    const signedIn = client(address);
    await signedIn.post('/api/auth/sign-in', { email: customer.email, passwordHash: customer.passwordHash });
    await uploaded(signedIn, 'mine.txt', note(3));
    for (const role of ['agent', 'admin'] as const) {
      const member = await insertAdmin(db, `${role}-bytes@example.com`, 'a long password', role);
      const desk = client(address);
      await desk.post('/api/auth/admin/sign-in', { email: member.email, passwordHash: member.passwordHash });
      await uploaded(desk, `${role}.txt`, note(4));
    }
    expect(await bytesCounted(address)).toBe(0);
    const visitor = client(address);
    const theirs = await uploaded(visitor, 'theirs.txt', note(5));
    expect(await bytesCounted(address)).toBe(theirs.size);
  });
});
