import type { DeskMessages } from '#client/locales/en/desk.ts';

// Feminine: they describe a « demande ».
export const ticketStatus: DeskMessages['ticketStatus'] = {
  open: 'ouverte',
  in_progress: 'en cours',
  resolved: 'résolue',
  closed: 'fermée',
};
