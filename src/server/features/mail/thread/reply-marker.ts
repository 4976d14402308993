import type { MailKind } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';

/** The first line of a message that can be answered: an emailed reply keeps only what is above it. */
export const replyMarkers: Record<Language, string> = {
  en: '## Reply above this line to answer ##',
  fr: '## Répondez au-dessus de cette ligne ##',
};

/** The messages about one ticket, which a reply can answer; a digest names many, a link none. */
const aboutOneTicket = new Set<MailKind>([
  'customer_reply_notice',
  'customer_status_notice',
  'ticket_received',
  'admin_new_ticket',
  'admin_customer_reply',
]);

/** Whether a message gets a reply address: with SUPPORT_ADDRESS, for a message about one ticket. */
export function isAnswerable(
  supportAddress: string | undefined,
  row: { kind: MailKind; ticketId: string | null },
): boolean {
  return supportAddress !== undefined && row.ticketId !== null && aboutOneTicket.has(row.kind);
}
