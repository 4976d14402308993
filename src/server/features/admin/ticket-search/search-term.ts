/** At most this many look-ups through the trigram index, so that the statement shapes stay few. */
export const MAX_LOOKUPS = 4;

/** Drops each entry found inside another: whatever holds the longer one holds it too. */
const withoutContained = (entries: string[]) =>
  [...new Set(entries)].filter(
    (entry, _, all) => !all.some((other) => other !== entry && other.includes(entry)),
  );

/** What was typed between spaces: each word must match, in any order (see docs/decisions/search-words-any-order.md). */
export const wordsOf = (search: string) => withoutContained(search.split(/\s+/u).filter(Boolean));

/** The runs of letters and digits in a word: what pg_trgm takes its trigrams from. */
const runsOf = (word: string) => word.match(/[\p{L}\p{N}]+/gu) ?? [];

const hasTrigram = (run: string) => run.length >= 3;

/** A word's look-ups: its runs alone when each has a trigram (see docs/decisions/search-by-words-then-exact.md). */
function lookupsOfWord(word: string): string[] {
  const runs = runsOf(word);
  if (!runs.some(hasTrigram)) return [];
  return runs.every(hasTrigram) ? runs : [word];
}

/** What the trigram index looks up for the words, longest first; none when no word has a trigram. */
export const lookupsOf = (words: string[]) =>
  withoutContained(words.flatMap(lookupsOfWord))
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_LOOKUPS);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ids a term names: those starting with the short id shown on the cards (`#` or not), or a whole id. */
export function idsNamedBy(search: string): { from: string; to: string } | undefined {
  const term = search.toLowerCase();
  if (UUID.test(term)) return { from: term, to: term };
  const short = /^#?([0-9a-f]{8})$/.exec(term)?.[1];
  if (!short) return undefined;
  return { from: `${short}-0000-0000-0000-000000000000`, to: `${short}-ffff-ffff-ffff-ffffffffffff` };
}
