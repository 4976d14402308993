import type { DeskMessages } from '#client/locales/en/desk.ts';

export const conversation: DeskMessages['conversation'] = {
  fromAdmin: 'Admin',
  fromUser: 'Utilisateur',
  // In French, 0 and 1 take the singular.
  title: (count) => `Conversation (${count} ${count < 2 ? 'message' : 'messages'})`,
  empty: 'Aucune réponse pour le moment. Ajoutez la première!',
};
