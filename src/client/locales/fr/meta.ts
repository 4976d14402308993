import type { Messages } from '#client/locales/en/index.ts';

export const meta: Messages['meta'] = {
  homeTitle: (product) => `${product} — L’IA gratuite pour les entreprises canadiennes`,
  homeDescription: (product) =>
    `${product} est une plateforme d’IA gratuite pour les entreprises canadiennes : analyse de documents, agents IA d’affaires et clavardage professionnel, avec vos données conservées au Canada et jamais utilisées pour l’entraînement.`,
  notFoundTitle: (product) => `Page introuvable — ${product}`,
  appTitle: (product) => `Soutien ${product}`,
};
