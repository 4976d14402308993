import { ticketLimits } from '#shared/constants.ts';
import { replyMarkers } from '#shared/reply-markers.ts';
import { isQuoted, isRuleOrBlank, isSignature, startsHistory } from './quote-lines.ts';

const markers = Object.values(replyMarkers);

/** A reply keeps what the site lets a person type. */
export const REPLY_TEXT_MAX = ticketLimits.response;

/**
 * How much of a message is searched for the new text: the most a reply keeps, and room for the quote
 * that ends it. What lies further is never read (docs/decisions/mail-read-in-linear-time.md).
 */
const EXAMINED_CHARS = 2 * REPLY_TEXT_MAX;

/**
 * Where a picture stood in the HTML, as text alternatives write it (Outlook's `[cid:…]`, Gmail's
 * `[image: …]`): the picture itself is a file of the reply, or a signature's logo left out.
 */
const pictureMarks = /\[(?:cid:[^\]\s[]{1,300}|image: [^\]\n[]{0,300})\]/g;

/** What stands for the text of a message that has none. */
export const NO_TEXT = '(no text)';

/** The new text of a reply, and whether more of it came than a reply keeps. */
export interface ReplyText {
  text: string;
  cut: boolean;
}

/** The lines read: up to our marker, within EXAMINED_CHARS (whole lines), and whether more came. */
function examinedLines(text: string): { lines: string[]; more: boolean } {
  const head = text.slice(0, EXAMINED_CHARS + 1).replace(/\r\n?|[\u2028\u2029]/g, '\n');
  const lines = head.replace(pictureMarks, '').split('\n');
  const markerAt = lines.findIndex((line) => markers.some((marker) => line.includes(marker)));
  if (markerAt >= 0) return { lines: lines.slice(0, markerAt), more: false };
  if (text.length <= EXAMINED_CHARS) return { lines, more: false };
  // The last line may be cut in two: it is left for what was not read.
  return { lines: lines.length > 1 ? lines.slice(0, -1) : lines, more: true };
}

/**
 * The new text of an emailed reply: everything above our "reply above this line" marker when the quoted
 * notice kept it, then above the quoted history ("On … wrote:", "Le … a écrit :", Outlook's header
 * block), without lines quoted with ">", the signature ("-- ", "Sent from my …") and the rule an HTML
 * reply draws above its quote. At most REPLY_TEXT_MAX characters; `cut` says more came.
 */
export function replyText(text: string): ReplyText {
  const { lines, more } = examinedLines(text);
  const historyAt = lines.findIndex((_, index) => startsHistory(lines, index));
  const above = historyAt < 0 ? lines : lines.slice(0, historyAt);
  const signatureAt = above.findIndex(isSignature);
  const kept = (signatureAt < 0 ? above : above.slice(0, signatureAt)).filter((line) => !isQuoted(line));
  while (kept.length > 0 && isRuleOrBlank(kept.at(-1) ?? '')) kept.pop();
  const whole = kept.join('\n').trim();
  // Nothing said where the new text ends before the reading stopped: it went on past it.
  const unreadText = more && historyAt < 0 && signatureAt < 0 && !isQuoted(lines.at(-1) ?? '');
  return {
    text: whole.slice(0, REPLY_TEXT_MAX).trimEnd(),
    cut: whole.length > REPLY_TEXT_MAX || (unreadText && whole !== ''),
  };
}
