import type { MailKind } from '#shared/constants.ts';
import type { NoticeSubscription } from './turn-off-link.ts';

/** Which subscription a message belongs to; confirmation and reset messages belong to none. */
export function noticeSubscription(kind: MailKind, recipient: string): NoticeSubscription | undefined {
  switch (kind) {
    case 'customer_reply_notice':
      return { account: 'customer', email: recipient, notice: 'replies' };
    case 'customer_status_notice':
      return { account: 'customer', email: recipient, notice: 'status' };
    case 'admin_new_ticket':
    case 'admin_new_tickets':
    case 'admin_customer_reply':
    case 'admin_ticket_assigned':
      return { account: 'admin', email: recipient, notice: 'desk' };
    default:
      return undefined;
  }
}
