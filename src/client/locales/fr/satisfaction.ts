import type { AccountMessages } from '#client/locales/en/account.ts';

export const satisfaction: AccountMessages['satisfaction'] = {
  pageTitle: (product) => `Comment avons-nous fait? — ${product}`,
  saving: 'Enregistrement de votre réponse...',
  heading: 'Merci de votre réponse',
  answered: {
    good: 'Vous nous avez dit que nous avons bien fait.',
    bad: 'Vous nous avez dit que nous n’avons pas bien fait.',
  },
  change: 'Changer votre réponse',
  good: 'Bien',
  bad: 'Pas bien',
  commentLabel: 'Quelque chose à ajouter? (facultatif)',
  commentHint: 'Notre équipe lit chaque commentaire.',
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  sent: 'Merci, nous avons reçu votre commentaire.',
  invalidHeading: 'Ce lien n’est pas valide',
  invalidBody:
    'Il a peut-être été coupé ou modifié, ou la demande a été supprimée. Ouvrez le lien complet depuis le courriel.',
  failed: 'Votre réponse n’a pas pu être enregistrée pour le moment. Veuillez réessayer.',
  retry: 'Réessayer',
};
