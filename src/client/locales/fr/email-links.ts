import type { AccountMessages } from '#client/locales/en/account.ts';
import { confirmLink, invalidLink, linkPassword, resetLink } from './link-pages.ts';
import { linkRequestToasts } from './link-request-toasts.ts';
import { forgotPassword, resendConfirmation } from './sign-in.ts';

export const emailLinks: AccountMessages['emailLinks'] = {
  backHome: 'Retour à l’accueil',
  forgot: forgotPassword,
  resend: resendConfirmation,
  toast: linkRequestToasts,
  invalidLink,
  password: linkPassword,
  confirm: confirmLink,
  reset: resetLink,
  join: {
    pageTitle: (product) => `Rejoindre l’équipe de soutien — ${product}`,
    checking: 'Vérification de votre invitation...',
    heading: 'Bienvenue dans l’équipe',
    forEmail: (email) => `Choisissez le mot de passe avec lequel vous vous connecterez en tant que ${email}.`,
    passwordLabel: 'Votre mot de passe',
    passwordPlaceholder: 'Votre nouveau mot de passe',
    submit: 'Rejoindre l’équipe',
    submitting: 'Enregistrement...',
    invalidBody:
      'Une invitation ne fonctionne qu’une fois, pendant 7 jours, et plus du tout après une invitation plus récente ou une fois le mot de passe choisi.',
    invalidNext: 'Demandez à un administrateur de l’équipe de renvoyer l’invitation.',
    customerSignIn: 'Aller à Mes demandes',
    adminSignIn: 'Aller à la connexion de l’administration',
    failedHeading: 'Votre invitation n’a pas pu être vérifiée pour le moment',
    failedBody: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    changedTitle: 'Vous avez rejoint l’équipe',
    customerChanged: 'Votre session est ouverte.',
    adminChanged: 'Connectez-vous avec votre nouveau mot de passe.',
    saveFailed: 'Votre mot de passe n’a pas pu être enregistré. Veuillez réessayer.',
  },
  turnOff: {
    pageTitle: (product) => `Désactiver des courriels — ${product}`,
    heading: 'Désactiver ces courriels',
    intro: 'Ce lien arrête un type de courriel :',
    notices: {
      replies: 'les courriels qui vous avisent que notre équipe a répondu à votre demande.',
      status: 'les courriels qui vous avisent que votre demande a été résolue ou fermée.',
      desk: 'les courriels sur les nouvelles demandes et les réponses des clients, envoyés aux administrateurs.',
      satisfaction: 'la question « Comment avons-nous fait? » quand votre demande est résolue ou fermée.',
    },
    unknownNotice: 'le type de courriel dans lequel ce lien se trouvait.',
    stillSent:
      'Les courriels que vous demandez, comme les liens de confirmation et de réinitialisation du mot de passe, continueront d’arriver.',
    submit: 'Désactiver ces courriels',
    submitting: 'Désactivation...',
    doneHeading: 'Courriels désactivés',
    done: {
      replies:
        'Vous ne recevrez plus de courriels au sujet de nos réponses. Connectez-vous à Mes demandes pour les lire.',
      status: 'Vous ne recevrez plus de courriels quand vos demandes sont résolues ou fermées.',
      desk: 'Vous ne recevrez plus de courriels sur les nouvelles demandes et les réponses des clients. Vous pouvez les réactiver depuis le tableau de bord de l’administration.',
      satisfaction:
        'Nous ne vous demanderons plus comment nous avons fait. Vous serez toujours avisé quand vos demandes sont résolues ou fermées.',
    },
    invalidHeading: 'Ce lien n’est pas valide',
    invalidBody:
      'Il a peut-être été coupé ou modifié. Ouvrez le lien complet depuis le courriel, ou utilisez celui du prochain courriel que vous recevrez.',
    failed: 'Ces courriels n’ont pas pu être désactivés pour le moment. Veuillez réessayer.',
  },
};
