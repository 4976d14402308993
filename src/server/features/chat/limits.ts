import type { Language } from '#shared/language.ts';

/**
 * What the built-in assistant plainly cannot do. These are looked for before its knowledge, so that a
 * word such as 'charge' or 'help' in an HST question does not bring in the pricing or support answers.
 */
export interface Limit {
  id: string;
  keywords: Record<Language, string[]>;
  answer: Record<Language, (product: string) => string>;
}

/** The honest answer to anything the knowledge does not cover. */
export const fallbackAnswer: Record<Language, (product: string) => string> = {
  en: (product) =>
    `I'm the ${product} demo assistant, so I can only answer questions about ${product} itself: its features, where your data is kept, pricing, support and signing in. For everything else, press **Enter AI Platform** and ask the full AI chat there. If something on this site does not work, **Submit Support Ticket** at the bottom of the page reaches our team.`,
  fr: (product) =>
    `Je suis l’assistant de démonstration de ${product} : je ne peux répondre qu’aux questions sur ${product} lui-même, soit ses fonctionnalités, l’endroit où vos données sont conservées, les prix, le soutien et la connexion. Pour tout le reste, appuyez sur **Accéder à la plateforme IA** et posez votre question au clavardage IA complet. Si quelque chose ne fonctionne pas sur ce site, **Soumettre une demande de soutien** au bas de la page permet de joindre notre équipe.`,
};

/** What it cannot do, said first, then what it can and where to go instead. */
function cannot(en: string, fr: string): Limit['answer'] {
  return {
    en: (product) => `${en} ${fallbackAnswer.en(product)}`,
    fr: (product) => `${fr} ${fallbackAnswer.fr(product)}`,
  };
}

export const limits: Limit[] = [
  {
    id: 'professional-advice',
    keywords: {
      en: [
        'tax',
        'taxes',
        'hst',
        'gst',
        'pst',
        'qst',
        'cra',
        'deduct*',
        'accounting',
        'accountant*',
        'bookkeep*',
        'payroll',
        'legal advice',
        'lawyer*',
        'lawsuit*',
        'invest*',
        'financial advice',
        'medical',
        'doctor*',
      ],
      fr: [
        'taxe',
        'taxes',
        'tps',
        'tvq',
        'tvh',
        'impot*',
        'fiscal*',
        'comptab*',
        'tenue de livres',
        'revenu quebec',
        'deduction*',
        'avocat*',
        'juridique*',
        'placement*',
        'medecin*',
        'medical*',
      ],
    },
    answer: {
      en: (product) =>
        `I can't give tax, accounting, legal or financial advice, and I can't look at your own situation: for that, ask an accountant or a lawyer (or the Canada Revenue Agency for taxes). In the ${product} platform, the full AI chat can explain how things such as sales taxes work in general, and document analysis can summarize your invoices, receipts and reports: press **Enter AI Platform** to try it.`,
      fr: (product) =>
        `Je ne peux pas donner de conseils fiscaux, comptables, juridiques ou financiers, ni examiner votre situation : pour cela, consultez un comptable ou un avocat (ou l’Agence du revenu du Canada et Revenu Québec pour les taxes). Dans la plateforme ${product}, le clavardage IA complet peut expliquer le fonctionnement général de sujets comme les taxes de vente, et l’analyse de documents peut résumer vos factures, reçus et rapports : appuyez sur **Accéder à la plateforme IA** pour l’essayer.`,
    },
  },
  {
    id: 'creative-writing',
    keywords: {
      en: ['poem*', 'poetry', 'story', 'stories', 'song', 'songs', 'lyrics', 'joke*', 'haiku*', 'limerick*'],
      fr: ['poeme*', 'poesie', 'histoire', 'conte', 'contes', 'chanson*', 'blague*', 'haiku*'],
    },
    answer: cannot(
      "I can't write poems, stories or jokes here.",
      'Je ne peux pas écrire de poèmes, d’histoires ni de blagues ici.',
    ),
  },
  {
    id: 'translation',
    keywords: { en: ['translat*'], fr: ['tradu*'] },
    answer: cannot("I can't translate text here.", 'Je ne peux pas traduire de texte ici.'),
  },
  {
    id: 'recipes',
    keywords: {
      en: ['recipe*', 'cook', 'cooking', 'bake', 'baking', 'ingredient*', 'dinner', 'supper'],
      fr: ['recette*', 'cuisiner', 'ingredient*', 'souper', 'diner'],
    },
    answer: cannot(
      "I can't give recipes or cooking advice.",
      'Je ne peux pas donner de recettes ni de conseils de cuisine.',
    ),
  },
  {
    id: 'weather',
    keywords: {
      en: ['weather', 'forecast*', 'temperature*', 'rain', 'raining', 'snow', 'snowing', 'sunny'],
      fr: ['meteo', 'quel temps', 'temperature*', 'pleut', 'pleuvoir', 'neige', 'neiger', 'previsions'],
    },
    answer: cannot(
      "I can't check the weather: I have no live information.",
      'Je ne peux pas consulter la météo : je n’ai accès à aucune information en direct.',
    ),
  },
  {
    id: 'scores-and-news',
    keywords: {
      en: [
        'score',
        'scores',
        'hockey',
        'soccer',
        'football',
        'baseball',
        'basketball',
        'nhl',
        'nba',
        'canadiens',
        'leafs',
        'playoff*',
        'stanley cup',
        'news',
        'headline*',
        'election*',
        'stock market',
      ],
      fr: [
        'pointage*',
        'le match',
        'du match',
        'lnh',
        'series eliminatoires',
        'coupe stanley',
        'nouvelles',
        'actualit*',
        'bourse',
      ],
    },
    answer: cannot(
      "I can't look up scores, results or news: I have no live information.",
      'Je ne peux pas consulter les pointages, les résultats ni les nouvelles : je n’ai accès à aucune information en direct.',
    ),
  },
];
