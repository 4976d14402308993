import EmailReplyParser from 'email-reply-parser';
import { replyMarkers } from '#server/features/mail/index.ts';

const markers = Object.values(replyMarkers);

/**
 * The new text of an emailed reply: everything above our "reply above this line" marker when the
 * quoted notice kept it, then without the quoted history and signature the library finds (attribution
 * lines such as "On … wrote:" or "Le … a écrit :", Outlook's header block, "-- " and "Sent from my …").
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const markerAt = lines.findIndex((line) => markers.some((marker) => line.includes(marker)));
  const above = markerAt < 0 ? lines : lines.slice(0, markerAt);
  // An HTML reply's rule above the quote (Outlook's <hr>) comes out as a line of dashes.
  return new EmailReplyParser()
    .parseReply(above.join('\n'))
    .replace(/(\s*\n\s*[-_=]{5,}\s*)+$/, '')
    .trim();
}
