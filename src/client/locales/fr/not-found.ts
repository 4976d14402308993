import type { Messages } from '#client/locales/en/index.ts';

export const notFound: Messages['notFound'] = {
  title: 'Oups! Page introuvable',
  body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  returnHome: 'Retour à l’accueil',
};
