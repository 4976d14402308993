import { detectLanguage } from './detect-language.ts';
import { fallbackAnswer, type KnowledgeTopic, knowledge } from './knowledge.ts';
import { normalizeText } from './normalize-text.ts';

/** A question touching more topics than this gets the most relevant ones, not a wall of text. */
const MAX_TOPICS = 2;

/** Keywords are written as normalized text, with '*' standing for the rest of a word. */
function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(?:^| )${keyword.replaceAll('*', '[a-z0-9]*')}(?= |$)`);
}

const topics = knowledge.map((topic) => ({
  topic,
  patterns: [...topic.keywords.en, ...topic.keywords.fr].map(keywordPattern),
}));

function relevantTopics(question: string): KnowledgeTopic[] {
  const text = normalizeText(question);
  const matching = topics
    .map(({ topic, patterns }, order) => ({
      topic,
      order,
      score: patterns.filter((pattern) => pattern.test(text)).length,
    }))
    .filter(({ score }) => score > 0);
  return matching
    .filter(({ topic }) => !topic.onlyAlone || matching.length === 1)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_TOPICS)
    .map(({ topic }) => topic);
}

/** The built-in assistant's answer (markdown), in the question's language; honest about what it cannot answer. */
export function builtInAnswer(question: string, product: string): string {
  const language = detectLanguage(question);
  const found = relevantTopics(question);
  if (found.length === 0) return fallbackAnswer[language](product);
  return found.map((topic) => topic.answer[language](product)).join('\n\n');
}
