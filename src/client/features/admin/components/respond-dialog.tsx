import { MessageSquareReply } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { AttachmentList } from '#client/components/attachments/attachment-list.tsx';
import { ResponseList } from '#client/components/response-list.tsx';
import { TicketStatusBadge } from '#client/components/ticket-status-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { UnverifiedBadge } from '#client/components/unverified-badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { showToast } from '#client/lib/toast.ts';
import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { useAdminTicket } from '../api.ts';
import { useTicketPresence } from '../use-ticket-presence.ts';
import { AssigneeSelect } from './assignee-select.tsx';
import { ReplyDeliveryStatus, TicketBounced } from './reply-delivery.tsx';
import { ResponseForm } from './response-form.tsx';
import { TicketViewers } from './ticket-viewers.tsx';

type TicketHeading = Pick<AdminTicket, 'id' | 'subject' | 'name' | 'email'>;

/** The Respond dialog's content: whom the ticket is from, its conversation and the admin's answer. */
function RespondContent({ ticket, open }: { ticket: TicketHeading; open: boolean }) {
  const { admin: t, common } = useAccountMessages();
  return (
    <DialogContent closeLabel={common.close} className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle className="break-words">{t.respond.title(ticket.subject)}</DialogTitle>
        <DialogDescription className="break-all">
          {t.ticket.from(ticket.name, ticket.email)}
        </DialogDescription>
      </DialogHeader>
      {open && <Conversation ticketId={ticket.id} />}
    </DialogContent>
  );
}

/** The Respond dialog: the ticket, its conversation oldest first, and the admin's answer. */
export function RespondDialog({ ticket }: { ticket: AdminTicket }) {
  const { admin: t } = useAccountMessages();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <MessageSquareReply aria-hidden="true" />
          {t.ticket.respond}
          <span className="sr-only">: {ticket.subject}</span>
        </Button>
      </DialogTrigger>
      <RespondContent ticket={ticket} open={open} />
    </Dialog>
  );
}

/**
 * The ticket an emailed link names (`/admin/tickets?ticket=…`), open in the Respond dialog over the desk,
 * wherever it is in the list; closing it leaves the desk as it was.
 */
export function LinkedTicketDialog() {
  const { admin: t } = useAccountMessages();
  const [params, setParams] = useSearchParams();
  const id = params.get('ticket');
  const detail = useAdminTicket(id ?? '', { enabled: id !== null });
  const close = () => {
    const rest = new URLSearchParams(params);
    rest.delete('ticket');
    setParams(rest, { replace: true });
  };

  const missing =
    detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  useEffect(() => {
    if (id === null || !detail.isError) return;
    showToast('error', t.toast.errorTitle, missing ? t.toast.linkedTicketMissing : t.toast.responsesFailed);
  }, [id, detail.isError, missing, t]);

  if (id === null || !detail.data) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <RespondContent ticket={detail.data.ticket} open />
    </Dialog>
  );
}

function Conversation({ ticketId }: { ticketId: string }) {
  const { admin: t, conversation } = useAccountMessages();
  const detail = useAdminTicket(ticketId);
  const typing = useTicketPresence(ticketId);

  useEffect(() => {
    if (detail.isError) showToast('error', t.toast.errorTitle, t.toast.responsesFailed);
  }, [detail.isError, t]);

  if (!detail.data) {
    return detail.isError ? (
      <p role="alert" className="text-destructive">
        {t.toast.responsesFailed}
      </p>
    ) : (
      <p role="status" className="text-muted-foreground">
        {t.respond.loading}
      </p>
    );
  }
  const { ticket, responses, attachments, deliveries, mailBounced } = detail.data;
  const deliveryOf = new Map(deliveries.map((delivery) => [delivery.responseId, delivery]));
  return (
    <div className="grid gap-5">
      <TicketViewers ticketId={ticketId} />
      <section className="rounded-lg border border-border bg-muted/60 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{t.respond.originalRequest}</h3>
          <div className="flex flex-wrap items-center gap-2">
            {!ticket.isVerified && <UnverifiedBadge label={t.ticket.unverified} />}
            <TicketStatusBadge status={ticket.status} />
          </div>
        </div>
        <p className="mt-2 whitespace-pre-wrap break-words">{ticket.description}</p>
        {mailBounced && <TicketBounced email={ticket.email} />}
        <div className="mt-3 border-t border-border pt-3">
          <AssigneeSelect ticketId={ticket.id} subject={ticket.subject} assignee={detail.data.assignee} />
        </div>
        <AttachmentList files={attachments.filter((file) => file.responseId === null)} />
      </section>
      <section className="grid gap-3">
        <h3 className="font-semibold">{conversation.title(responses.length)}</h3>
        {responses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{conversation.empty}</p>
        ) : (
          <ResponseList
            responses={responses}
            files={attachments}
            audience="desk"
            below={(response) => {
              const delivery = deliveryOf.get(response.id);
              return delivery && <ReplyDeliveryStatus delivery={delivery} />;
            }}
          />
        )}
      </section>
      {ticket.status === 'closed' ? (
        <p className="rounded-lg border border-border bg-stone-100 p-4 text-sm">{t.respond.closedNote}</p>
      ) : (
        // Any keystroke in the answer (reply or note) tells the others this member is typing.
        <div onInput={typing}>
          <ResponseForm
            ticket={{ id: ticket.id, name: ticket.name, language: detail.data.language }}
            conversation={{ responses, attachments }}
          />
        </div>
      )}
    </div>
  );
}
