import { afterAll, describe, expect, it } from 'vitest';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { readMailOffThread, stopReadingMail } from './read-mail-off-thread.ts';

afterAll(() => stopReadingMail());

const hostile = Buffer.from(
  `From: a@company.ca\r\nTo: support@maple.test\r\nContent-Type: text/plain\r\n\r\na${'\n'.repeat(10 * 1024 * 1024)}a`,
);
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

/** The longest wait of a 50 ms timer on this event loop while `work` runs. */
async function longestTimerWait(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
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

  it('leaves the event loop free: a 50 ms timer keeps firing while 10 MB of hostile mail is read', async () => {
    await readMailOffThread(reply, 30_000);
    const waited = await longestTimerWait(() => readMailOffThread(hostile, 30_000));
    // Structured cloning 10 MB to the thread is the only work left here: far below the seconds it was.
    expect(waited).toBeLessThan(500);
  });

  it('stops a read over its budget, and says why the parser refused a message', async () => {
    expect(await readMailOffThread(hostile, 200)).toEqual({ slow: true });
    const refused = await readMailOffThread(manyParts(1200), 30_000);
    expect(refused).toMatchObject({ unreadable: expect.stringMatching(/./) });
    // The pool goes on reading after a thread was stopped.
    expect(await readMailOffThread(reply, 30_000)).toHaveProperty('read');
  });
});
