import { linkMessage } from './link-message.tsx';

const copy = {
  en: {
    subject: (product: string) => `Confirm your email for ${product}`,
    intro: (email: string) =>
      `A support ticket was filed with ${email}. Confirm that this address is yours to see and answer your tickets: the page asks for the password you chose with your ticket, or lets you choose a new one.`,
    button: 'Confirm my email',
    lifetime:
      'The link works once, for 24 hours. If you did not file a ticket, ignore this message: without this link and a password typed on its page, nothing opens.',
    reason: (product: string) =>
      `You received this because this address was given on ${product}'s support form.`,
  },
  fr: {
    subject: (product: string) => `Confirmez votre courriel pour ${product}`,
    intro: (email: string) =>
      `Une demande de soutien a été envoyée avec ${email}. Confirmez que cette adresse est la vôtre pour voir vos demandes et y répondre : la page demande le mot de passe choisi avec votre demande, ou vous permet d’en choisir un nouveau.`,
    button: 'Confirmer mon courriel',
    lifetime:
      'Le lien fonctionne une fois, pendant 24 heures. Si vous n’avez pas envoyé de demande, ignorez ce message : sans ce lien et un mot de passe saisi sur sa page, rien ne s’ouvre.',
    reason: (product: string) =>
      `Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de soutien de ${product}.`,
  },
};

/** The link that proves a new address belongs to whoever filed the ticket. */
export const confirmEmailMessage = linkMessage('confirm_email', copy);
