import { CircleCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { ticketReference } from '#shared/short-ticket-id.ts';
import type { FiledTicket } from '../use-ticket-submission.ts';

interface TicketFiledDialogProps {
  filed: FiledTicket | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** What follows the form once a ticket is stored: its reference, as the customer's ticket list shows it. */
export function TicketFiledDialog({ filed, onClose, onCloseAutoFocus }: TicketFiledDialogProps) {
  const { common, tickets: t } = usePublicMessages();
  // A held confirmation link was not emailed: the success toast says what to do instead.
  const mailed =
    filed?.confirmation === 'none'
      ? t.filed.acknowledged(filed.email)
      : filed?.confirmation === 'sent'
        ? t.filed.confirmationSent(filed.email)
        : null;
  return (
    <Dialog open={filed !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={common.close} onCloseAutoFocus={onCloseAutoFocus} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
            {t.filed.title}
          </DialogTitle>
          <DialogDescription>
            {t.filed.reference}{' '}
            <strong className="font-mono text-base text-foreground">
              {filed && ticketReference(filed.id)}
            </strong>
          </DialogDescription>
        </DialogHeader>
        {mailed && <p className="break-words text-sm">{mailed}</p>}
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t.filed.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
