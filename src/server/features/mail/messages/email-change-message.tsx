import { linkMessage } from './link-message.tsx';

const copy = {
  en: {
    subject: (product: string) => `Confirm your new email for ${product}`,
    intro: (email: string) =>
      `You asked to use ${email} for your account on the support desk. Open this link, signed in, to make it your email.`,
    button: 'Use this email',
    lifetime:
      'The link works once, for 24 hours. Until it is opened, your account keeps its current email. If you did not ask for this, ignore this message.',
    reason: (product: string) =>
      `You received this because someone signed in to ${product}’s support desk asked to use this address.`,
  },
  fr: {
    subject: (product: string) => `Confirmez votre nouveau courriel pour ${product}`,
    intro: (email: string) =>
      `Vous avez demandé d’utiliser ${email} pour votre compte du service d’aide. Ouvrez ce lien, connecté, pour en faire votre courriel.`,
    button: 'Utiliser ce courriel',
    lifetime:
      'Le lien fonctionne une fois, pendant 24 heures. D’ici là, votre compte garde son courriel actuel. Si vous n’avez rien demandé, ignorez ce message.',
    reason: (product: string) =>
      `Vous recevez ce message parce qu’une personne connectée au service d’aide de ${product} a demandé à utiliser cette adresse.`,
  },
};

/** Sent to a member's new address: the link that makes it their email. */
export const emailChangeMessage = linkMessage('admin_email_change', copy);
