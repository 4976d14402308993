import { confirmEmailMessage } from '#server/features/auth/confirm-email-message.tsx';
import { resetPasswordMessage } from '#server/features/auth/reset-password-message.tsx';
import { customerReplyNoticeMessage } from '#server/features/notices/customer-reply-notice-message.tsx';
import { newTicketNoticeMessage } from '#server/features/notices/new-ticket-notice-message.tsx';
import { newTicketsDigestMessage } from '#server/features/notices/new-tickets-digest-message.tsx';
import { replyNoticeMessage } from '#server/features/notices/reply-notice-message.tsx';
import { statusNoticeMessage } from '#server/features/notices/status-notice-message.tsx';
import type { MailKind } from '#shared/constants.ts';
import type { MailMessage } from './mail-message.ts';

/** Every kind of message, for the worker that renders and sends it and the outbox page that shows it. */
export const mailMessages: Record<MailKind, MailMessage> = {
  confirm_email: confirmEmailMessage,
  reset_password: resetPasswordMessage,
  customer_reply_notice: replyNoticeMessage,
  customer_status_notice: statusNoticeMessage,
  admin_new_ticket: newTicketNoticeMessage,
  admin_new_tickets: newTicketsDigestMessage,
  admin_customer_reply: customerReplyNoticeMessage,
};
