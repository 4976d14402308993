import { linkMessage } from './link-message.tsx';

const copy = {
  en: {
    subject: (product: string) => `Confirm your email for ${product}`,
    intro: (email: string) =>
      `A support ticket was filed with ${email}, and a password was chosen for it. Confirm that this address is yours to see and answer your tickets.`,
    button: 'Confirm my email',
    lifetime:
      'The link works once, for 24 hours. If you did not file a ticket, ignore this message: without this link nothing opens.',
    reason: (product: string) =>
      `You received this because this address was given on ${product}'s support form.`,
  },
  fr: {
    subject: (product: string) => `Confirmez votre courriel pour ${product}`,
    intro: (email: string) =>
      `Une demande de soutien a été envoyée avec ${email}, et un mot de passe a été choisi. Confirmez que cette adresse est la vôtre pour voir vos demandes et y répondre.`,
    button: 'Confirmer mon courriel',
    lifetime:
      "Le lien fonctionne une fois, pendant 24 heures. Si vous n'avez pas envoyé de demande, ignorez ce message : sans ce lien, rien ne s'ouvre.",
    reason: (product: string) =>
      `Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de soutien de ${product}.`,
  },
};

/** The link that proves a new address belongs to whoever filed the ticket. */
export const confirmEmailMessage = linkMessage('confirm_email', copy);
