import type { Language } from '#shared/language.ts';

/**
 * What the built-in assistant knows about the product, one topic per question people ask, in both
 * languages. Keywords match whole words without case or accents ('train*' also matches 'training'); the upstream
 * model's system prompt is built from the English answers, so both assistants tell the same story.
 */
export interface KnowledgeTopic {
  id: string;
  /** Only answered when no other topic matches (a greeting is not worth a paragraph next to a real answer). */
  onlyAlone?: boolean;
  keywords: Record<Language, string[]>;
  answer: Record<Language, (product: string) => string>;
}

export const knowledge: KnowledgeTopic[] = [
  {
    id: 'features',
    keywords: {
      en: [
        'feature*',
        'what can',
        'what does',
        'do for',
        'tool*',
        'document*',
        'agent*',
        'analy*',
        'automat*',
        'offer*',
      ],
      fr: [
        'fonctionnalit*',
        'que peut',
        'que fait',
        'outil*',
        'document*',
        'agent*',
        'analy*',
        'automatis*',
        'offre*',
        'sert a',
      ],
    },
    answer: {
      en: (product) =>
        `${product} gives your business three things:\n\n` +
        '- **Document analysis**: upload contracts, reports or invoices and get summaries, key figures and answers in seconds.\n' +
        '- **Business AI agents**: let agents draft emails, answer customers and take repetitive work off your team.\n' +
        '- **Professional chat**: a full-featured AI chat on its own site, ready for everyday work.\n\n' +
        'Press **Enter AI Platform** to try them all.',
      fr: (product) =>
        `${product} offre trois choses à votre entreprise :\n\n` +
        '- **Analyse de documents** : téléversez contrats, rapports ou factures et obtenez résumés, chiffres clés et réponses en quelques secondes.\n' +
        '- **Agents IA d’affaires** : des agents rédigent vos courriels, répondent à vos clients et libèrent votre équipe des tâches répétitives.\n' +
        '- **Clavardage professionnel** : un clavardage IA complet sur son propre site, prêt pour le travail de tous les jours.\n\n' +
        'Appuyez sur **Accéder à la plateforme IA** pour tout essayer.',
    },
  },
  {
    id: 'data-in-canada',
    keywords: {
      en: [
        'canada',
        'canadian',
        'where',
        'stor*',
        'host*',
        'server*',
        'sovereign*',
        'privacy',
        'private',
        'secur*',
        'safe',
        'data',
      ],
      fr: [
        'canada',
        'canadien*',
        'ou sont',
        'ou est',
        'stock*',
        'heberg*',
        'serveur*',
        'souverain*',
        'confidential*',
        'vie privee',
        'securi*',
        'donnees',
      ],
    },
    answer: {
      en: (product) =>
        `Your data stays in Canada. ${product} runs on Canadian infrastructure, and your conversations and documents are stored here, protected, and never sold or shared.`,
      fr: (product) =>
        `Vos données restent au Canada. ${product} fonctionne sur une infrastructure canadienne, et vos conversations et documents sont conservés ici, protégés, et ne sont jamais vendus ni partagés.`,
    },
  },
  {
    id: 'no-training',
    keywords: {
      en: ['train*', 'learn from', 'model*', 'use my data', 'use our data'],
      fr: ['entrain*', 'apprend*', 'modele*', 'utilise* mes donnees', 'utilise* nos donnees'],
    },
    answer: {
      en: (product) =>
        `No. ${product} never uses what you share to train AI models: your prompts, documents and answers stay yours.`,
      fr: (product) =>
        `Non. ${product} n’utilise jamais ce que vous partagez pour entraîner des modèles d’IA : vos requêtes, vos documents et les réponses restent à vous.`,
    },
  },
  {
    id: 'always-free',
    keywords: {
      en: [
        'free',
        'price*',
        'pricing',
        'cost*',
        'pay',
        'paid',
        'paying',
        'plan',
        'plans',
        'subscri*',
        'credit card',
        'charge*',
        'fee*',
        'trial',
        'how much',
      ],
      fr: [
        'gratuit*',
        'prix',
        'tarif*',
        'cout*',
        'payer',
        'payant*',
        'paie*',
        'forfait*',
        'abonnement*',
        'carte de credit',
        'frais',
        'essai',
        'combien',
      ],
    },
    answer: {
      en: (product) =>
        `${product} is always free: no trial period, no credit card and no hidden fees. Every feature is free for every business, from sole proprietors to large teams.`,
      fr: (product) =>
        `${product} est toujours gratuit : pas de période d’essai, pas de carte de crédit et aucuns frais cachés. Chaque fonctionnalité est gratuite pour toutes les entreprises, du travailleur autonome aux grandes équipes.`,
    },
  },
  {
    id: 'everyday-work',
    keywords: {
      en: ['quote*', 'invoice*', 'estimate*', 'proposal*', 'letter*', 'draft*', 'write', 'writing'],
      fr: ['soumission*', 'devis', 'facture*', 'proposition*', 'lettre*', 'ebauche*', 'redig*', 'ecrire'],
    },
    answer: {
      en: (product) =>
        `In the ${product} platform, the AI chat drafts quotes, invoices, emails, letters and proposals from a few details, and document analysis reads the ones you already have to pull out totals, dates and terms. Press **Enter AI Platform** to start: describe the job, the client and the prices, and ask for a draft.`,
      fr: (product) =>
        `Dans la plateforme ${product}, le clavardage IA rédige soumissions, factures, courriels, lettres et propositions à partir de quelques détails, et l’analyse de documents lit ceux que vous avez déjà pour en tirer les totaux, les dates et les conditions. Appuyez sur **Accéder à la plateforme IA** pour commencer : décrivez le travail, le client et les prix, puis demandez une ébauche.`,
    },
  },
  {
    id: 'support',
    keywords: {
      en: [
        'support',
        'get help',
        'need help',
        'help desk',
        'problem*',
        'issue*',
        'bug*',
        'ticket*',
        'contact*',
        'broken',
        'error*',
        'not working',
      ],
      fr: [
        'soutien',
        'besoin d aide',
        'de l aide',
        'probleme*',
        'bogue*',
        'billet*',
        'contact*',
        'erreur*',
        'assistance',
        'fonctionne pas',
        'marche pas',
      ],
    },
    answer: {
      en: () =>
        'To get support, press **Submit Support Ticket** at the bottom of this page (or **Support** inside the AI platform), describe the problem and send it. No account is needed: your first ticket sets a password for your email, so you can follow the answers in **My Tickets**.',
      fr: () =>
        'Pour obtenir du soutien, appuyez sur **Soumettre une demande de soutien** au bas de cette page (ou sur **Soutien** dans la plateforme IA), décrivez le problème et envoyez-le. Aucun compte n’est nécessaire : votre première demande définit un mot de passe pour votre courriel, qui vous permet de suivre les réponses dans **Mes demandes**.',
    },
  },
  {
    id: 'sign-in',
    keywords: {
      en: [
        'sign in',
        'signin',
        'sign up',
        'signup',
        'log in',
        'login',
        'account*',
        'password*',
        'register*',
        'my tickets',
      ],
      fr: ['connect*', 'connexion', 'inscri*', 'compte', 'mot de passe', 'identifi*', 'mes demandes'],
    },
    answer: {
      en: (product) =>
        `You can use this demo chat and the ${product} platform without signing up. To follow your support tickets, open **My Tickets** (link at the bottom of the page) and sign in with your email and the password you set with your first ticket.`,
      fr: (product) =>
        `Vous pouvez utiliser ce clavardage de démonstration et la plateforme ${product} sans vous inscrire. Pour suivre vos demandes de soutien, ouvrez **Mes demandes** (lien au bas de la page) et connectez-vous avec votre courriel et le mot de passe défini avec votre première demande.`,
    },
  },
  {
    id: 'about',
    onlyAlone: true,
    keywords: {
      en: ['what is it', 'what is this', 'who are', 'tell me about', 'hello', 'hi', 'hey', 'good morning'],
      fr: [
        'qu est ce que c est',
        'c est quoi',
        'qui etes',
        'parlez moi',
        'bonjour',
        'salut',
        'allo',
        'bonsoir',
      ],
    },
    answer: {
      en: (product) =>
        `Hello! ${product} is a free AI platform built for Canadian businesses: document analysis, business AI agents and a professional chat, with your data kept in Canada and never used for training. What would you like to know?`,
      fr: (product) =>
        `Bonjour! ${product} est une plateforme d’IA gratuite conçue pour les entreprises canadiennes : analyse de documents, agents IA d’affaires et clavardage professionnel, avec vos données conservées au Canada et jamais utilisées pour l’entraînement. Que voulez-vous savoir?`,
    },
  },
];
