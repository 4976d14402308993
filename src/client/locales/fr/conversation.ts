import type { AccountMessages } from '#client/locales/en/account.ts';

export const conversation: AccountMessages['conversation'] = {
  fromAdmin: 'Admin',
  fromCustomer: 'Utilisateur',
  // In French, 0 and 1 take the singular.
  title: (count) => `Conversation (${count} ${count < 2 ? 'message' : 'messages'})`,
  reopened: 'Cette réponse a rouvert la demande.',
  empty: 'Aucune réponse pour le moment. Ajoutez la première!',
};
