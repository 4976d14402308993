import { lazy, Suspense, useState } from 'react';
import type { TicketFormDialogProps } from './ticket-form-dialog.tsx';

const TicketFormDialog = lazy(() =>
  import('./ticket-form-dialog.tsx').then((module) => ({ default: module.TicketFormDialog })),
);

/**
 * The ticket form, fetched the first time it opens so the landing page's first load stays small.
 * Once fetched it stays mounted: a closed dialog keeps its draft and its closing animation.
 */
export function LazyTicketFormDialog({ open, onOpenChange }: TicketFormDialogProps) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <TicketFormDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
