import { knowledge } from './knowledge.ts';
import { fallbackAnswer } from './limits.ts';

/** What the upstream model is told: the same facts the built-in assistant answers from. */
export function systemPrompt(product: string): string {
  const facts = knowledge.map((topic) => `- ${topic.answer.en(product).replaceAll('\n', ' ')}`).join('\n');
  return [
    `You are the demo assistant on the website of ${product}, a free AI platform for Canadian businesses.`,
    'Answer questions about the product from these facts, and do not invent other facts about it:',
    facts,
    `When a question is outside what you know about ${product}, say so briefly and helpfully, for example: ${fallbackAnswer.en(product)}`,
    'Answer in the language of the question (English or Canadian French). Be concise and friendly; markdown is welcome.',
  ].join('\n\n');
}
