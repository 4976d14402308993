import type * as en from '#client/locales/en/link-request-toasts.ts';

export const linkRequestToasts: typeof en.linkRequestToasts = {
  rateLimitedTitle: 'Trop de demandes',
  rateLimited: 'Trop de liens ont été demandés. Veuillez patienter une heure avant de réessayer.',
  errorTitle: 'Erreur',
  sendFailed: 'Le lien n’a pas pu être envoyé. Veuillez réessayer.',
  tooManyTries:
    'Trop de liens ont été ouverts depuis votre réseau. Veuillez patienter une heure avant de réessayer.',
};
