import type { Messages } from '#client/locales/en/index.ts';

export const common: Messages['common'] = {
  enterPlatform: 'Accéder à la plateforme IA',
  submitTicket: 'Soumettre une demande de soutien',
  myTickets: 'Mes demandes',
  admin: 'Administration',
  home: 'Accueil',
  close: 'Fermer',
  switchLanguage: 'English',
  switchLanguageLabel: 'View this site in English',
  mainNavigation: 'Navigation principale',
  loading: 'Chargement...',
  skipToContent: 'Passer au contenu',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  fieldProblem: {
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Entrez une adresse courriel comme nom@entreprise.ca.',
    shortPassword: (min) => `Utilisez au moins ${min} caractères.`,
  },
};
