import { describe, expect, it } from 'vitest';
import { builtInAnswer } from './built-in-assistant.ts';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['Where is my data stored?', 'en'],
    ['Is it free?', 'en'],
    ['hello', 'en'],
    ['Où sont stockées mes données?', 'fr'],
    ['Est-ce gratuit?', 'fr'],
    ['comment obtenir du soutien', 'fr'],
    ['Bonjour', 'fr'],
  ] as const)('reads %j as %s', (question, language) => {
    expect(detectLanguage(question)).toBe(language);
  });
});

describe('builtInAnswer', () => {
  it('greets only when the question is nothing more than a greeting', () => {
    expect(builtInAnswer('Hello!', 'Maple AI')).toContain('Maple AI is a free AI platform');
    const answer = builtInAnswer('Hi, is it free?', 'Maple AI');
    expect(answer).toContain('always free');
    expect(answer).not.toContain('What would you like to know?');
  });

  it('answers a question about two topics with both, most relevant first', () => {
    const answer = builtInAnswer('Is it free, and is my data kept in Canada?', 'Maple AI');
    expect(answer).toContain('always free');
    expect(answer).toContain('Your data stays in Canada');
  });

  it('matches whole words, so "this" is not "hi" and "display" is not "pay"', () => {
    expect(builtInAnswer('this display', 'Maple AI')).toContain('I can only answer questions about Maple AI');
  });

  it('names the configured product', () => {
    expect(builtInAnswer('Is it free?', 'Érable')).toContain('Érable is always free');
  });
});
