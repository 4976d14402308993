import { clsx } from 'clsx';
import { RotateCcw, ShieldCheck, UserRound } from 'lucide-react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { Attachment } from '#shared/schemas/attachments.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { AttachmentList } from './attachments/attachment-list.tsx';

/** A ticket's conversation in the order given (oldest first), each response saying who wrote it and when, with its files. */
export function ResponseList({ responses, files }: { responses: TicketResponse[]; files: Attachment[] }) {
  const { conversation } = useAccountMessages();
  const { language } = useLanguage();
  return (
    <ol className="grid gap-3">
      {responses.map((response) => {
        const Icon = response.isFromAdmin ? ShieldCheck : UserRound;
        return (
          <li
            key={response.id}
            className={clsx(
              'rounded-lg border p-4',
              response.isFromAdmin ? 'border-maple-200 bg-maple-50' : 'border-border bg-muted/60',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1.5 font-semibold">
                <Icon aria-hidden="true" className="size-4" />
                {response.isFromAdmin ? conversation.fromAdmin : conversation.fromCustomer}
              </span>
              <time dateTime={response.createdAt} className="text-muted-foreground">
                {formatDateTime(response.createdAt, language)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words">{response.text}</p>
            {response.reopenedTicket && (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                <RotateCcw aria-hidden="true" className="size-4" />
                {conversation.reopened}
              </p>
            )}
            <AttachmentList files={files.filter((file) => file.responseId === response.id)} />
          </li>
        );
      })}
    </ol>
  );
}
