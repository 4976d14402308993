import { type SQL, sql } from 'drizzle-orm';

// Word pools the seed combines into varied, searchable tickets; English and French, as our customers write.

export const firstNames = [
  'Ada',
  'Alice',
  'Amélie',
  'André',
  'Benoît',
  'Chloé',
  'David',
  'Élodie',
  'Emma',
  'François',
  'Gabriel',
  'Hannah',
  'Isabelle',
  'Jacques',
  'Julie',
  'Karim',
  'Laura',
  'Léa',
  'Liam',
  'Louis',
  'Marc',
  'Marie',
  'Mathieu',
  'Nadia',
  'Noah',
  'Olivia',
  'Pierre',
  'Priya',
  'Raphaël',
  'Sarah',
  'Sophie',
  'Thomas',
  'Wei',
  'Yasmine',
  'Zoé',
  'Omar',
];

export const lastNames = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Leblanc',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Singh',
  'Nguyen',
  'Chen',
  'Patel',
  'Martin',
  'Anderson',
  'Taylor',
];

/** Letters only, for the part of an email address taken from a name. */
export const emailDomains = ['example.com', 'example.ca', 'example.org', 'courriel.example', 'mail.example'];

export const subjectProblems: Pools = {
  en: [
    'Cannot export',
    'Error when saving',
    'Slow loading of',
    'Question about',
    'Missing',
    'Wrong totals in',
    'Cannot share',
    'Duplicate entries in',
    'Timeout while opening',
    'Need help with',
  ],
  fr: [
    'Impossible d’exporter',
    'Erreur en enregistrant',
    'Lenteur de',
    'Question sur',
    'Problème avec',
    'Totaux erronés dans',
    'Doublons dans',
  ],
};

export const subjectObjects: Pools = {
  en: [
    'invoices',
    'the monthly report',
    'my chat history',
    'team members',
    'the API key',
    'billing details',
    'uploaded documents',
    'the French interface',
    'password reset',
    'the mobile app',
    'data export',
  ],
  fr: [
    'les factures',
    'le rapport mensuel',
    'mon historique de clavardage',
    'la clé API',
    'les documents téléversés',
    'l’application mobile',
    'la facturation',
  ],
};

export const descriptionOpenings: Pools = {
  en: [
    'Since this morning,',
    'After the last update,',
    'Every time I try,',
    'Our whole team noticed that',
    'A customer of ours reported that',
  ],
  fr: [
    'Depuis ce matin,',
    'Depuis la dernière mise à jour,',
    'Chaque fois que j’essaie,',
    'Toute notre équipe a remarqué que',
  ],
};

export const descriptionProblems: Pools = {
  en: [
    'the page shows a spinner and never finishes.',
    'the button does nothing at all.',
    'I get an error message saying something went wrong.',
    'the numbers do not match our records.',
    'the download contains an empty file.',
    'the assistant answers in English although we chose French.',
    'it works on desktop but not on my phone.',
  ],
  fr: [
    'la page reste blanche.',
    'le bouton ne fait rien.',
    'un message d’erreur s’affiche.',
    'les montants ne correspondent pas à nos dossiers.',
    'le fichier téléchargé est vide.',
  ],
};

export const descriptionClosings: Pools = {
  en: [
    'Could you take a look?',
    'This is blocking our month-end close.',
    'Thanks for your help!',
    'We are on the Montréal data region.',
    'Screenshots available on request.',
  ],
  fr: [
    'Pouvez-vous regarder?',
    'Merci de votre aide.',
    'C’est urgent pour notre fin de mois.',
    'Captures d’écran sur demande.',
  ],
};

export const customerReplies: Pools = {
  en: [
    'Thanks, I tried that and it still happens.',
    'It works now, thank you!',
    'Here is more detail: it fails only with large files.',
    'Any update on this?',
    'I cleared my cache as suggested, same result.',
  ],
  fr: ['Merci, ça fonctionne maintenant.', 'J’ai essayé, le problème persiste.', 'Avez-vous des nouvelles?'],
};

export const adminReplies: Pools = {
  en: [
    'Thanks for reporting this. Could you tell us which browser you use?',
    'We have found the cause and deployed a fix.',
    'Could you try again now? We restarted the export service.',
    'This is a known issue; a fix ships this week.',
    'I have escalated this to our engineering team.',
  ],
  fr: [
    'Merci! Nous examinons le problème.',
    'Nous avons trouvé la cause et déployé un correctif.',
    'Pouvez-vous réessayer maintenant?',
  ],
};

/** The same kind of text in each language; a ticket and its replies are written in one. */
export interface Pools {
  en: readonly string[];
  fr: readonly string[];
}

/** A constant text[] literal; the pools are ours, so quoting quotes is all the escaping needed. */
export function textArray(words: readonly string[]): SQL {
  return sql.raw(`(array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[])`);
}

/** `pool[random index]` in SQL. */
export function pick(words: readonly string[], random: SQL = sql`random()`): SQL {
  return sql`${textArray(words)}[1 + floor(${random} * ${sql.raw(String(words.length))})::int]`;
}

/** A random text of `pools` in the row's language (the `fr` column). */
export function pickLocalized(pools: Pools): SQL {
  return sql`case when fr then ${pick(pools.fr)} else ${pick(pools.en)} end`;
}
