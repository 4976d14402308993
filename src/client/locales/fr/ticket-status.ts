import type { AccountMessages } from '#client/locales/en/account.ts';

// Feminine: they describe a « demande ».
export const ticketStatus: AccountMessages['ticketStatus'] = {
  open: 'ouverte',
  in_progress: 'en cours',
  resolved: 'résolue',
  closed: 'fermée',
};
