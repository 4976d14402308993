import type { AccountMessages } from '#client/locales/en/account.ts';

export const conversation: AccountMessages['conversation'] = {
  fromAdmin: 'Admin',
  fromCustomer: 'Utilisateur',
  fromTeamMember: (name) => `${name} (équipe de soutien)`,
  // In French, 0 and 1 take the singular.
  title: (count) => `Conversation (${count} ${count < 2 ? 'message' : 'messages'})`,
  empty: 'Aucune réponse pour le moment. Ajoutez la première!',
};
