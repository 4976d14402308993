// A real SMTP server inside the test (smtp-server on 127.0.0.1): what the product sends arrives here.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '#server/db/embedded-postgres.ts';

export interface ReceivedMail {
  messageId: string;
  /** The message as the SMTP server got it, to answer it as a mail app would. */
  raw: Buffer;
  /** Header values by lower-case name, as strings (address and list headers as their text). */
  header(name: string): string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link to the site's page at `path` (e.g. '/confirm-email') found in the text. */
  link(path: string): URL;
}

function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  return value === undefined ? '' : JSON.stringify(value);
}

function received(mail: ParsedMail, raw: Buffer): ReceivedMail {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  const text = mail.text ?? '';
  return {
    messageId: mail.messageId ?? '',
    raw,
    header: (name) => {
      const line = mail.headerLines.find((candidate) => candidate.key === name.toLowerCase());
      const value = line ? line.line.slice(line.line.indexOf(':') + 1) : headerText(mail.headers.get(name));
      return value.replace(/\r?\n[ \t]+/g, ' ').trim();
    },
    to: to?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    link(path) {
      const match = new RegExp(`https?://[^\\s\\]]+${path.replace(/\//g, '\\/')}\\?[^\\s\\]]+`).exec(text);
      if (!match) throw new Error(`no ${path} link in: ${text}`);
      return new URL(match[0]);
    },
  };
}

export interface SmtpInbox {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (in arrival order) to `to` matching `subject`, waiting up to `timeoutMs`. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Addresses whose RCPT TO the server refuses for good (550), as a mailbox that does not exist. */
  refused: Set<string>;
  /** Refuses connections until start() again, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Leaves every sender waiting for the answer to its MAIL FROM until release(): a server that stalls. */
  hold(): void;
  release(): void;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  let server: SMTPServer | undefined;
  /** The answers held back by hold(), given by release(); null while not holding. */
  let held: (() => void)[] | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (!refused.has(address.address)) return callback();
          callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks);
            simpleParser(raw)
              .then((mail) => {
                mails.push(received(mail, raw));
                callback();
              })
              .catch(callback);
          });
        },
        onMailFrom(_address, _session, callback) {
          if (held) held.push(() => callback());
          else callback();
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    start,
    stop,
    async waitFor(to, subject, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find((candidate) => candidate.to === to && subject.test(candidate.subject));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    },
    hold() {
      held ??= [];
    },
    release() {
      const answers = held ?? [];
      held = null;
      for (const answer of answers) answer();
    },
  };
}
