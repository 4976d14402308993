import { useCallback } from 'react';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useLazyOnOpen } from '#client/lib/use-lazy-on-open.ts';
import type { TicketFormDialogProps } from './ticket-form-dialog.tsx';

const loadDialog = () => import('./ticket-form-dialog.tsx').then((module) => module.TicketFormDialog);

/** The ticket form, fetched the first time it opens so the landing page's first load stays small. */
export function LazyTicketFormDialog({ open, onOpenChange, ...props }: TicketFormDialogProps) {
  const { tickets: t } = usePublicMessages();
  const onError = useCallback(
    (error: unknown) => {
      console.error('Ticket form failed to load', error);
      showToast('error', t.form.loadFailedTitle, t.form.loadFailed);
      onOpenChange(false);
    },
    [onOpenChange, t],
  );
  const Dialog = useLazyOnOpen(open, loadDialog, onError);
  return Dialog ? <Dialog open={open} onOpenChange={onOpenChange} {...props} /> : null;
}
