import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { useTicketDeletion } from '../use-ticket-deletion.ts';

/** The ticket card's Delete button and the confirmation it asks for. */
export function DeleteTicketDialog({ ticket }: { ticket: AdminTicket }) {
  const { admin: t } = useAccountMessages();
  const deletion = useTicketDeletion(ticket.id);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          {t.ticket.delete}
          <span className="sr-only">: {ticket.subject}</span>
        </Button>
      }
      title={t.ticket.deleteTitle(ticket.subject)}
      description={t.ticket.deleteBody(ticket.name, ticket.email)}
      confirmLabel={t.ticket.deleteConfirm}
      pendingLabel={t.ticket.deleting}
      cancelLabel={t.ticket.deleteCancel}
      onConfirm={() => deletion.mutateAsync()}
    />
  );
}
