/** A line holding only the start of a heading, list item, quote or setext underline: nothing to show yet. */
const markerOnlyLine = /(^|\n)[ \t]*(?:#{1,6}|[-+*>]|\d+[.)]|=+|-+)[ \t]*$/;
// Tried only from the first marker of a run, not from each (quadratic on a long run inside the text).
const trailingMarkers = /(?<![*`])[*`]+$/;
const fenceLine = /^[ \t]*```/gm;

/**
 * Stack of the `*` and `**` runs the paragraph leaves open, outside code spans: a run after a non-space
 * closes the one it matches, a run before a non-space opens one.
 */
function openEmphasis(paragraph: string): string[] {
  const open: string[] = [];
  const outsideCode = paragraph.split('`').filter((_part, index) => index % 2 === 0);
  for (const part of outsideCode) {
    for (const run of part.matchAll(/\*+/g)) {
      const marker = run[0];
      const before = part[run.index - 1] ?? ' ';
      const after = part[run.index + marker.length] ?? ' ';
      if (/\S/.test(before) && open.at(-1) === marker) open.pop();
      else if (/\S/.test(after)) open.push(marker);
    }
  }
  return open;
}

/**
 * The part of an answer received so far, made safe to render as markdown while the rest streams in:
 * a marker at the very end is held back until what follows it arrives, and emphasis or a code span
 * still open is closed, so `**`, `*`, `` ` ``, `#` and `- ` never show as raw text.
 */
export function completeStreamingMarkdown(text: string): string {
  let shown = text.replace(markerOnlyLine, '$1').replace(trailingMarkers, '').trimEnd();
  // Inside an open fenced block everything is code already.
  if ((shown.match(fenceLine)?.length ?? 0) % 2 === 1) return shown;
  const paragraph = shown.slice(shown.lastIndexOf('\n\n') + 1);
  if ((paragraph.match(/`/g)?.length ?? 0) % 2 === 1) shown += '`';
  return shown + openEmphasis(paragraph).reverse().join('');
}
