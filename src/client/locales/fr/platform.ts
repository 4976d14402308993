import type { Messages } from '#client/locales/en/index.ts';

export const platform: Messages['platform'] = {
  title: (product) => `Plateforme ${product}`,
  support: 'Soutien',
  close: 'Fermer cette application',
  loading: 'Chargement de la plateforme IA...',
  loadFailedTitle: 'Erreur',
  loadFailed: 'La plateforme IA n’a pas pu s’ouvrir. Vérifiez votre connexion et réessayez.',
};
