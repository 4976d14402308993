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

const supportText = { en: 'To get support', fr: 'Pour obtenir du soutien' };
const platformButton = { en: 'Enter AI Platform', fr: 'Accéder à la plateforme IA' };

describe('builtInAnswer beside its knowledge', () => {
  it('answers how the product helps with quotes and invoices by pointing to the platform, not a ticket', () => {
    const answer = builtInAnswer('How could Maple AI help me write quotes and invoices?', 'Maple AI');
    expect(answer).toContain('the AI chat drafts quotes, invoices');
    expect(answer).toContain(platformButton.en);
    expect(answer).not.toContain('Submit Support Ticket');
    expect(answer).not.toContain(supportText.en);
  });

  it('says it cannot give tax advice, without the pricing or support answers', () => {
    const answer = builtInAnswer('Do I need to charge HST on my services, and how much?', 'Maple AI');
    expect(answer).toContain("I can't give tax, accounting, legal or financial advice");
    expect(answer).toContain(platformButton.en);
    expect(answer).not.toContain('always free');
    expect(answer).not.toContain(supportText.en);
  });

  it('answers a French bakery’s accounting question in French: what it cannot, then the platform', () => {
    const answer = builtInAnswer(
      'Je tiens une boulangerie à Montréal. Pouvez-vous m’aider avec ma comptabilité?',
      'Maple AI',
    );
    expect(answer).toContain('Je ne peux pas donner de conseils fiscaux, comptables');
    expect(answer).toContain(platformButton.fr);
    expect(answer).not.toContain(supportText.fr);
  });

  it.each([
    ['en', "What's the weather like in Toronto tomorrow?", "I can't check the weather"],
    ['en', 'Can you give me a recipe for butter tarts?', "I can't give recipes"],
    ['en', "What was the score of last night's Canadiens game?", "I can't look up scores"],
    ['en', 'Write me a poem about spring.', "I can't write poems"],
    ['en', 'Translate this into Spanish: we open at nine and help every customer.', "I can't translate"],
    ['fr', 'Quel temps fera-t-il demain à Québec?', 'Je ne peux pas consulter la météo'],
    ['fr', 'Donne-moi une recette de tourtière.', 'Je ne peux pas donner de recettes'],
    [
      'fr',
      'Quel est le pointage du match des Canadiens hier soir?',
      'Je ne peux pas consulter les pointages',
    ],
    ['fr', 'Écris-moi un poème sur le printemps.', 'Je ne peux pas écrire de poèmes'],
    ['fr', 'Traduis ceci en anglais : nous offrons du soutien gratuit.', 'Je ne peux pas traduire'],
  ] as const)('(%s) answers %j plainly, without the support text', (language, question, cannot) => {
    const answer = builtInAnswer(question, 'Maple AI');
    expect(answer.startsWith(cannot)).toBe(true);
    expect(answer).toContain(platformButton[language]);
    expect(answer).not.toContain(supportText[language]);
    expect(answer).not.toContain(language === 'en' ? 'always free' : 'toujours gratuit');
  });

  it('tells what the product is when asked by name, and falls back on other "what is" questions', () => {
    expect(builtInAnswer('What is Maple AI?', 'Maple AI')).toContain('Maple AI is a free AI platform');
    expect(builtInAnswer('What is the capital of France?', 'Maple AI')).toContain(
      'I can only answer questions about Maple AI',
    );
  });
});
