import EmailReplyParser from 'email-reply-parser';
import { replyMarkers } from '#server/features/mail/index.ts';

const markers = Object.values(replyMarkers);

/**
 * Where a picture stood in the HTML, as text alternatives write it (Outlook's `[cid:…]`, Gmail's
 * `[image: …]`): the picture itself is a file of the reply, or a signature's logo left out.
 */
const pictureMarks = /\[(?:cid:[^\]\s]+|image: [^\]\n]*)\]/g;

/** What stands for the text of a message that has none. */
export const NO_TEXT = '(no text)';

/**
 * The new text of an emailed reply: everything above our "reply above this line" marker when the
 * quoted notice kept it, then without the quoted history and signature the library finds (attribution
 * lines such as "On … wrote:" or "Le … a écrit :", Outlook's header block, "-- " and "Sent from my …").
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(pictureMarks, '').split('\n');
  const markerAt = lines.findIndex((line) => markers.some((marker) => line.includes(marker)));
  const above = markerAt < 0 ? lines : lines.slice(0, markerAt);
  // An HTML reply's rule above the quote (Outlook's <hr>) comes out as a line of dashes.
  return new EmailReplyParser()
    .parseReply(above.join('\n'))
    .replace(/(\s*\n\s*[-_=]{5,}\s*)+$/, '')
    .trim();
}
