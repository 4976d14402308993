// Every constant both sides agree on, in one zod-free module: the browser reads these without
// loading the schema library (which would triple the size of the pages that need them).

export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;

export type TicketStatus = (typeof ticketStatuses)[number];

/** A session lasts 24 hours from sign-in; the browser's mirror expires with it. */
export const SESSION_LIFETIME_MS = 86_400_000;

/** localStorage key of the browser's mirror of the server session. */
export const SESSION_STORAGE_KEY = 'support_session';

export const SESSION_COOKIE_NAME = 'support_session';

export const EMAIL_MAX_LENGTH = 254;

/** A new email's password needs at least this many characters (checked in the browser). */
export const PASSWORD_MIN_LENGTH = 6;

/** Longer than a customer's: an admin account opens every ticket (the admin CLI asks the same). */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/** Longest accepted text per ticket field (also the inputs' maxLength). */
export const ticketLimits = {
  name: 100,
  subject: 200,
  description: 5000,
  response: 5000,
} as const;

/** Tickets per page, in the customer's list and on the admin desk. */
export const PAGE_SIZE = 20;

export const ADMIN_SEARCH_MAX_LENGTH = 200;

/**
 * Counting a broad search's matches would cost more than the page itself at a million tickets, so
 * `matching` stops at this many and `matchingCapped` says so ("1,000+"): fifty pages, past which an
 * admin narrows the search rather than pages on.
 */
export const MATCHING_COUNT_CAP = 1_000;

/** The longest demo-chat message, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** What a desk account may do: an admin everything, an agent the ticket desk only (docs/decisions/desk-roles.md). */
export const deskRoles = ['admin', 'agent'] as const;

export type DeskRole = (typeof deskRoles)[number];

/** The desk's views: everything, the signed-in member's tickets, nobody's. */
export const deskViews = ['all', 'mine', 'unassigned'] as const;

export type DeskView = (typeof deskViews)[number];

/** The desk's orders: by last activity (the default) or by creation, newest first either way. */
export const deskOrders = ['activity', 'created'] as const;

export type DeskOrder = (typeof deskOrders)[number];

/** A member's display name, shown on their replies. */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** An invitation link works for 7 days (a new one replaces it). */
export const INVITATION_LINK_LIFETIME_MS = 7 * 24 * 3_600_000;

/** Single-use recovery codes an admin gets with two-factor sign-in. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Every kind of audit-trail entry, in the order the audit page's filter lists them. A feature that
 * records a new kind adds it here (and its label in both locales), then calls recordAudit.
 */
export const auditKinds = [
  'admin_sign_in.succeeded',
  'admin_sign_in.failed',
  'ticket.status_changed',
  'ticket.replied',
  'admin_account.created',
  'admin_account.deleted',
  'admin_account.password_changed',
  'admin_account.two_factor_enabled',
  'admin_account.two_factor_reset',
  'ticket.deleted',
  'customer.data_exported',
  'customer.account_deleted',
  'retention.tickets_removed',
  'admin_account.password_reset',
  'customer.password_reset',
  'admin_account.invited',
  'admin_account.joined',
  'admin_account.role_changed',
  'admin_account.renamed',
  'admin_account.deactivated',
  'admin_account.reactivated',
  'ticket.assigned',
  'ticket.noted',
  'saved_reply.updated',
  'admin_account.email_changed',
  'settings.changed',
] as const;

export type AuditKind = (typeof auditKinds)[number];

/**
 * What happens to a ticket: each change is one entry of the audit trail, its event. A ticket's creation
 * is recorded too but not listed on the trail, which is about who did what to existing records.
 */
export const ticketEventKinds = [
  'ticket.created',
  'ticket.replied',
  'ticket.status_changed',
  'ticket.deleted',
  'ticket.assigned',
  'ticket.noted',
] as const;

export type TicketEventKind = (typeof ticketEventKinds)[number];

/** The kinds the audit trail records but does not list. */
export const UNLISTED_AUDIT_KIND = 'ticket.created';

/** Who did it: a signed-in admin or customer, someone at the admin sign-in, the CLI's operator, the server itself. */
export const auditActorTypes = ['admin', 'customer', 'visitor', 'operator', 'system'] as const;

export type AuditActorType = (typeof auditActorTypes)[number];

/** What an entry is about: a ticket (by id), an account (by email), or a saved reply (by id). */
export const auditSubjectTypes = ['ticket', 'admin_account', 'customer', 'saved_reply'] as const;

export type AuditSubjectType = (typeof auditSubjectTypes)[number];

export const AUDIT_PERSON_MAX_LENGTH = 254;

/** What an emailed link that grants access is for. */
export const emailTokenPurposes = ['confirm_email', 'reset_password', 'change_email'] as const;

export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** A confirmation link works for 24 hours, a reset link for 30 minutes. */
/**
 * Which password confirms an address on its link's page: the one chosen with a ticket, checked (a wrong
 * one is refused), or a new one, set. Never a guess between the two.
 */
export const confirmationPasswords = ['ticket', 'new'] as const;

export type ConfirmationPassword = (typeof confirmationPasswords)[number];

export const CONFIRM_EMAIL_LINK_LIFETIME_MS = 24 * 3_600_000;
export const RESET_PASSWORD_LINK_LIFETIME_MS = 30 * 60_000;

/** Every message the product sends. */
export const mailKinds = [
  'confirm_email',
  'reset_password',
  'customer_reply_notice',
  'customer_status_notice',
  'ticket_received',
  'admin_new_ticket',
  'admin_new_tickets',
  'admin_customer_reply',
  'admin_invitation',
  'admin_ticket_assigned',
  'admin_email_change',
  'admin_email_changed',
] as const;

export type MailKind = (typeof mailKinds)[number];

export const mailStates = ['kept', 'queued', 'sent', 'failed', 'bounced'] as const;

export type MailState = (typeof mailStates)[number];

/** How a response came: typed on the site, or a reply by email. */
export const responseChannels = ['web', 'email'] as const;

export type ResponseChannel = (typeof responseChannels)[number];

/** Where a received message was read: the IMAP mailbox, or a mail provider's POST. */
export const inboundSources = ['imap', 'http'] as const;

/**
 * What became of a received message: added to its ticket, a new ticket, held for an admin, an
 * auto-reply or a bounce (never answered), ignored (for nobody), discarded by an admin, refused unread
 * (too large, or the parser refused it), or failed (its processing kept failing).
 */
export const inboundOutcomes = [
  'added',
  'new_ticket',
  'held',
  'auto_reply',
  'bounce',
  'ignored',
  'discarded',
  'refused',
  'failed',
] as const;

export type InboundSource = (typeof inboundSources)[number];

export type InboundOutcome = (typeof inboundOutcomes)[number];

/** Outbox messages per page at /admin/mail. */
export const MAIL_PAGE_SIZE = 20;

/** The answers to 'How did we do?'. */
export const satisfactionRatings = ['good', 'bad'] as const;

export type SatisfactionRating = (typeof satisfactionRatings)[number];

/** The longest comment left with an answer to 'How did we do?'. */
export const SATISFACTION_COMMENT_MAX_LENGTH = 2000;

/** The analytics page's ready-made periods, in days up to today. */
export const analyticsPeriodLengths = ['7', '30', '90'] as const;
