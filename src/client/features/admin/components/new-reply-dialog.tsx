import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { ResponseList } from '#client/components/response-list.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { Attachment } from '#shared/schemas/attachments.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';

interface NewReplyDialogProps {
  /** The messages that came since the reply was written; empty while they load. */
  messages: TicketResponse[] | null;
  files: Attachment[];
  onSendAnyway: () => void;
  /** Back to the kept text (also Escape). */
  onRevise: () => void;
  /** Where the focus goes once it closes either way: the reply box. */
  returnTo: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Asks before a reply or note goes to a ticket that changed while it was written
 * (docs/decisions/a-new-reply-arrived.md): the new messages, then Revise (focused first) or Send anyway.
 */
export function NewReplyDialog({ messages, files, onSendAnyway, onRevise, returnTo }: NewReplyDialogProps) {
  const { team } = useAccountMessages();
  const t = team.newReply;
  return (
    <AlertDialog.Root open={messages !== null} onOpenChange={(open) => !open && onRevise()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-background p-6 shadow-xl animate-fade-in"
        >
          <AlertDialog.Title className="text-lg font-semibold leading-tight">{t.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t.body}
          </AlertDialog.Description>
          {messages?.length ? (
            <ResponseList responses={messages} files={files} audience="desk" />
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {t.loading}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t.revise}</Button>
            </AlertDialog.Cancel>
            <Button disabled={!messages?.length} onClick={onSendAnyway}>
              {t.sendAnyway}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
