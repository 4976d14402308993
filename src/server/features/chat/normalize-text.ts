import { streamSafe } from '#shared/stream-safe-text.ts';

/** Lower case, no accents, words separated by single spaces: "Qu'est-ce" becomes "qu est ce". */
export function normalizeText(text: string): string {
  return streamSafe(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
