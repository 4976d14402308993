import { clsx } from 'clsx';
import { Lock, Mail, RotateCcw, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { Attachment } from '#shared/schemas/attachments.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { AttachmentList } from './attachments/attachment-list.tsx';

/**
 * A ticket's conversation in the order given (oldest first), each response saying who wrote it and when,
 * with its files.
 * The desk keeps the spec's Admin and User labels and adds the member's name; a customer reads a
 * member's reply as 'Name (Support team)', or 'Admin' without a name.
 */
export function ResponseList({
  responses,
  files,
  audience,
  below,
}: {
  responses: TicketResponse[];
  files: Attachment[];
  audience: 'desk' | 'customer';
  /** What a response shows under its files (the desk: its email's delivery). */
  below?: (response: TicketResponse) => ReactNode;
}) {
  const { conversation, team } = useAccountMessages();
  function author(response: TicketResponse) {
    if (response.internal) return team.notes.label;
    if (!response.isFromAdmin) return conversation.fromCustomer;
    if (!response.authorName) return conversation.fromAdmin;
    return audience === 'customer'
      ? conversation.fromTeamMember(response.authorName)
      : conversation.fromAdmin;
  }
  const { language } = useLanguage();
  return (
    <ol className="grid gap-3">
      {responses.map((response) => {
        const Icon = response.internal ? Lock : response.isFromAdmin ? ShieldCheck : UserRound;
        return (
          <li
            key={response.id}
            className={clsx(
              'rounded-lg border p-4',
              response.internal
                ? 'border-dashed border-amber-400 bg-amber-50'
                : response.isFromAdmin
                  ? 'border-maple-200 bg-maple-50'
                  : 'border-border bg-muted/60',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1.5 font-semibold">
                <Icon aria-hidden="true" className="size-4" />
                {author(response)}
              </span>
              {audience === 'desk' && response.authorName && (
                <span className="break-all font-medium">{response.authorName}</span>
              )}
              <time dateTime={response.createdAt} className="text-muted-foreground">
                {formatDateTime(response.createdAt, language)}
              </time>
              {response.via === 'email' && (
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Mail aria-hidden="true" className="size-3.5" />
                  {conversation.byEmail}
                </span>
              )}
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words">{response.text}</p>
            {response.reopenedTicket && (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                <RotateCcw aria-hidden="true" className="size-4" />
                {conversation.reopened}
              </p>
            )}
            <AttachmentList files={files.filter((file) => file.responseId === response.id)} />
            {below?.(response)}
          </li>
        );
      })}
    </ol>
  );
}
