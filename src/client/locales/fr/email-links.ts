import type { AccountMessages } from '#client/locales/en/account.ts';

export const emailLinks: AccountMessages['emailLinks'] = {
  backHome: 'Retour à l’accueil',
  forgot: {
    open: 'Mot de passe oublié?',
    title: 'Réinitialiser votre mot de passe',
    description: 'Entrez votre courriel et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    emailLabel: 'Courriel',
    emailPlaceholder: 'vous@entreprise.ca',
    submit: 'Envoyer le lien',
    sending: 'Envoi en cours...',
    cancel: 'Annuler',
    sentTitle: 'Consultez votre boîte de réception',
    sent: (email) =>
      `Si un compte existe pour ${email}, nous y avons envoyé un lien pour réinitialiser son mot de passe.`,
    invalidTitle: 'Courriel invalide',
    invalid: 'Veuillez entrer une adresse courriel valide.',
    loadFailed: 'Le formulaire n’a pas pu être ouvert. Vérifiez votre connexion et réessayez.',
  },
  resend: {
    notConfirmedTitle: 'Courriel non confirmé',
    notConfirmed: (email) => `Confirmez d’abord votre courriel : nous avons envoyé un lien à ${email}.`,
    button: 'Renvoyer le lien',
    sending: 'Envoi en cours...',
    sentTitle: 'Lien envoyé',
    sent: (email) => `Nous avons envoyé un nouveau lien de confirmation à ${email}. Il est valide 24 heures.`,
  },
  toast: {
    rateLimitedTitle: 'Trop de demandes',
    rateLimited: 'Trop de liens ont été demandés. Veuillez patienter une heure avant de réessayer.',
    errorTitle: 'Erreur',
    sendFailed: 'Le lien n’a pas pu être envoyé. Veuillez réessayer.',
    tooManyTries:
      'Trop de liens ont été ouverts depuis votre réseau. Veuillez patienter une heure avant de réessayer.',
  },
  invalidLink: {
    heading: 'Ce lien a expiré ou a déjà été utilisé',
  },
  password: {
    help: (min) => `Au moins ${min} caractères.`,
    shortTitle: 'Mot de passe trop court',
    short: (min) => `Le mot de passe doit contenir au moins ${min} caractères.`,
  },
  confirm: {
    pageTitle: (product) => `Confirmer votre courriel — ${product}`,
    checking: 'Vérification de votre lien...',
    heading: 'Confirmer votre courriel',
    forEmail: (email) => `Pour ${email}.`,
    prompt: 'Entrez le mot de passe choisi avec votre demande, ou choisissez-en un nouveau.',
    passwordLabel: 'Mot de passe',
    passwordPlaceholder: 'Votre mot de passe',
    submit: 'Confirmer et se connecter',
    submitting: 'Confirmation en cours...',
    confirmedTitle: 'Courriel confirmé',
    confirmed: 'Votre session est ouverte et le restera pendant 24 heures.',
    saveFailed: 'Votre courriel n’a pas pu être confirmé. Veuillez réessayer.',
    invalidBody:
      'Un lien de confirmation ne fonctionne qu’une fois, pendant 24 heures, et plus du tout une fois l’adresse confirmée.',
    invalidNext: 'Connectez-vous à Mes demandes avec le mot de passe choisi pour recevoir un nouveau lien.',
    goToMyTickets: 'Aller à Mes demandes',
    failedHeading: 'Votre lien n’a pas pu être vérifié pour le moment',
    failedBody: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  reset: {
    pageTitle: (product) => `Choisir un nouveau mot de passe — ${product}`,
    checking: 'Vérification de votre lien...',
    heading: 'Choisir un nouveau mot de passe',
    forEmail: (email) => `Pour ${email}.`,
    passwordLabel: 'Nouveau mot de passe',
    passwordPlaceholder: 'Votre nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement...',
    invalidBody:
      'Un lien de réinitialisation ne fonctionne qu’une fois, pendant 30 minutes, et plus du tout une fois le mot de passe changé.',
    invalidNext: 'Demandez un nouveau lien avec « Mot de passe oublié? » sur la page de connexion.',
    customerSignIn: 'Aller à Mes demandes',
    adminSignIn: 'Aller à la connexion de l’administration',
    failedHeading: 'Votre lien n’a pas pu être vérifié pour le moment',
    failedBody: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    changedTitle: 'Mot de passe modifié',
    customerChanged:
      'Votre session est ouverte avec votre nouveau mot de passe. Vos autres sessions ont été fermées.',
    adminChanged: 'Connectez-vous avec votre nouveau mot de passe.',
    saveFailed: 'Votre nouveau mot de passe n’a pas pu être enregistré. Veuillez réessayer.',
  },
  turnOff: {
    pageTitle: (product) => `Désactiver des courriels — ${product}`,
    heading: 'Désactiver ces courriels',
    intro: 'Ce lien arrête un type de courriel :',
    notices: {
      replies: 'les courriels qui vous avisent que notre équipe a répondu à votre demande.',
      status: 'les courriels qui vous avisent que votre demande a été résolue ou fermée.',
      desk: 'les courriels sur les nouvelles demandes et les réponses des clients, envoyés aux administrateurs.',
      satisfaction: 'la question « Comment avons-nous fait? » quand votre demande est résolue ou fermée.',
    },
    unknownNotice: 'le type de courriel dans lequel ce lien se trouvait.',
    stillSent:
      'Les courriels que vous demandez, comme les liens de confirmation et de réinitialisation du mot de passe, continueront d’arriver.',
    submit: 'Désactiver ces courriels',
    submitting: 'Désactivation...',
    doneHeading: 'Courriels désactivés',
    done: {
      replies:
        'Vous ne recevrez plus de courriels au sujet de nos réponses. Connectez-vous à Mes demandes pour les lire.',
      status: 'Vous ne recevrez plus de courriels quand vos demandes sont résolues ou fermées.',
      desk: 'Vous ne recevrez plus de courriels sur les nouvelles demandes et les réponses des clients. Vous pouvez les réactiver depuis le tableau de bord de l’administration.',
      satisfaction:
        'Nous ne vous demanderons plus comment nous avons fait. Vous serez toujours avisé quand vos demandes sont résolues ou fermées.',
    },
    invalidHeading: 'Ce lien n’est pas valide',
    invalidBody:
      'Il a peut-être été coupé ou modifié. Ouvrez le lien complet depuis le courriel, ou utilisez celui du prochain courriel que vous recevrez.',
    failed: 'Ces courriels n’ont pas pu être désactivés pour le moment. Veuillez réessayer.',
  },
};
