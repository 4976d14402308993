import type { PublicMessages } from '#client/locales/en/public.ts';

export const tickets: PublicMessages['tickets'] = {
  form: {
    title: 'Soumettre une demande de soutien',
    intro: 'Dites-nous comment nous pouvons vous aider et nous vous répondrons.',
    emailLabel: 'Courriel',
    emailPlaceholder: 'vous@entreprise.ca',
    nameLabel: 'Nom',
    namePlaceholder: 'Votre nom complet',
    subjectLabel: 'Objet',
    subjectPlaceholder: 'Brève description du problème',
    descriptionLabel: 'Description',
    descriptionPlaceholder: 'Décrivez votre problème en détail...',
    passwordLabel: 'Créer un mot de passe',
    passwordPlaceholder: 'Créez un mot de passe',
    passwordHelp: 'Au moins 6 caractères.',
    submit: 'Soumettre la demande',
    submitting: 'Envoi en cours...',
    consent: 'En soumettant, vous acceptez le traitement de vos renseignements décrit dans notre',
    consentLink: 'politique de confidentialité',
    cancel: 'Annuler',
    websiteLabel: 'Site Web',
    loadFailedTitle: 'Erreur',
    loadFailed: 'Le formulaire n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  },
  filed: {
    title: 'Demande reçue',
    reference: 'Numéro de votre demande',
    acknowledged: (email) => `Nous avons envoyé un accusé de réception avec ce numéro à ${email}.`,
    confirmationSent: (email) => `Nous avons envoyé à ${email} un lien pour confirmer votre adresse.`,
    done: 'Terminé',
  },
  newTicket: 'Nouvelle demande',
  hint: {
    unknown: 'Entrez d’abord votre courriel : nous vérifierons si vous avez déjà un mot de passe.',
    known:
      'Courriel reconnu! Aucun mot de passe requis : consultez vos demandes dans Mes demandes avec votre courriel et votre mot de passe actuel.',
    new: 'Nouveau courriel : créez un mot de passe ci-dessous pour consulter vos demandes plus tard dans Mes demandes.',
  },
  toast: {
    missingTitle: 'Renseignements manquants',
    missing: 'Veuillez remplir tous les champs obligatoires.',
    missingWithPassword: 'Veuillez remplir tous les champs obligatoires, y compris le mot de passe.',
    invalidEmailTitle: 'Courriel invalide',
    invalidEmail: 'Veuillez entrer une adresse courriel valide.',
    shortPasswordTitle: 'Mot de passe trop court',
    shortPassword: 'Le mot de passe doit comporter au moins 6 caractères.',
    submittedTitle: 'Demande de soutien soumise',
    submittedExisting:
      'Votre demande a bien été soumise! Vous pouvez la consulter dans le tableau de bord avec votre mot de passe actuel.',
    submittedNew:
      'Votre demande a bien été soumise! Votre mot de passe a été créé : ouvrez le lien que nous vous avons envoyé par courriel pour confirmer votre adresse, puis utilisez votre courriel et votre mot de passe pour consulter vos demandes dans le tableau de bord.',
    submittedHeld:
      'Votre demande a bien été soumise! Votre mot de passe a été créé, mais nous ne pouvons pas vous envoyer le lien de confirmation par courriel pour l’instant. Dans une heure, connectez-vous au tableau de bord avec votre courriel et votre mot de passe, puis choisissez « Renvoyer le lien ».',
    failedTitle: 'Échec de l’envoi',
    failed: 'Une erreur s’est produite lors de l’envoi de votre demande. Veuillez réessayer.',
    rateLimited:
      'Trop de demandes ont été soumises depuis votre réseau. Veuillez patienter une heure et réessayer.',
  },
};
