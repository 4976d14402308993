import type { deskSettings as english } from '#client/locales/en/desk-settings.ts';

export const deskSettings: typeof english = {
  title: 'Paramètres',
  intro:
    'Votre organisation telle que la voient vos clients, et le fonctionnement du service d’aide. Les changements s’appliquent aussitôt et figurent dans le journal d’audit.',
  dashboardText:
    'Organisation, coordonnées, heures d’ouverture, cible de réponse, conservation et connexion à deux facteurs.',
  open: 'Ouvrir les paramètres',
  loading: 'Chargement des paramètres...',
  loadFailed: 'Impossible de charger les paramètres',
  organisation: {
    title: 'Organisation',
    hint: 'Affichés dans la section contact et le pied de la page d’accueil et dans chaque courriel ; laissez une coordonnée vide pour la masquer.',
    name: 'Nom de l’organisation',
    supportEmail: 'Courriel du soutien',
    phone: 'Téléphone',
    address: 'Adresse',
  },
  hours: {
    title: 'Heures et cible',
    hint: 'Les analyses ne comptent l’attente que pendant ces heures.',
    hours: 'Heures d’ouverture',
    hoursHint: 'Par exemple mon-fri 09:00-17:00. Vide : toutes les heures comptent.',
    timeZone: 'Fuseau horaire',
    timeZoneHint: 'Par exemple America/Toronto ; les jours des analyses commencent à son minuit.',
    target: 'Cible de première réponse (heures)',
    targetHint:
      'Les analyses montrent la part des demandes qui reçoivent une première réponse dans ce nombre d’heures ouvrables.',
  },
  policies: {
    title: 'Règles',
    retention: 'Supprimer les demandes fermées après (jours)',
    retentionHint:
      'Compté depuis la dernière activité de la demande, vérifié chaque jour et indiqué dans la politique de confidentialité. Vide : les demandes fermées sont conservées.',
    requireTwoFactor: 'Exiger la connexion à deux facteurs',
    requireTwoFactorHint: 'Un membre qui ne l’a pas la configure à sa prochaine connexion.',
  },
  save: 'Enregistrer les paramètres',
  saving: 'Enregistrement...',
  savedTitle: 'Paramètres enregistrés',
  saved: 'Les changements s’appliquent aussitôt.',
  failed: 'Impossible d’enregistrer les paramètres',
  problems: {
    nameMissing: 'Entrez le nom de l’organisation.',
    emailInvalid: 'Entrez une adresse courriel valide, ou laissez le champ vide.',
    hoursInvalid: 'Écrivez les heures comme mon-fri 09:00-17:00, ou laissez le champ vide.',
    zoneInvalid: 'Entrez un fuseau horaire comme America/Toronto.',
    targetInvalid: 'Entrez un nombre d’heures supérieur à 0.',
    retentionInvalid: 'Entrez un nombre entier de jours, ou laissez le champ vide.',
  },
};
