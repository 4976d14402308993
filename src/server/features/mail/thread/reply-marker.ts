import type { MailKind } from '#shared/constants.ts';

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
