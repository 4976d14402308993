import type { Messages } from '../en/index.ts';

// Feminine: they describe a « demande ».
export const ticketStatus: Messages['ticketStatus'] = {
  open: 'ouverte',
  in_progress: 'en cours',
  resolved: 'résolue',
  closed: 'fermée',
};
