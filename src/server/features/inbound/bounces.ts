import type { InboundMail } from './parse-inbound.ts';

/** A delivery failure: whether it is permanent (a 5.x.x status), and the raw report to search. */
export interface Bounce {
  hard: boolean;
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
  const status = /^Status:\s*([245])\.\d{1,3}\.\d{1,3}/im.exec(raw.toString('latin1'))?.[1];
  return { hard: status === '5' };
}
