import { afterAll, describe, expect, it } from 'vitest';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { readMailOffThread, stopReadingMail } from './read-mail-off-thread.ts';

afterAll(() => stopReadingMail());

const reply = gmailReply({
  to: 'support@maple.test',
  from: 'ada@company.ca',
  subject: 'Hi',
  text: 'Hello there.',
});

function manyParts(count: number): Buffer {
  const parts = Array.from(
    { length: count },
    (_, n) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${n}\r\n`,
  );
  return Buffer.from(
    `From: a@company.ca\r\nTo: support@maple.test\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n${parts.join('')}--b--\r\n`,
  );
}

describe('reading a message on a worker thread', () => {
  it('reads what processing needs', async () => {
    const reading = await readMailOffThread(reply, 30_000);
    expect(reading).toMatchObject({
      read: {
        from: { address: 'ada@company.ca' },
        subject: 'Hi',
        reply: { text: 'Hello there.', cut: false },
      },
    });
  });

  it('stops a read over its budget, and says why the parser refused a message', async () => {
    expect(await readMailOffThread(reply, 1)).toEqual({ slow: true });
    const refused = await readMailOffThread(manyParts(1200), 30_000);
    expect(refused).toMatchObject({ unreadable: expect.stringMatching(/./) });
    // The pool goes on reading after a thread was stopped.
    expect(await readMailOffThread(reply, 30_000)).toHaveProperty('read');
  });
});
