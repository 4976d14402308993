import type { PublicMessages } from '#client/locales/en/public.ts';

export const landing: PublicMessages['landing'] = {
  nav: {
    features: 'Fonctionnalités',
    about: 'À propos',
    contact: 'Contact',
  },
  hero: {
    badge: 'Fait au Canada · Toujours gratuit',
    title: 'La plateforme d’IA gratuite conçue pour les entreprises canadiennes',
    subtitle:
      'Analysez vos documents, mettez des agents IA au travail et clavardez avec un assistant professionnel. Vos données restent au Canada et ne servent jamais à entraîner des modèles d’IA.',
    learnMore: 'En savoir plus',
    promises: [
      '100 % gratuit, sans carte de crédit',
      'Données conservées au Canada',
      'Aucun entraînement sur vos données',
    ],
  },
  features: {
    title: 'Tout ce que votre entreprise attend de l’IA',
    subtitle: 'Des outils professionnels, des valeurs canadiennes et aucune facture à la fin du mois.',
    items: {
      documents: {
        title: 'Analyse de documents',
        body: 'Téléversez contrats, rapports et factures et obtenez en quelques secondes résumés, chiffres clés et réponses.',
      },
      agents: {
        title: 'Agents IA d’affaires',
        body: 'Des agents qui rédigent vos courriels, répondent à vos clients et automatisent les tâches répétitives de votre équipe.',
      },
      chat: {
        title: 'Clavardage professionnel',
        body: 'Un clavardage IA complet sur son propre site, prêt pour le travail de tous les jours.',
      },
      sovereignty: {
        title: 'Souveraineté des données',
        body: 'Vos données sont conservées au Canada et ne servent jamais à entraîner des modèles d’IA. Ce que vous partagez vous appartient.',
      },
      canadian: {
        title: 'Conçu pour les Canadiens',
        body: 'Pensé pour les entreprises canadiennes, en français et en anglais, dans le respect des lois et des pratiques d’ici.',
      },
      free: {
        title: 'Toujours gratuit',
        body: 'Pas de période d’essai, pas de carte de crédit, pas de frais cachés. La plateforme est gratuite pour toutes les entreprises.',
      },
    },
  },
  why: {
    title: (product) => `Pourquoi choisir ${product}?`,
    subtitle: 'Une IA performante ne devrait coûter ni une fortune ni votre vie privée.',
    free: {
      title: '100 % gratuit',
      body: 'Toutes les fonctionnalités sont gratuites pour toutes les entreprises, du travailleur autonome aux grandes équipes. Aucun forfait, aucune limite sur l’essentiel.',
    },
    privacy: {
      title: 'Confidentialité d’abord',
      body: 'Vos conversations et vos documents sont stockés au Canada, protégés et jamais utilisés pour entraîner des modèles d’IA.',
    },
  },
  about: {
    title: (product) => `À propos de ${product}`,
    body: (product) =>
      `${product} existe pour que chaque entreprise canadienne, quelle que soit sa taille, puisse profiter de l’IA moderne sans renoncer à ses données ni à son budget. Nous exploitons la plateforme au Canada, nous y gardons vos renseignements et nous n’entraînons jamais de modèles avec eux.`,
    mission:
      'Notre mission : rendre l’IA utile, sûre et gratuite pour les entreprises qui font tourner le Canada.',
  },
  footer: {
    tagline: 'L’IA gratuite pour les entreprises canadiennes.',
    supportTitle: 'Soutien',
    supportBody:
      'Une question ou un problème? Envoyez-nous une demande et suivez-la depuis votre tableau de bord.',
    linksTitle: 'Votre compte',
    contactTitle: 'Contact',
    contactEmailLabel: 'Courriel',
    contactPhoneLabel: 'Téléphone',
    contactAddressLabel: 'Adresse',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    rights: (product) => `© ${product}. Fièrement canadien.`,
  },
};
