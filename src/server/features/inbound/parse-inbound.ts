import { htmlToText } from 'html-to-text';
import { type AddressObject, simpleParser } from 'mailparser';
import { type MailPart, mailParts } from './mail-parts.ts';

/** A message's raw header lines by lower-case name, unfolded, the first of each name and all of them. */
export interface HeaderLines {
  get(name: string): string | undefined;
  has(name: string): boolean;
  all(name: string): string[];
}

/** A received message as mailparser reads it, before it is cleaned and cut (`read-mail.ts`). */
export interface InboundMail {
  from: { address: string; name: string } | undefined;
  /** Every address it was sent to: To, Cc, Delivered-To and X-Original-To. */
  recipients: string[];
  subject: string;
  text: string;
  inReplyTo: string | undefined;
  references: string[];
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

/**
 * How much of an HTML-only message is made into text: its new text comes first, and converting costs
 * microseconds per element (docs/decisions/mail-read-in-linear-time.md).
 */
const HTML_EXAMINED_CHARS = 128 * 1024;
/** As mailparser converts: deeper nesting is left out, as browsers do past 512 levels. */
const HTML_MAX_DEPTH = 1000;

function textOfHtml(html: string | false | undefined): string {
  if (!html) return '';
  return htmlToText(html, { limits: { maxInputLength: HTML_EXAMINED_CHARS, maxDepth: HTML_MAX_DEPTH } });
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/**
 * Reads any charset and transfer encoding; an HTML-only message's text is made from the start of its
 * HTML. Throws for a message mailparser refuses (over 1,000 parts, a header block over 1 MB).
 */
export async function parseInbound(raw: Buffer): Promise<InboundMail> {
  const mail = await simpleParser(raw, {
    skipImageLinks: true,
    skipTextLinks: true,
    skipTextToHtml: true,
    skipHtmlToText: true,
  });
  const headers = headerLines(mail.headerLines);
  const sender = mail.from?.value[0];
  const delivered = [...headers.all('delivered-to'), ...headers.all('x-original-to')].map((value) =>
    value.replace(/^<|>$/g, '').toLowerCase(),
  );
  return {
    from: sender?.address ? { address: sender.address.toLowerCase(), name: sender.name.trim() } : undefined,
    recipients: [...addresses(mail.to), ...addresses(mail.cc), ...delivered].filter(Boolean),
    subject: (mail.subject ?? '').trim(),
    text: mail.text || textOfHtml(mail.html),
    inReplyTo: mail.inReplyTo,
    references: typeof mail.references === 'string' ? [mail.references] : (mail.references ?? []),
    headers,
    contentType: (headers.get('content-type') ?? 'text/plain').toLowerCase(),
    parts: mailParts(mail.attachments),
  };
}
