import { linkMessage } from './link-message.tsx';

const copy = {
  en: {
    subject: (product: string) => `You are invited to the ${product} support team`,
    intro: (email: string) =>
      `An admin invited ${email} to answer tickets on the support desk. Choose your password to join.`,
    button: 'Choose my password',
    lifetime:
      'The link works once, for 7 days; a newer invitation replaces it. If you did not expect it, ignore this message.',
    reason: (product: string) =>
      `You received this because an admin of ${product} invited this address to the support team.`,
  },
  fr: {
    subject: (product: string) => `Invitation à rejoindre l’équipe de soutien ${product}`,
    intro: (email: string) =>
      `Un administrateur a invité ${email} à répondre aux demandes du service d’aide. Choisissez votre mot de passe pour rejoindre l’équipe.`,
    button: 'Choisir mon mot de passe',
    lifetime:
      'Le lien fonctionne une fois, pendant 7 jours ; une invitation plus récente le remplace. Si vous ne l’attendiez pas, ignorez ce message.',
    reason: (product: string) =>
      `Vous recevez ce message parce qu’un administrateur de ${product} a invité cette adresse dans l’équipe de soutien.`,
  },
};

/** The link that lets an invited member choose their password and join the desk. */
export const invitationMessage = linkMessage('admin_invitation', copy);
