import { detectLanguage } from './detect-language.ts';
import { keywordPatterns, keywordScore } from './keyword-pattern.ts';
import { type KnowledgeTopic, knowledge } from './knowledge.ts';
import { fallbackAnswer, type Limit, limits } from './limits.ts';
import { normalizeText } from './normalize-text.ts';

/** A question touching more topics than this gets the most relevant ones, not a wall of text. */
const MAX_TOPICS = 2;

const topics = knowledge.map((topic) => ({ topic, patterns: keywordPatterns(topic.keywords) }));
const limitPatterns = limits.map((limit) => ({ limit, patterns: keywordPatterns(limit.keywords) }));
const aboutTopic = knowledge.find((topic) => topic.id === 'about');

/** The first words of a question asking what something is. */
const whatIs = /^(?:what is|what s|qu est ce que|qu est ce qu|c est quoi) /;

function relevantTopics(text: string): KnowledgeTopic[] {
  const matching = topics
    .map(({ topic, patterns }, order) => ({ topic, order, score: keywordScore(patterns, text) }))
    .filter(({ score }) => score > 0);
  return matching
    .filter(({ topic }) => !topic.onlyAlone || matching.length === 1)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_TOPICS)
    .map(({ topic }) => topic);
}

function reachedLimit(text: string): Limit | undefined {
  let best: { limit: Limit; score: number } | undefined;
  for (const { limit, patterns } of limitPatterns) {
    const score = keywordScore(patterns, text);
    if (score > (best?.score ?? 0)) best = { limit, score };
  }
  return best?.limit;
}

/**
 * The built-in assistant's answer (markdown), in the question's language: what it cannot do comes first,
 * then what it knows; anything else gets the honest fallback pointing to the platform.
 */
export function builtInAnswer(question: string, product: string): string {
  const language = detectLanguage(question);
  const text = normalizeText(question);
  const limit = reachedLimit(text);
  if (limit) return limit.answer[language](product);
  const found = relevantTopics(text);
  if (found.length > 0) return found.map((topic) => topic.answer[language](product)).join('\n\n');
  if (aboutTopic && whatIs.test(text) && text.includes(normalizeText(product)))
    return aboutTopic.answer[language](product);
  return fallbackAnswer[language](product);
}
