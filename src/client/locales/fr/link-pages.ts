import type * as en from '#client/locales/en/link-pages.ts';
import type { LinkPageMessages } from '#client/locales/en/link-pages.ts';
import { linkRequestToasts } from './link-request-toasts.ts';

export const invalidLink: typeof en.invalidLink = {
  heading: 'Ce lien a expiré ou a déjà été utilisé',
};

export const linkPassword: typeof en.linkPassword = {
  help: (min) => `Au moins ${min} caractères.`,
  shortTitle: 'Mot de passe trop court',
  short: (min) => `Le mot de passe doit contenir au moins ${min} caractères.`,
};

export const confirmLink: typeof en.confirmLink = {
  pageTitle: (product) => `Confirmer votre courriel — ${product}`,
  checking: 'Vérification de votre lien...',
  heading: 'Confirmer votre courriel',
  forEmail: (email) => `Pour ${email}.`,
  prompt: 'Entrez le mot de passe choisi avec votre demande, ou choisissez-en un nouveau.',
  choice: {
    legend: 'Quel mot de passe?',
    ticket: 'Le mot de passe choisi avec ma demande',
    new: 'Un nouveau mot de passe',
  },
  newPassword: {
    label: 'Nouveau mot de passe',
    placeholder: 'Votre nouveau mot de passe',
    repeatLabel: 'Confirmer le nouveau mot de passe',
    repeatPlaceholder: 'Entrez-le de nouveau',
    mismatch: 'Les deux mots de passe ne sont pas identiques.',
    submit: 'Enregistrer et se connecter',
  },
  wrongPassword:
    'Ce n’est pas le mot de passe choisi avec votre demande. Réessayez, ou choisissez plutôt un nouveau mot de passe.',
  passwordLabel: 'Mot de passe',
  passwordPlaceholder: 'Votre mot de passe',
  submit: 'Confirmer et se connecter',
  submitting: 'Confirmation en cours...',
  confirmedTitle: 'Courriel confirmé',
  confirmed: 'Votre session est ouverte et le restera pendant 24 heures.',
  saveFailed: 'Votre courriel n’a pas pu être confirmé. Veuillez réessayer.',
  invalidBody:
    'Un lien de confirmation ne fonctionne qu’une fois, pendant 24 heures, et plus du tout une fois l’adresse confirmée.',
  invalidNext: 'Connectez-vous à Mes demandes avec le mot de passe choisi pour recevoir un nouveau lien.',
  goToMyTickets: 'Aller à Mes demandes',
  failedHeading: 'Votre lien n’a pas pu être vérifié pour le moment',
  failedBody: 'Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
};

export const resetLink: typeof en.resetLink = {
  pageTitle: (product) => `Choisir un nouveau mot de passe — ${product}`,
  checking: 'Vérification de votre lien...',
  heading: 'Choisir un nouveau mot de passe',
  forEmail: (email) => `Pour ${email}.`,
  passwordLabel: 'Nouveau mot de passe',
  passwordPlaceholder: 'Votre nouveau mot de passe',
  submit: 'Enregistrer le mot de passe',
  submitting: 'Enregistrement...',
  invalidBody:
    'Un lien de réinitialisation ne fonctionne qu’une fois, pendant 30 minutes, et plus du tout une fois le mot de passe changé.',
  invalidNext: 'Demandez un nouveau lien avec « Mot de passe oublié? » sur la page de connexion.',
  customerSignIn: 'Aller à Mes demandes',
  adminSignIn: 'Aller à la connexion de l’administration',
  failedHeading: 'Votre lien n’a pas pu être vérifié pour le moment',
  failedBody: 'Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  changedTitle: 'Mot de passe modifié',
  customerChanged:
    'Votre session est ouverte avec votre nouveau mot de passe. Vos autres sessions ont été fermées.',
  adminChanged: 'Connectez-vous avec votre nouveau mot de passe.',
  saveFailed: 'Votre nouveau mot de passe n’a pas pu être enregistré. Veuillez réessayer.',
};

export const frLinkPages: LinkPageMessages = {
  emailLinks: {
    invalidLink,
    password: linkPassword,
    confirm: confirmLink,
    reset: resetLink,
    toast: linkRequestToasts,
  },
};
