import { storableText } from '#server/storable-text.ts';
import { EMAIL_MAX_LENGTH, ticketLimits } from '#shared/constants.ts';
import { failsAuthentication, isAutoReply } from './auto-replies.ts';
import { type Bounce, bounceOf } from './bounces.ts';
import type { MailPart } from './mail-parts.ts';
import { parseInbound } from './parse-inbound.ts';
import { type ReplyText, replyText } from './reply-text.ts';

/** Addresses searched for a reply address: a real message has a handful. */
const RECIPIENTS_READ = 50;
/** Message-IDs searched for ours: the one it answers, and the ends of References (a thread's root). */
const THREAD_IDS_READ = 10;
const MESSAGE_ID_MAX = 300;
const FILE_NAME_MAX = 255;

/**
 * What processing needs of a received message, read off the event loop (`read-mail-thread.ts`): every
 * text cleaned for PostgreSQL and cut to the site's limits, decisions on headers already taken.
 */
export interface ReadMail {
  from: { address: string; name: string } | undefined;
  /** Every address it was sent to: To, Cc, Delivered-To and X-Original-To. */
  recipients: string[];
  subject: string;
  /** Its new text (without the quoted history), and whether more came than a reply keeps. */
  reply: ReplyText;
  /** In-Reply-To and the ends of References, as one line. */
  thread: string;
  /** A robot wrote it (RFC 3834): never added, never answered. */
  autoReply: boolean;
  /** The receiving server found its sender forged (DMARC or SPF failed). */
  authenticationFailed: boolean;
  bounce: Bounce | undefined;
  /** Its attached and embedded files, in the order they came. */
  parts: MailPart[];
}

function threadOf(inReplyTo: string | undefined, references: string[]): string {
  const ends =
    references.length > 2 * THREAD_IDS_READ
      ? [...references.slice(0, THREAD_IDS_READ), ...references.slice(-THREAD_IDS_READ)]
      : references;
  return [inReplyTo ?? '', ...ends].map((id) => id.slice(0, MESSAGE_ID_MAX)).join(' ');
}

/** Parses and cleans one raw message: what a stranger controls is bounded before anyone reads it. */
export async function readMail(raw: Buffer): Promise<ReadMail> {
  const mail = await parseInbound(raw);
  const reply = replyText(mail.text);
  return {
    from: mail.from && {
      address: storableText(mail.from.address, EMAIL_MAX_LENGTH),
      name: storableText(mail.from.name, ticketLimits.name).trim(),
    },
    recipients: mail.recipients
      .slice(0, RECIPIENTS_READ)
      .map((address) => storableText(address, EMAIL_MAX_LENGTH)),
    subject: storableText(mail.subject, ticketLimits.subject).trim(),
    reply: { text: storableText(reply.text), cut: reply.cut },
    thread: storableText(threadOf(mail.inReplyTo, mail.references)),
    autoReply: isAutoReply(mail.headers),
    authenticationFailed: failsAuthentication(mail.headers),
    bounce: bounceOf(mail, raw),
    parts: mail.parts.map((part) => ({ ...part, name: storableText(part.name, FILE_NAME_MAX) })),
  };
}
