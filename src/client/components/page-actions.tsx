import { createContext, useContext } from 'react';

/**
 * What buttons anywhere on a page may ask of it: open the AI platform overlay or the ticket form.
 * The page that renders those decides how (features do not import each other).
 */
export interface PageActions {
  openPlatform: () => void;
  openTicketForm: () => void;
}

export const PageActionsContext = createContext<PageActions | null>(null);

export function usePageActions(): PageActions {
  const actions = useContext(PageActionsContext);
  if (!actions) throw new Error('usePageActions must be used inside <PageActionsContext>');
  return actions;
}
