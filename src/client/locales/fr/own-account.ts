import type { ownAccount as english } from '#client/locales/en/own-account.ts';
import { ADMIN_PASSWORD_MIN_LENGTH } from '#shared/constants.ts';

export const ownAccount: typeof english = {
  title: 'Votre compte',
  intro:
    'Votre nom, votre courriel, votre mot de passe et votre langue, votre connexion et les courriels que vous recevez.',
  dashboardText:
    'Votre nom, votre courriel, votre mot de passe, votre langue, la connexion à deux facteurs et les avis par courriel.',
  open: 'Ouvrir votre compte',
  loading: 'Chargement de votre compte...',
  loadFailed: 'Impossible de charger votre compte',
  wrongPassword: 'Le mot de passe actuel n’est pas le bon.',
  tooManyTries: 'Trop de tentatives. Veuillez patienter un moment avant de réessayer.',
  profile: {
    title: 'Nom et langue',
    name: 'Nom',
    nameHint: 'Affiché sur vos réponses.',
    nameMissing: 'Entrez votre nom.',
    language: 'Langue',
    /** Each language in its own words. */
    languageNames: { en: 'English', fr: 'Français' },
    languageHint: 'Du service d’aide et de vos courriels.',
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    savedTitle: 'Compte enregistré',
    saved: 'Votre nom et votre langue sont enregistrés.',
    failed: 'Impossible d’enregistrer votre compte',
  },
  email: {
    title: 'Courriel',
    current: (email: string) => `Vous vous connectez avec ${email}.`,
    pending: (email: string) =>
      `Un lien a été envoyé à ${email}. Ouvrez-le en étant connecté ici pour en faire votre courriel.`,
    newEmail: 'Nouveau courriel',
    password: 'Mot de passe actuel',
    submit: 'Envoyer le lien',
    sending: 'Envoi...',
    sentTitle: 'Consultez votre boîte de réception',
    sent: (email: string) =>
      `Nous avons envoyé un lien à ${email}. Votre courriel change dès que vous l’ouvrez.`,
    emailInvalid: 'Entrez une adresse courriel valide.',
    passwordMissing: 'Entrez votre mot de passe actuel.',
    taken: 'Ce courriel appartient à un autre membre de l’équipe.',
    same: 'C’est déjà votre courriel.',
    failed: 'Impossible d’envoyer le lien',
  },
  confirm: {
    checking: 'Changement de votre courriel...',
    doneTitle: 'Courriel modifié',
    done: (email: string) => `Vous vous connectez maintenant avec ${email}.`,
    invalid: 'Ce lien a expiré, a déjà servi ou concerne un autre compte.',
  },
  password: {
    title: 'Mot de passe',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    repeat: 'Confirmer le nouveau mot de passe',
    hint: `Au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères. Vos autres sessions prennent fin.`,
    submit: 'Changer le mot de passe',
    saving: 'Changement...',
    doneTitle: 'Mot de passe changé',
    done: 'Vos autres sessions ont pris fin.',
    currentMissing: 'Entrez votre mot de passe actuel.',
    tooShort: `Le nouveau mot de passe doit compter au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères.`,
    mismatch: 'Les deux nouveaux mots de passe diffèrent.',
    failed: 'Impossible de changer votre mot de passe',
  },
  firstSignIn: {
    title: 'Faites de ce compte le vôtre',
    text: (email: string) =>
      `Cet administrateur a été créé au premier démarrage sous ${email}. Avant toute chose, entrez votre nom et votre vrai courriel : les avis de nouvelles demandes y sont envoyés.`,
    submit: 'Enregistrer et envoyer le lien',
  },
};
