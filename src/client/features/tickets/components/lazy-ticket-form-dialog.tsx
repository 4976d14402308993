import { type ComponentType, useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toast.ts';
import type { TicketFormDialogProps } from './ticket-form-dialog.tsx';

/**
 * The ticket form, fetched the first time it opens so the landing page's first load stays small.
 * Once fetched it stays mounted: a closed dialog keeps its draft and its closing animation.
 * A failed fetch (a flaky connection) is told to the visitor and tried again on the next open,
 * rather than breaking the page as an unhandled React.lazy error would.
 */
export function LazyTicketFormDialog({ open, onOpenChange }: TicketFormDialogProps) {
  const { tickets: t } = useMessages();
  const [Dialog, setDialog] = useState<ComponentType<TicketFormDialogProps> | null>(null);

  useEffect(() => {
    if (!open || Dialog) return;
    let cancelled = false;
    import('./ticket-form-dialog.tsx').then(
      (module) => {
        if (!cancelled) setDialog(() => module.TicketFormDialog);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Ticket form failed to load', error);
        showToast('error', t.form.loadFailedTitle, t.form.loadFailed);
        onOpenChange(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, Dialog, onOpenChange, t]);

  return Dialog ? <Dialog open={open} onOpenChange={onOpenChange} /> : null;
}
