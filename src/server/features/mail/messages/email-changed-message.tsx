import { linkMessage } from './link-message.tsx';

const copy = {
  en: {
    subject: (product: string) => `The email of your ${product} account was changed`,
    intro: (email: string) =>
      `The email of your account on the support desk is now ${email}. Sign in with it from now on; messages about tickets go there.`,
    button: 'Open the desk',
    lifetime: 'If you did not make this change, ask another admin of the desk to check your account at once.',
    reason: (product: string) =>
      `You received this because this address was the email of an account on ${product}’s support desk.`,
  },
  fr: {
    subject: (product: string) => `Le courriel de votre compte ${product} a changé`,
    intro: (email: string) =>
      `Le courriel de votre compte du service d’aide est maintenant ${email}. Connectez-vous désormais avec celui-ci ; les messages sur les demandes y sont envoyés.`,
    button: 'Ouvrir le service d’aide',
    lifetime:
      'Si ce changement ne vient pas de vous, demandez sans attendre à un autre administrateur de vérifier votre compte.',
    reason: (product: string) =>
      `Vous recevez ce message parce que cette adresse était le courriel d’un compte du service d’aide de ${product}.`,
  },
};

/** Tells a member's former address that the account's email changed, and to what. */
export const emailChangedMessage = linkMessage('admin_email_changed', copy);
