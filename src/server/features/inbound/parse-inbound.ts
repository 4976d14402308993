import { type AddressObject, simpleParser } from 'mailparser';
import { type MailPart, mailParts } from './mail-parts.ts';

/** A message's raw header lines by lower-case name, unfolded, the first of each name and all of them. */
export interface HeaderLines {
  get(name: string): string | undefined;
  has(name: string): boolean;
  all(name: string): string[];
}

/** What processing needs of a received message. */
export interface InboundMail {
  from: { address: string; name: string } | undefined;
  /** Every address it was sent to: To, Cc, Delivered-To and X-Original-To. */
  recipients: string[];
  subject: string;
  text: string;
  messageId: string | undefined;
  /** In-Reply-To and References, as one line. */
  thread: string;
  headers: HeaderLines;
  contentType: string;
  /** Its attached and embedded files, in the order they came. */
  parts: MailPart[];
}

function headerLines(lines: readonly { key: string; line: string }[]): HeaderLines {
  const values = (name: string) =>
    lines
      .filter((line) => line.key === name)
      .map((line) =>
        line.line
          .slice(line.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      );
  return {
    get: (name) => values(name)[0],
    has: (name) => values(name).length > 0,
    all: values,
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/** Reads any charset and transfer encoding; an HTML-only message's text is made from its HTML. */
export async function parseInbound(raw: Buffer): Promise<InboundMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  const headers = headerLines(mail.headerLines);
  const sender = mail.from?.value[0];
  const delivered = [...headers.all('delivered-to'), ...headers.all('x-original-to')].map((value) =>
    value.replace(/^<|>$/g, '').toLowerCase(),
  );
  const references = Array.isArray(mail.references) ? mail.references.join(' ') : (mail.references ?? '');
  return {
    from: sender?.address ? { address: sender.address.toLowerCase(), name: sender.name.trim() } : undefined,
    recipients: [...addresses(mail.to), ...addresses(mail.cc), ...delivered].filter(Boolean),
    subject: (mail.subject ?? '').trim(),
    text: mail.text ?? '',
    messageId: mail.messageId,
    thread: `${mail.inReplyTo ?? ''} ${references}`.trim(),
    headers,
    contentType: (headers.get('content-type') ?? 'text/plain').toLowerCase(),
    parts: mailParts(mail.attachments),
  };
}
