// What a line of a received message is, judged one line at a time: every pattern here is anchored and
// bounded, so a line costs time in proportion to its length whatever a stranger wrote
// (docs/decisions/mail-read-in-linear-time.md).

/** The longest line taken for an attribution or a header: real ones are far shorter. */
const HEADER_LINE_MAX = 600;

const attributionStart = /^[> \t]*(?:On|Le|El|Il|Em|Am|Op|Den|Dnia|W dniu|pe)[ \t]/;
const attributionEnd =
  /(?:wrote|écrit|escribió|scritto|escreveu|schrieb|schreef|skrev|napisał|pisze|kirjoitti)[ \t]?:$/;
const originalMessage =
  /^[ \t]*-{2,12}[ \t]?(?:Original Message|Message d['’]origine|Ursprüngliche Nachricht|Oprindelig besked)[ \t]?-{0,12}$/i;
const headerFrom = /^[ \t]*\*?(?:From|De|Von|Van|Da)[ \t]?\*?:[^<[]{0,300}[<[][^>\]]{1,300}[>\]]/;
const headerNext = /^[ \t]*\*?(?:Sent|Date|To|Subject|Cc|Envoyé|À|Objet|Gesendet|An|Betreff)[ \t]?\*?:/;
const signature =
  /^[ \t]*(?:--|-- |__|Sent from (?:my|Mail|Outlook)\b.{0,100}|Get Outlook for .{0,100}|Envoyé (?:de|depuis) (?:mon|ma|Outlook)\b.{0,100}|Télécharger Outlook pour .{0,100})[ \t]*$/;
const rule = /^[ \t]*[-_=]{5,}[ \t]*$/;

/** "On … wrote:" or "Le … a écrit :" (and their kin in other mail apps' languages), whole. */
function isAttribution(line: string): boolean {
  return line.length <= HEADER_LINE_MAX && attributionStart.test(line) && attributionEnd.test(line.trimEnd());
}

/**
 * Whether the quoted history begins at `lines[index]`: an attribution (on one line, or wrapped on two as
 * Gmail does), a forwarded message's rule, or Outlook's header block ("From: … <…>" then "Sent: …").
 */
export function startsHistory(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  const next = lines[index + 1] ?? '';
  if (isAttribution(line)) return true;
  if (line.length <= HEADER_LINE_MAX && attributionStart.test(line) && isAttribution(`${line} ${next}`))
    return true;
  if (line.length <= HEADER_LINE_MAX && originalMessage.test(line)) return true;
  return line.length <= HEADER_LINE_MAX && headerFrom.test(line) && headerNext.test(next);
}

/** A line quoted from an earlier message ("> …"). */
export function isQuoted(line: string): boolean {
  return /^[ \t]*>/.test(line);
}

/** The first line of a signature: "-- ", "Sent from my iPhone", "Envoyé de mon iPhone"... */
export function isSignature(line: string): boolean {
  return line.length <= HEADER_LINE_MAX && signature.test(line);
}

/** A line of dashes, underscores or equals signs (an HTML reply's rule above the quote). */
export function isRuleOrBlank(line: string): boolean {
  return line.trim() === '' || (line.length <= HEADER_LINE_MAX && rule.test(line));
}
