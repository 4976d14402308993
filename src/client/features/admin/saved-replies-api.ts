import { useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import type { Language } from '#shared/language.ts';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';
import { shortTicketId } from '#shared/short-ticket-id.ts';
import { adminKeys } from './api.ts';

export const savedRepliesKey = () => [...adminKeys.all, 'saved-replies'] as const;

export function useSavedReplies() {
  return useQuery({
    queryKey: savedRepliesKey(),
    queryFn: () => json(api.admin['saved-replies'].$get()),
    staleTime: 60_000,
  });
}

/** The reply's text in the ticket's language, its placeholders filled in with the ticket's customer and id. */
export function fillSavedReply(
  reply: SavedReply,
  ticket: { id: string; name: string; language: Language },
): string {
  const body = ticket.language === 'fr' ? reply.bodyFr : reply.bodyEn;
  return body
    .replaceAll('{{customer_name}}', ticket.name)
    .replaceAll('{{ticket_id}}', shortTicketId(ticket.id));
}

/** The saved replies whose title starts a word with `typed` (case and accents aside), at most five. */
export function matchingReplies(replies: SavedReply[], typed: string): SavedReply[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(typed);
  return replies
    .filter((reply) =>
      fold(reply.title)
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
    )
    .slice(0, 5);
}
