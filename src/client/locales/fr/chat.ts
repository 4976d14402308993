import type { PublicMessages } from '#client/locales/en/public.ts';

export const chat: PublicMessages['chat'] = {
  title: 'Essayez notre assistant dès maintenant',
  subtitle:
    'Gratuit, sans inscription. Posez vos questions sur les fonctionnalités, la confidentialité, les prix ou le soutien.',
  assistantName: (product) => `Assistant ${product}`,
  welcome: (product) =>
    `Bonjour! Je suis l’assistant de ${product}. Demandez-moi ce que la plateforme peut faire pour votre entreprise, où sont conservées vos données, ce qu’elle coûte ou comment obtenir du soutien.`,
  logLabel: 'Conversation',
  you: 'Vous',
  messageLabel: 'Votre message',
  placeholder: 'Posez-moi n’importe quelle question sur votre entreprise...',
  send: 'Envoyer',
  clear: 'Effacer',
  fullPlatform: 'Accéder à la plateforme complète',
  thinking: (product) => `${product} réfléchit...`,
  poweredBy: (provider) => `Réponses fournies par ${provider}`,
  dataBuiltIn: 'L’assistant intégré ne garde rien : vos messages ne sont pas conservés.',
  dataUpstream: (host) =>
    `Vos messages sont envoyés à ${host} pour obtenir une réponse; ce site n’en garde aucune copie.`,
  newLineHint: 'Entrée pour envoyer, Maj+Entrée pour changer de ligne',
  clearedTitle: 'Conversation effacée',
  cleared: 'Votre historique de clavardage a été effacé.',
  errorTitle: 'Erreur de connexion',
  error: 'Impossible de joindre le service d’IA. Veuillez réessayer.',
  apology: 'Désolé, j’ai du mal à me connecter en ce moment. Veuillez réessayer dans un instant.',
  rateLimited:
    'Vous avez envoyé beaucoup de messages en peu de temps. Attendez quelques minutes, puis posez-moi votre question de nouveau.',
};
