import { completeStreamingMarkdown } from './streaming-markdown.ts';

/**
 * Past this length an answer is shown as plain text: the Markdown parser's time grows faster than the
 * text on some shapes (runs of mixed emphasis markers), and a streamed answer is parsed with each piece.
 */
export const MARKDOWN_MAX_LENGTH = 4000;

const container = String.raw`[ ]{0,3}(?:>|[-+*]|\d{1,9}[.)])[ \t]`;
const MAX_OPEN_CONTAINERS = 6;
const deepContainers = new RegExp(`^((?:${container}){${MAX_OPEN_CONTAINERS}})(?:${container})+`, 'gm');

/**
 * At most six quotes and list items opened on one line: '> > > …' or '- - - …' a thousand deep
 * overflows the renderer's stack. Nesting through indentation needs quadratic length, which the
 * length limit bounds.
 */
function withBoundedNesting(markdown: string): string {
  return markdown.replace(deepContainers, '$1');
}

/** Markdown's markers left out: an answer too long to render, or before the renderer has loaded. */
export function withoutMarkers(content: string): string {
  return content.replace(/^[ \t]*(?:#{1,6}|[-+*>]|\d+[.)])[ \t]+/gm, '').replace(/[*`]+/g, '');
}

/**
 * What an assistant's answer shows: Markdown (completed while it streams, so a half-received marker
 * never shows raw), or plain text once it is too long to render in time.
 */
export function answerDisplay(content: string, streaming: boolean): { markdown: string } | { text: string } {
  if (content.length > MARKDOWN_MAX_LENGTH) return { text: withoutMarkers(content) };
  return { markdown: withBoundedNesting(streaming ? completeStreamingMarkdown(content) : content) };
}
