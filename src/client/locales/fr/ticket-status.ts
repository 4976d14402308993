import type { Messages } from '#client/locales/en/index.ts';

// Feminine: they describe a « demande ».
export const ticketStatus: Messages['ticketStatus'] = {
  open: 'ouverte',
  in_progress: 'en cours',
  resolved: 'résolue',
  closed: 'fermée',
};
