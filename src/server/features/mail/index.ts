// What other features and the server's composition may use of mail; the rest is its own (docs/decisions/import-boundaries.md).
export { markBounced } from './bounced-mail.ts';
export { inboxDomain, inboxKey } from './inbox.ts';
export { invalidLink } from './invalid-link.ts';
export { linkUsePerAddress } from './link-use-limit.ts';
export { adminMailRoutes, turnOffRoutes } from './mail-routes.ts';
export { mailSender } from './mail-sender.ts';
export { confirmEmailMessage } from './messages/confirm-email-message.tsx';
export { customerReplyNoticeMessage } from './messages/customer-reply-notice-message.tsx';
export { emailChangeMessage } from './messages/email-change-message.tsx';
export { emailChangedMessage } from './messages/email-changed-message.tsx';
export { invitationMessage } from './messages/invitation-message.tsx';
export { newTicketNoticeMessage } from './messages/new-ticket-notice-message.tsx';
export { type DigestTicket, newTicketsDigestMessage } from './messages/new-tickets-digest-message.tsx';
export { replyNoticeMessage } from './messages/reply-notice-message.tsx';
export { resetPasswordMessage } from './messages/reset-password-message.tsx';
export { statusNoticeMessage } from './messages/status-notice-message.tsx';
export { ticketAssignedMessage } from './messages/ticket-assigned-message.tsx';
export { ticketReceivedMessage } from './messages/ticket-received-message.tsx';
export { oneClickTurnOffRoutes } from './one-click-turn-off.ts';
export {
  deliversMail,
  mailContent,
  mailSteps,
  type OutgoingMail,
  reportWrittenMail,
  SEND_MAIL_TASK,
  writeMail,
} from './outbox.ts';
export { sendMailTask } from './send-mail-task.ts';
export { publicBaseUrl, siteLink } from './site-links.ts';
export { startSmtpRetryPrompt } from './smtp-retry-prompt.ts';
export { readSignedMessageIds } from './thread/message-ids.ts';
export { readReplyAddress } from './thread/reply-address.ts';
export { signTurnOff } from './turn-off-link.ts';
