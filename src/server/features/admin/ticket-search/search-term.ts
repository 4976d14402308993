/** A LIKE pattern that matches `term` literally anywhere: `%`, `_` and `\` lose their meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The runs of letters and digits in a term: the words pg_trgm takes its trigrams from. */
const wordsOf = (search: string) => search.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Three letters or digits in a row: something the trigram indexes can look up. */
export const hasTrigram = (search: string) => wordsOf(search).some((word) => word.length >= 3);

/** The term's words alone, which every match also matches (see docs/decisions/search-by-words-then-exact.md). */
export function wordsPattern(search: string): string | undefined {
  const words = wordsOf(search);
  if (words.join('') === search || words.some((word) => word.length < 3)) return undefined;
  return `%${words.join('%')}%`;
}
