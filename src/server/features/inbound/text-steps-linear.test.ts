// Every step a stranger's email goes through runs in time linear in its size: the worst shapes known
// (issue 52) at 1 MB, and random ones (fast-check). Bounds are CPU-relative, not wall-clock figures:
// twice the input may cost at most three times as much, and a step costs at most a multiple of a plain
// linear pass over the same input on this machine at this moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMail } from './read-mail.ts';
import { replyText } from './reply-text.ts';

const MB = 1024 * 1024;

function fastest(run: () => unknown, times = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n < times; n++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

async function fastestAsync(run: () => Promise<unknown>, times = 2): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n < times; n++) {
    const started = performance.now();
    await run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** A plain linear pass over `text`: what "in proportion to its size" costs here, now. */
function linearPass(text: string): number {
  return fastest(() =>
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .join('\n'),
  );
}

const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length));

/** The text shapes that took seconds or minutes before (issue 52), and their kin. */
const textShapes: Record<string, (size: number) => string> = {
  'one character, newlines, one character': (size) => `a${'\n'.repeat(size)}a`,
  'blank lines, then a rule': (size) => `a${repeat('\n \n', size)}-----`,
  "Danish quote headers ('abc. skrev skrev')": (size) => repeat('abc. skrev skrev\n', size),
  'attribution openers without an end': (size) => repeat('On a b\n', size),
  'a year, "from" and "<" over and over': (size) => repeat('2024 from <a', size),
  'Outlook header starts': (size) => repeat('From: a <b\n', size),
  'quote marks on one line': (size) => `${'>'.repeat(size)}x`,
  'tildes on one line': (size) => `${'~'.repeat(size)}x`,
  'spaces after a signature opener': (size) => `In data ${' '.repeat(size)}x`,
  'picture marks never closed': (size) => repeat('[cid:', size),
  'signature lookalikes': (size) => repeat('Sent from ', size),
  'carriage returns only': (size) => repeat('a\r', size),
  'line separators': (size) => repeat('a\u2028', size),
  'one long line': (size) => 'x'.repeat(size),
};

describe('the reply text of 1 MB of hostile shapes', () => {
  it.each(Object.entries(textShapes))('%s', (_shape, write) => {
    const [half, whole] = [write(MB / 2), write(MB)];
    const [halfMs, wholeMs] = [fastest(() => replyText(half)), fastest(() => replyText(whole))];
    expect(wholeMs).toBeLessThan(3 * halfMs + 5);
    expect(wholeMs).toBeLessThan(10 * linearPass(whole) + 5);
  });
});

const head = (headers = '') =>
  `From: A <a@company.ca>\r\nTo: support@maple.test\r\nSubject: Hi\r\nMessage-ID: <x@company.ca>\r\n${headers}MIME-Version: 1.0\r\n`;
const plain = (body: string) => Buffer.from(`${head()}Content-Type: text/plain\r\n\r\n${body}`);
const html = (body: string) => Buffer.from(`${head()}Content-Type: text/html\r\n\r\n${body}`);

/** Whole messages: HTML-only bodies, headers a parser unfolds and splits, and the text shapes above. */
const messageShapes: Record<string, (size: number) => Buffer> = {
  'HTML of <br> only': (size) => html(repeat('<br>', size)),
  'HTML of paragraphs': (size) => html(repeat('<p>a</p>', size)),
  'HTML nested deep': (size) => html(`${'<div>'.repeat(900)}${'x'.repeat(size)}`),
  // Just under the 1 MB the parser takes (each line counts for 64 bytes at least).
  'a folded header': (size) =>
    Buffer.from(
      `${head(`X-Folded: a${repeat(`\r\n ${'a'.repeat(61)}`, 0.9 * size)}\r\n`)}Content-Type: text/plain\r\n\r\nHi`,
    ),
  'thousands of recipients': (size) =>
    Buffer.from(
      `${head().replace('To: support@maple.test', `To: ${repeat('a@b.ca, ', size / 2)}`)}Content-Type: text/plain\r\n\r\nHi`,
    ),
  'thousands of References': (size) =>
    Buffer.from(`${head(`References: ${repeat('<a@b> ', size / 2)}\r\n`)}Content-Type: text/plain\r\n\r\nHi`),
  'encoded words in the subject': (size) =>
    Buffer.from(
      `${head().replace('Subject: Hi', `Subject: ${repeat('=?UTF-8?B?YQ==?= ', size / 2)}`)}Content-Type: text/plain\r\n\r\nHi`,
    ),
  'quoted-printable NULs': (size) =>
    Buffer.from(
      `${head()}Content-Type: text/plain\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${repeat('a=00', size)}`,
    ),
  ...Object.fromEntries(
    Object.entries(textShapes)
      .slice(0, 4)
      .map(([shape, write]) => [`a plain body of ${shape}`, (size: number) => plain(write(size))]),
  ),
};

describe('a whole message of 1 MB of hostile shapes, read as the worker thread reads it', () => {
  it.each(Object.entries(messageShapes))(
    '%s',
    async (_shape, write) => {
      const [half, whole] = [write(MB / 2), write(MB)];
      const halfMs = await fastestAsync(() => readMail(half));
      const wholeMs = await fastestAsync(() => readMail(whole));
      expect(wholeMs).toBeLessThan(3 * halfMs + 50);
    },
    60_000,
  );
});

/** Random text made of the pieces hostile shapes are made of, repeated to `size`. */
const hostileText = (size: number) =>
  fc
    .array(
      fc.constantFrom(
        '\n',
        '\r',
        ' ',
        '>',
        '~',
        '-',
        '_',
        '=',
        '<',
        '[cid:',
        'On ',
        'Le ',
        'wrote:',
        'a écrit :',
        'skrev ',
        'From: ',
        'Sent: ',
        'Sent from ',
        '-- ',
        'abc. ',
        '2024 ',
        'x',
        '\u0000',
        '\ud800',
      ),
      { minLength: 1, maxLength: 40 },
    )
    .map((pieces) => repeat(pieces.join(''), size));

describe('random text made of hostile pieces', () => {
  it('never costs more than a multiple of a linear pass over it', () => {
    fc.assert(
      fc.property(hostileText(256 * 1024), (text) => {
        expect(fastest(() => replyText(text), 2)).toBeLessThan(10 * linearPass(text) + 5);
      }),
      { numRuns: 40 },
    );
  });
});
