import type { InboundMail } from './parse-inbound.ts';

/** Where a report quotes the message that bounced: its status and headers come early. */
const REPORT_EXAMINED_BYTES = 64 * 1024;

/**
 * A delivery failure: whether it is permanent (a 5.x.x status), and the start of the raw report, where
 * the signed Message-IDs of the messages it returns are searched.
 */
export interface Bounce {
  hard: boolean;
  report: string;
}

/**
 * A delivery status notification (RFC 3464, multipart/report) or a mailer daemon's plain notice. Its
 * status, when it has one, says hard (5.x.x) or soft (4.x.x); a notice without one counts as soft.
 */
export function bounceOf(mail: InboundMail, raw: Buffer): Bounce | undefined {
  const report =
    mail.contentType.startsWith('multipart/report') && /report-type="?delivery-status/.test(mail.contentType);
  const daemon = /^(mailer-daemon|postmaster)@/i.test(mail.from?.address ?? '');
  if (!report && !daemon) return undefined;
  const text = raw.subarray(0, REPORT_EXAMINED_BYTES).toString('latin1');
  const status = /^Status:[ \t]*([245])\.\d{1,3}\.\d{1,3}/im.exec(text)?.[1];
  return { hard: status === '5', report: text };
}
