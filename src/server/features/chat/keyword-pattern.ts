import type { Language } from '#shared/language.ts';

/** Keywords are written as normalized text, with '*' standing for the rest of a word. */
function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(?:^| )${keyword.replaceAll('*', '[a-z0-9]*')}(?= |$)`);
}

/** Both languages' keywords as patterns: a question may mix them ('Is Maple AI gratuit?'). */
export function keywordPatterns(keywords: Record<Language, string[]>): RegExp[] {
  return [...keywords.en, ...keywords.fr].map(keywordPattern);
}

/** How many of the patterns a normalized question matches. */
export function keywordScore(patterns: RegExp[], text: string): number {
  return patterns.filter((pattern) => pattern.test(text)).length;
}
