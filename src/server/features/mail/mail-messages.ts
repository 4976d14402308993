import type { MailKind } from '#shared/constants.ts';
import type { MailMessage } from './mail-message.ts';
import { confirmEmailMessage } from './messages/confirm-email-message.tsx';
import { customerReplyNoticeMessage } from './messages/customer-reply-notice-message.tsx';
import { emailChangeMessage } from './messages/email-change-message.tsx';
import { emailChangedMessage } from './messages/email-changed-message.tsx';
import { invitationMessage } from './messages/invitation-message.tsx';
import { newTicketNoticeMessage } from './messages/new-ticket-notice-message.tsx';
import { newTicketsDigestMessage } from './messages/new-tickets-digest-message.tsx';
import { replyNoticeMessage } from './messages/reply-notice-message.tsx';
import { resetPasswordMessage } from './messages/reset-password-message.tsx';
import { statusNoticeMessage } from './messages/status-notice-message.tsx';
import { ticketAssignedMessage } from './messages/ticket-assigned-message.tsx';
import { ticketReceivedMessage } from './messages/ticket-received-message.tsx';

/** Every kind of message, for the worker that renders and sends it and the outbox page that shows it. */
export const mailMessages: Record<MailKind, MailMessage> = {
  confirm_email: confirmEmailMessage,
  reset_password: resetPasswordMessage,
  customer_reply_notice: replyNoticeMessage,
  customer_status_notice: statusNoticeMessage,
  ticket_received: ticketReceivedMessage,
  admin_new_ticket: newTicketNoticeMessage,
  admin_new_tickets: newTicketsDigestMessage,
  admin_customer_reply: customerReplyNoticeMessage,
  admin_invitation: invitationMessage,
  admin_ticket_assigned: ticketAssignedMessage,
  admin_email_change: emailChangeMessage,
  admin_email_changed: emailChangedMessage,
};
