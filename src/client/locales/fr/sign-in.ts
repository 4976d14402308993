import type * as en from '#client/locales/en/sign-in.ts';
import type { SignInMessages } from '#client/locales/en/sign-in.ts';
import { linkRequestToasts } from './link-request-toasts.ts';

export const portalPage: typeof en.portalPage = {
  pageTitle: (product) => `Mes demandes de soutien — ${product}`,
  heading: 'Mes demandes de soutien',
  intro: 'Suivez les demandes de soutien que vous avez soumises, répondez-y et fermez-les.',
  backHome: 'Retour à l’accueil',
};

export const portalSignIn: typeof en.portalSignIn = {
  title: 'Connexion',
  description: 'Utilisez le courriel et le mot de passe créés avec votre première demande de soutien.',
  emailLabel: 'Courriel',
  emailPlaceholder: 'vous@entreprise.ca',
  passwordLabel: 'Mot de passe',
  passwordPlaceholder: 'Votre mot de passe',
  submit: 'Se connecter et voir mes demandes',
  submitting: 'Connexion en cours...',
};

export const portalSignInToasts: typeof en.portalSignInToasts = {
  missingTitle: 'Renseignements manquants',
  missing: 'Veuillez entrer votre courriel et votre mot de passe.',
  invalidTitle: 'Identifiants invalides',
  invalid: 'Le courriel ou le mot de passe est incorrect.',
  errorTitle: 'Erreur',
  verifyFailed: 'Impossible de vérifier vos identifiants.',
  authFailed: 'Échec de l’authentification.',
  rateLimited: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.',
  welcomeTitle: 'Bon retour parmi nous!',
  // In French, 0 and 1 take the singular.
  welcome: (count) =>
    `Vous avez ${count} ${count < 2 ? 'demande' : 'demandes'}. Votre session restera ouverte pendant 24 heures.`,
  signedInTitle: 'Connexion réussie',
  signedIn: 'Votre session restera ouverte pendant 24 heures.',
};

export const adminDashboardTitle = 'Tableau de bord de l’administration';

export const adminLogin: typeof en.adminLogin = {
  title: 'Connexion administrateur',
  intro: 'Connectez-vous pour gérer les demandes de soutien.',
  emailLabel: 'Courriel',
  emailPlaceholder: 'admin@entreprise.ca',
  passwordLabel: 'Mot de passe',
  passwordPlaceholder: 'Votre mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion...',
  backHome: 'Retour à l’accueil',
};

export const twoFactor: typeof en.twoFactor = {
  codeLabel: 'Code d’authentification',
  codeHint:
    'Entrez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de récupération.',
  verify: 'Vérifier',
  verifying: 'Vérification...',
  setupTitle: 'Configurer la connexion à deux facteurs',
  preparing: 'Préparation de votre clé de configuration...',
  setupIntro:
    'Balayez ce code QR avec une application d’authentification, ou entrez-y la clé de configuration, puis saisissez le code à 6 chiffres qu’elle affiche.',
  setupRequired:
    'Votre organisation demande à chaque administrateur la connexion à deux facteurs. Configurez-la pour continuer.',
  qrAlt: (email: string) => `Code QR qui ajoute ${email} à une application d’authentification`,
  secretLabel: 'Clé de configuration',
  newCodeLabel: 'Code de l’application',
  confirm: 'Activer',
  confirming: 'Activation...',
  recoveryTitle: 'Vos codes de récupération',
  recoveryIntro:
    'Chaque code vous connecte une fois si vous perdez votre application d’authentification. Gardez-les en lieu sûr : ils ne seront plus affichés.',
  recoveryDone: 'Je les ai enregistrés',
  cardTitle: 'Connexion à deux facteurs',
  offText:
    'Ajoutez à chaque connexion un code d’une application d’authentification : un mot de passe volé ne suffit plus pour accéder au service d’aide.',
  onText: (left: number) =>
    left <= 1
      ? `Activée. ${left} code de récupération restant.`
      : `Activée. ${left} codes de récupération restants.`,
  setUp: 'Configurer la connexion à deux facteurs',
  close: 'Fermer',
  invalidCode: 'Le code d’authentification n’est pas valide.',
  enrolFailed: 'Échec de la configuration de la connexion à deux facteurs',
  enabledTitle: 'Connexion à deux facteurs activée',
  enabled: 'Un code vous sera demandé à chaque connexion.',
};

export const adminSignInToasts: typeof en.adminSignInToasts = {
  missingTitle: 'Renseignements manquants',
  missing: 'Veuillez entrer votre courriel et votre mot de passe',
  loginFailedTitle: 'Échec de la connexion',
  loginFailed: 'Courriel ou mot de passe invalide.',
  rateLimited: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
  loginSuccessTitle: 'Connexion réussie',
  loginSuccess: 'Bienvenue dans le tableau de bord. Vous resterez connecté pendant 24 heures.',
  errorTitle: 'Erreur',
  authFailed: 'Échec de l’authentification',
};

export const forgotPassword: typeof en.forgotPassword = {
  open: 'Mot de passe oublié?',
  title: 'Réinitialiser votre mot de passe',
  description: 'Entrez votre courriel et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  emailLabel: 'Courriel',
  emailPlaceholder: 'vous@entreprise.ca',
  submit: 'Envoyer le lien',
  sending: 'Envoi en cours...',
  cancel: 'Annuler',
  sentTitle: 'Consultez votre boîte de réception',
  sent: (email) =>
    `Si un compte existe pour ${email}, nous y avons envoyé un lien pour réinitialiser son mot de passe.`,
  invalidTitle: 'Courriel invalide',
  invalid: 'Veuillez entrer une adresse courriel valide.',
  loadFailed: 'Le formulaire n’a pas pu être ouvert. Vérifiez votre connexion et réessayez.',
};

export const resendConfirmation: typeof en.resendConfirmation = {
  notConfirmedTitle: 'Courriel non confirmé',
  notConfirmed: (email) => `Confirmez d’abord votre courriel : nous avons envoyé un lien à ${email}.`,
  button: 'Renvoyer le lien',
  sending: 'Envoi en cours...',
  sentTitle: 'Lien envoyé',
  sent: (email) => `Nous avons envoyé un nouveau lien de confirmation à ${email}. Il est valide 24 heures.`,
};

export const frSignIn: SignInMessages = {
  portal: { ...portalPage, signIn: portalSignIn, toast: portalSignInToasts },
  admin: {
    dashboard: { title: adminDashboardTitle },
    login: adminLogin,
    twoFactor,
    toast: adminSignInToasts,
  },
  emailLinks: { forgot: forgotPassword, resend: resendConfirmation, toast: linkRequestToasts },
};
