import { linkMessage } from './link-message.tsx';

const copy = {
  en: {
    subject: (product: string) => `Reset your ${product} password`,
    intro: (email: string) => `Someone asked to reset the password of ${email}.`,
    button: 'Choose a new password',
    lifetime:
      'The link works once, for 30 minutes. If you did not ask, ignore this message: your password stays as it is.',
    reason: (product: string) =>
      `You received this because a password reset was asked for this address on ${product}.`,
  },
  fr: {
    subject: (product: string) => `Réinitialisez votre mot de passe ${product}`,
    intro: (email: string) => `Quelqu’un a demandé de réinitialiser le mot de passe de ${email}.`,
    button: 'Choisir un nouveau mot de passe',
    lifetime:
      'Le lien fonctionne une fois, pendant 30 minutes. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    reason: (product: string) =>
      `Vous recevez ce message parce qu’une réinitialisation du mot de passe a été demandée pour cette adresse sur ${product}.`,
  },
};

/** The link that lets the owner of an inbox choose a new password. */
export const resetPasswordMessage = linkMessage('reset_password', copy);
