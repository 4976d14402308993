import type { AccountMessages } from '#client/locales/en/account.ts';

export const replyDelivery: AccountMessages['replyDelivery'] = {
  state: {
    queued: 'Courriel en attente',
    sent: 'Courriel envoyé',
    bounced: 'Courriel retourné',
    not_sent: 'Courriel non envoyé',
  },
  reason: {
    retrying: 'Le serveur de courriel ne l’a pas encore accepté; il sera essayé de nouveau.',
    refused: 'Le serveur de courriel du client a refusé l’adresse.',
    no_smtp: 'Aucun serveur de courriel n’est configuré (SMTP_URL) : il attend dans la boîte d’envoi.',
    gave_up: 'Tous les essais d’envoi ont échoué.',
    turned_off: 'Le client a désactivé les courriels de réponse.',
    address_bounced: 'Des courriels précédents à cette adresse ont été retournés.',
    not_written: 'Aucun courriel n’a été rédigé pour cette réponse.',
  },
  detail: (answer) => `Serveur de courriel : ${answer}`,
  ticketBounced: (email) =>
    `Des courriels à ${email} ont été retournés : le client ne reçoit peut-être pas vos réponses.`,
};
