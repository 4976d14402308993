import type { Language } from '#shared/language.ts';

/**
 * The first line of a message that can be answered: an emailed reply keeps only what is above it. Here
 * rather than in the mail feature, so that the thread reading received mail loads none of the templates.
 */
export const replyMarkers: Record<Language, string> = {
  en: '## Reply above this line to answer ##',
  fr: '## Répondez au-dessus de cette ligne ##',
};
