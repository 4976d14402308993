// Email a stranger can send to the support address to stop the desk (issue 52's probe) and the shapes
// that held before it: each a raw message, as a mail server delivers it.
import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
let sequence = 0;

interface Sender {
  from: string;
  to: string;
  subject: string;
}

function message(sender: Sender, headers: string[], body: string, messageId?: string): Buffer {
  const id = messageId ?? `<hostile-${++sequence}-${Date.now()}@company.test>`;
  return Buffer.from(
    crlf(
      [
        `From: ${sender.from}`,
        `To: ${sender.to}`,
        `Subject: ${sender.subject}`,
        `Message-ID: ${id}`,
        'Date: Tue, 24 Nov 2026 22:05:00 +0000',
        'MIME-Version: 1.0',
        ...headers,
        '',
        body,
      ].join('\n'),
    ),
  );
}

const plain = (sender: Sender, body: string, extra: string[] = [], messageId?: string) =>
  message(sender, ['Content-Type: text/plain; charset=utf-8', ...extra], body, messageId);

const attachment = (name: string, type: string, content: Buffer) =>
  [
    '--b',
    `Content-Type: ${type}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    (content.toString('base64').match(/.{1,76}/g) ?? []).join('\n'),
  ].join('\n');

const withFile = (sender: Sender, name: string, type: string, content: Buffer) =>
  message(
    sender,
    ['Content-Type: multipart/mixed; boundary="b"'],
    ['--b', 'Content-Type: text/plain', '', 'A file for you.', attachment(name, type, content), '--b--'].join(
      '\n',
    ),
  );

/** A PNG that says it is 60,000 × 60,000 pixels: one row of data, then the end. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(180_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 100 MB file of zeros in a zip of about 100 KB. */
const zipBomb = () => Buffer.from(zipSync({ 'zeros.bin': new Uint8Array(100 * 1024 * 1024) }, { level: 9 }));

/** Message-IDs made unique again in a copy of `raw`, so that a mailbox stores it as another message. */
export function anotherCopy(raw: Buffer, copy: number): Buffer {
  return Buffer.from(
    raw.toString('latin1').replace(/^Message-ID: </m, `Message-ID: <copy${copy}-`),
    'latin1',
  );
}

/** Multiparts nested inside each other `depth` times. */
function nested(depth: number): string {
  let body = 'Content-Type: text/plain\n\nDeep inside.';
  for (let level = depth; level > 0; level--) {
    body = `Content-Type: multipart/mixed; boundary="n${level}"\n\n--n${level}\n${body}\n--n${level}--`;
  }
  return body;
}

/**
 * Every hostile shape, named, written for `sender` (a customer of ours naming their ticket, or a
 * stranger): `over10MB` ones the raw route refuses with 413 and the IMAP reader keeps headers of.
 * Writing them takes the caller's thread seconds (the zip bomb, 35 MB of text): a suite timing the
 * server's answers writes them before it starts.
 */
export function hostileMail(
  sender: Sender,
  others: { otherCustomersReplyAddress: string; ourAddress: string },
) {
  const parts = (count: number) =>
    Array.from({ length: count }, (_, n) => `--b\nContent-Type: text/plain\n\nPart ${n}.`).join('\n');
  return {
    'a 12 KB body of newlines (froze the server for 20 minutes)': plain(sender, `a${'\n'.repeat(12_000)}a`),
    '2,000 blank lines above a rule': plain(sender, `a${'\n \n'.repeat(2000)}-----`),
    "1,000 lines of 'abc. skrev skrev'": plain(sender, 'abc. skrev skrev\n'.repeat(1000)),
    '2,000 <br> in an HTML body': message(
      sender,
      ['Content-Type: text/html'],
      `<p>Hi${'<br>'.repeat(2000)}</p>`,
    ),
    'a quoted-printable NUL in the body': plain(sender, 'Broken=00here.', [
      'Content-Transfer-Encoding: quoted-printable',
    ]),
    'a NUL in the subject and the From name': message(
      {
        ...sender,
        subject: encodedWord(`${sender.subject}\u0000`),
        from: `${encodedWord('Zo\u0000é')} ${sender.from}`,
      },
      ['Content-Type: text/plain'],
      'NUL in the headers.',
    ),
    'a 3,000-character Message-ID': plain(sender, 'Long id.', [], `<${'x'.repeat(3000)}@company.test>`),
    'a Message-ID with a NUL': plain(sender, 'NUL id.', [], `<nul\u0000${Date.now()}@company.test>`),
    'more than 1,000 MIME parts': message(
      sender,
      ['Content-Type: multipart/mixed; boundary="b"'],
      `${parts(1100)}\n--b--`,
    ),
    'a header block over 1 MB': plain(sender, 'Big headers.', [`X-Padding: ${'a'.repeat(1_100_000)}`]),
    'a 9.3 MB plain-text reply': plain(sender, 'word '.repeat(1_950_000)),
    'deep MIME nesting': message(sender, [], nested(120)),
    'a zip bomb': withFile(sender, 'bomb.zip', 'application/zip', zipBomb()),
    'a huge image': withFile(sender, 'huge.png', 'image/png', hugePng()),
    'a header injection in the subject': message(
      { ...sender, subject: encodedWord(`${sender.subject}\r\nBcc: victim@company.test`) },
      ['Content-Type: text/plain'],
      'Injected?',
    ),
    'an auto-reply': plain(sender, 'I am away.', ['Auto-Submitted: auto-replied']),
    'bulk mail': plain(sender, 'Our newsletter.', ['Precedence: bulk']),
    'a bounce': message(
      { ...sender, from: 'Mail Delivery Subsystem <mailer-daemon@mx.company.test>' },
      ['Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"'],
      '--dsn\nContent-Type: message/delivery-status\n\nStatus: 5.1.1\n--dsn--',
    ),
    "a reply through another customer's reply address": plain(
      { ...sender, to: others.otherCustomersReplyAddress },
      'Not my ticket.',
    ),
    'mail from our own sending address': plain({ ...sender, from: others.ourAddress }, 'Our own notice.'),
    'a 25 MB message': withFile(sender, 'large.pdf', 'application/pdf', Buffer.alloc(19 * 1024 * 1024, 0x25)),
  };
}

/** The shapes over the 10 MB a message may have. */
export const over10MB = new Set(['a 25 MB message']);
