import type { AccountMessages } from '#client/locales/en/account.ts';

export const notMineLink: AccountMessages['notMineLink'] = {
  pageTitle: (product) => `Ce n’était pas moi — ${product}`,
  heading: 'Ce n’est pas votre demande?',
  intro:
    'Quelqu’un a envoyé une demande de soutien avec votre adresse courriel, et notre réponse vous a été envoyée. Si vous ne nous avez pas écrit, supprimez la demande : nous ne vous écrirons plus à son sujet.',
  submit: 'Supprimer la demande',
  submitting: 'Suppression...',
  doneHeading: 'Demande supprimée',
  done: 'La demande et ses réponses sont supprimées. Nous ne vous écrirons plus à son sujet.',
  failed: 'La demande n’a pas pu être supprimée. Veuillez réessayer.',
  invalidHeading: 'Ce lien ne fonctionne plus',
  invalidBody:
    'La demande a déjà été supprimée, ou elle a été confirmée comme la vôtre. Vos demandes sont à Mes demandes.',
  goToMyTickets: 'Aller à Mes demandes',
};
