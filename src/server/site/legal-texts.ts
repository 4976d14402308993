import type { Language } from '#shared/language.ts';

export interface LegalFacts {
  product: string;
  /** The host of AI_BASE_URL, which receives the demo chat's messages. */
  aiHost: string | undefined;
}

/** What the legal pages say that may change while the server runs (/admin/settings, Your account). */
export interface LegalSettings {
  /** Closed tickets are deleted this many days after their last activity; null: kept. */
  retentionDays: number | null;
  /** PRIVACY_CONTACT, or the first admin's email; undefined when neither exists yet. */
  contact: string | undefined;
}

/** Where the retention sentence and the contact go in a rendered page, filled in per request. */
export const RETENTION_MARKER = '%%RETENTION%%';
export const CONTACT_MARKER = '%%CONTACT%%';

interface LegalTexts {
  titles: { privacy: string; terms: string };
  home: string;
  otherLanguage: string;
  contactFallback: string;
  chat: (aiHost: string | undefined) => string;
  retention: (days: number | null) => string;
}

export const legalTexts: Record<Language, LegalTexts> = {
  en: {
    titles: { privacy: 'Privacy policy', terms: 'Terms of service' },
    home: 'Back to home',
    otherLanguage: 'Français',
    contactFallback: "the site's administrator (the operator names them with the PRIVACY_CONTACT setting)",
    chat: (aiHost) =>
      aiHost
        ? `to answer you, each message is sent to the AI service at ${aiHost}, which handles it under its own terms. This site keeps no copy.`
        : 'the assistant built into this site answers them and keeps nothing: no copy of your messages is stored.',
    retention: (days) =>
      days
        ? `kept while they are open; a closed ticket is deleted, with its replies, ${days} days after its last activity.`
        : 'kept until you delete your account or ask us to delete them.',
  },
  fr: {
    titles: { privacy: 'Politique de confidentialité', terms: 'Conditions d’utilisation' },
    home: 'Retour à l’accueil',
    otherLanguage: 'English',
    contactFallback: 'l’administrateur du site (l’exploitant le désigne avec le réglage PRIVACY_CONTACT)',
    chat: (aiHost) =>
      aiHost
        ? `pour vous répondre, chaque message est envoyé au service d’IA de ${aiHost}, qui le traite selon ses propres conditions. Ce site n’en garde aucune copie.`
        : 'l’assistant intégré à ce site y répond et ne garde rien : aucune copie de vos messages n’est conservée.',
    retention: (days) =>
      days
        ? `conservées tant qu’elles sont ouvertes; une demande fermée est supprimée, avec ses réponses, ${days} jours après sa dernière activité.`
        : 'conservées jusqu’à ce que vous supprimiez votre compte ou nous demandiez de les supprimer.',
  },
};

/**
 * The values `{{product}}`, `{{contact}}`, `{{chat}}` and `{{retention}}` stand for in the Markdown; the
 * retention and the contact stay markers until the page is filled in per request.
 */
export function legalPlaceholders(facts: LegalFacts, language: Language): Record<string, string> {
  return {
    product: facts.product,
    contact: CONTACT_MARKER,
    chat: legalTexts[language].chat(facts.aiHost),
    retention: RETENTION_MARKER,
  };
}
