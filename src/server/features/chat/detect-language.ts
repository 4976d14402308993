import type { Language } from '#shared/language.ts';
import { normalizeText } from './normalize-text.ts';

// Short words that nearly every question uses; words both languages share ('a', 'on', 'pour') are left out.
const frenchWords = new Set(
  'le la les un une des du de est et vous je tu nous mes mon ma vos votre nos notre avec dans sur que qui quoi comment pourquoi combien quand ou pas ce cette il elle sont avez etes peut puis faire bonjour salut merci donnees gratuit soutien aide est ce'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'the an is are and you i we my your our for with what who how why when where can do does it this that of to not have has hello hi thanks data free support help'.split(
    ' ',
  ),
);
const frenchLetters = /[àâçéèêëîïôûùüÿœ]/giu;

/** The language of a question: French when it reads more French than English, English otherwise. */
export function detectLanguage(question: string): Language {
  let french = question.match(frenchLetters)?.length ?? 0;
  let english = 0;
  for (const word of normalizeText(question).split(' ')) {
    if (frenchWords.has(word)) french++;
    if (englishWords.has(word)) english++;
  }
  return french > english ? 'fr' : 'en';
}
