import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { insertAttachment } from '#tests/support/uploads.ts';
import type { Actors, Role } from './callers.ts';

export interface CellContext extends Actors {
  /** A fresh open ticket of customer A, made for this cell. */
  ticketId: string;
}

/**
 * What a call needs besides who makes it. Who may make it comes from the operation's `security`
 * declaration in /api/openapi.json: anyone else gets 401 without a session and 403 with the wrong one.
 */
export interface MatrixEntry {
  /** Method and path, reported while the operation is not in the document. */
  contract: string;
  /** The status of a caller the declaration lets through. */
  allowed: number;
  /** What customer B gets on customer A's ticket, where a customer sees only their own. */
  otherCustomer?: number;
  /** The cell's ticket was filed without signing in (is_verified false). */
  unverifiedTicket?: boolean;
  body?: (cell: CellContext) => unknown;
  query?: string;
  /** The path's {id} when it is not the cell's ticket (a team member's id). */
  pathId?: (cell: CellContext) => string;
  /** Path parameters other than the cell's ticket, made for the cell (a file on its ticket). */
  pathValues?: (db: Database, cell: CellContext) => Promise<Record<string, string>>;
  /** A successful answer the caller's browser may keep (a file, revalidated by its ETag): private, not no-store. */
  privateCache?: boolean;
}

/** Valid settings, the same every time: saving them again changes nothing. */
const matrixSettings = {
  organisationName: 'Maple AI',
  supportEmail: 'support@maple.test',
  phone: '',
  address: '',
  businessHours: '',
  timeZone: 'UTC',
  firstResponseTargetHours: 24,
  retentionDays: null,
  requireTwoFactor: false,
};

const ticketFields = { name: 'Ada', subject: 'Export fails', description: 'Nothing happens.' };
const credentials = (account: { email: string; passwordHash: string }) => ({
  email: account.email,
  passwordHash: account.passwordHash,
});

/**
 * Every operation's call, keyed by operationId. Every operation in /api/openapi.json needs a row; the rows of
 * operations another branch adds are skipped until it is merged. Path parameters are the cell's ticket.
 */
export const authorizationMatrix: Record<string, MatrixEntry> = {
  getHealth: { contract: 'GET /health', allowed: 200 },
  getEmailStatus: {
    contract: 'POST /tickets/email-status',
    allowed: 200,
    body: (c) => ({ email: c.customerA.email }),
  },
  submitTicket: {
    contract: 'POST /tickets',
    allowed: 201,
    body: (c) => ({ ...ticketFields, email: c.customerA.email }),
  },
  signIn: {
    contract: 'POST /auth/sign-in',
    allowed: 200,
    body: (c) => credentials(c.customerA),
  },
  getSession: { contract: 'GET /auth/session', allowed: 200 },
  signOut: { contract: 'POST /auth/sign-out', allowed: 204 },

  // issue 4: the customer portal
  listMyTickets: { contract: 'GET /tickets', allowed: 200, query: '?page=1' },
  getMyTicket: { contract: 'GET /tickets/{id}', allowed: 200, otherCustomer: 404 },
  addMyTicketResponse: {
    contract: 'POST /tickets/{id}/responses',
    allowed: 201,
    otherCustomer: 404,
    body: () => ({ text: 'Any update?' }),
  },
  updateMyTicket: {
    contract: 'PATCH /tickets/{id}',
    allowed: 200,
    otherCustomer: 404,
    body: () => ({ status: 'closed' }),
  },
  // issue 26: a ticket filed in the customer's name without signing in: 'Yes, I filed this', 'Not mine'.
  verifyMyTicket: {
    contract: 'POST /tickets/{id}/verification',
    allowed: 200,
    otherCustomer: 404,
    unverifiedTicket: true,
  },
  disownMyTicket: {
    contract: 'DELETE /tickets/{id}',
    allowed: 204,
    otherCustomer: 404,
    unverifiedTicket: true,
  },

  // issue 5: the admin desk
  adminSignIn: {
    contract: 'POST /auth/admin/sign-in',
    allowed: 200,
    body: (c) => credentials(c.admin),
  },
  listAdminTickets: { contract: 'GET /admin/tickets', allowed: 200, query: '?status=open' },
  getAdminTicket: { contract: 'GET /admin/tickets/{id}', allowed: 200 },
  addAdminTicketResponse: {
    contract: 'POST /admin/tickets/{id}/responses',
    allowed: 201,
    body: () => ({ text: 'We are on it.' }),
  },
  updateAdminTicket: {
    contract: 'PATCH /admin/tickets/{id}',
    allowed: 200,
    body: () => ({ status: 'resolved' }),
  },

  // issue 16: admin two-factor sign-in
  getTwoFactorStatus: { contract: 'GET /admin/two-factor', allowed: 200 },
  startTwoFactorEnrolment: { contract: 'POST /admin/two-factor/enrolment', allowed: 200 },
  confirmTwoFactorEnrolment: {
    contract: 'POST /admin/two-factor/confirmation',
    // A code that cannot match: past the guard, an admin meets the code check.
    allowed: 400,
    body: () => ({ code: '000000' }),
  },
  // issue 16: the audit trail
  listAuditEntries: { contract: 'GET /admin/audit', allowed: 200, query: '?kind=ticket.replied&page=1' },
  // issue 32: analytics
  getAnalytics: { contract: 'GET /admin/analytics', allowed: 200, query: '?days=7' },
  exportAnalytics: { contract: 'GET /admin/analytics/export', allowed: 200, query: '?days=7' },
  // A token nobody issued: past any guard, the caller meets the signature check.
  answerSatisfaction: {
    contract: 'POST /satisfaction',
    allowed: 410,
    body: () => ({ token: 'not-issued', rating: 'good' }),
  },

  // issue 15: email. Links with tokens nobody issued: past any guard, the caller meets the link check.
  confirmEmail: {
    contract: 'POST /auth/confirm-email',
    allowed: 410,
    body: () => ({ token: 'not-issued', passwordHash: 'a'.repeat(64) }),
  },
  // issue 26: a confirmation link's page checks it before asking for the password.
  checkConfirmationLink: {
    contract: 'POST /auth/confirm-email/link',
    allowed: 410,
    body: () => ({ token: 'not-issued' }),
  },
  // A new address per call: each address may ask for only a few emails an hour.
  resendConfirmation: {
    contract: 'POST /auth/resend-confirmation',
    allowed: 202,
    body: () => ({ email: `pending-${randomUUID()}@example.com` }),
  },
  requestPasswordReset: {
    contract: 'POST /auth/password-reset',
    allowed: 202,
    body: () => ({ email: `reset-${randomUUID()}@example.com`, account: 'customer' }),
  },
  checkPasswordResetLink: {
    contract: 'POST /auth/password-reset/link',
    allowed: 410,
    body: () => ({ token: 'not-issued' }),
  },
  completePasswordReset: {
    contract: 'POST /auth/password-reset/complete',
    allowed: 410,
    body: () => ({ token: 'not-issued', passwordHash: 'a'.repeat(64) }),
  },
  turnOffNotices: { contract: 'POST /mail/turn-off', allowed: 410, body: () => ({ token: 'not.signed' }) },
  // issue 46: 'This wasn't me' in a notice to an unconfirmed address (a token nobody signed), and the
  // confirmation page's explicit choice of the ticket's password.
  disownTicketByLink: {
    contract: 'POST /tickets/not-mine',
    allowed: 410,
    body: () => ({ token: 'not.signed' }),
  },
  // issue 29: replies by email. No cell sends the mail provider's secret (inbound-routes.test.ts does).
  receiveMail: { contract: 'POST /mail/inbound', allowed: 202, body: () => 'From: a@b.test' },
  // The cell's id is a ticket's, no received message's: admins get 404, as for a message gone.
  listInboundMail: { contract: 'GET /admin/mail/inbound', allowed: 200, query: '?page=1' },
  getInboundOriginal: { contract: 'GET /admin/mail/inbound/{id}/original', allowed: 404 },
  addHeldMail: {
    contract: 'POST /admin/mail/inbound/{id}/ticket',
    allowed: 404,
    body: (c) => ({ ticketId: c.ticketId }),
  },
  discardHeldMail: { contract: 'POST /admin/mail/inbound/{id}/discard', allowed: 404 },
  listOutbox: { contract: 'GET /admin/mail', allowed: 200, query: '?page=1' },
  getDeskNotifications: { contract: 'GET /admin/mail/notifications', allowed: 200 },
  setDeskNotifications: {
    contract: 'PUT /admin/mail/notifications',
    allowed: 200,
    body: () => ({ enabled: true }),
  },

  // issue 30: attachments. Anyone may upload; a file is read by whoever may read its ticket.
  uploadFile: { contract: 'POST /uploads', allowed: 201, query: '?name=notes.txt', body: () => 'Some notes' },
  downloadAttachment: {
    contract: 'GET /attachments/{id}',
    allowed: 200,
    otherCustomer: 404,
    privateCache: true,
    pathValues: async (db, cell) => ({ id: (await insertAttachment(db, cell.ticketId)).id }),
  },

  // issue 6: the demo chat
  chat: {
    contract: 'POST /chat',
    allowed: 200,
    body: () => ({ message: 'Hello', stream: true }),
  },

  // issue 16: privacy. Last, because deleting an account removes the customer's password, which the
  // sign-in and submission rows above rely on.
  exportMyData: { contract: 'GET /account/export', allowed: 200 },
  exportMyDataArchive: { contract: 'GET /account/export.zip', allowed: 200 },
  deleteAdminTicket: { contract: 'DELETE /admin/tickets/{id}', allowed: 204 },
  deleteMyAccount: { contract: 'DELETE /account', allowed: 200 },

  // issue 31: the team, for admins only (agents get 403).
  listTeam: { contract: 'GET /admin/team', allowed: 200 },
  inviteTeamMember: {
    contract: 'POST /admin/team',
    allowed: 201,
    body: () => ({ email: `invitee-${randomUUID()}@example.com`, name: 'New Colleague', role: 'agent' }),
  },
  updateTeamMember: {
    contract: 'PATCH /admin/team/{id}',
    allowed: 200,
    pathId: (c) => c.agent.id,
    body: () => ({ name: 'Agent Ana' }),
  },
  addAdminTicketNote: {
    contract: 'POST /admin/tickets/{id}/notes',
    allowed: 201,
    body: () => ({ text: 'Customer is a reseller; check their contract.' }),
  },
  listSavedReplies: { contract: 'GET /admin/saved-replies', allowed: 200 },
  createSavedReply: {
    contract: 'POST /admin/saved-replies',
    allowed: 201,
    body: () => ({ title: 'Refund', bodyEn: 'Hello {{customer_name}}', bodyFr: 'Bonjour {{customer_name}}' }),
  },
  // No saved reply has the cell's ticket id: past the guard, an admin meets 404.
  updateSavedReply: {
    contract: 'PUT /admin/saved-replies/{id}',
    allowed: 404,
    body: () => ({ title: 'Refund', bodyEn: 'Hello', bodyFr: 'Bonjour' }),
  },
  deleteSavedReply: { contract: 'DELETE /admin/saved-replies/{id}', allowed: 404 },
  listAssignees: { contract: 'GET /admin/team/assignees', allowed: 200 },
  assignAdminTicket: {
    contract: 'PUT /admin/tickets/{id}/assignee',
    allowed: 200,
    body: (c) => ({ assigneeId: c.agent.id }),
  },
  // The live desk: event streams (cancelled after their headers) and presence in a ticket's dialog.
  openDeskStream: { contract: 'GET /admin/live', allowed: 200 },
  openMyTicketsStream: { contract: 'GET /tickets/live', allowed: 200 },
  setDeskPresence: {
    contract: 'POST /admin/live/presence',
    allowed: 204,
    body: (c) => ({ streamId: randomUUID(), ticketId: c.ticketId, state: 'viewing' }),
  },
  // The agent has joined: past the guard, an admin meets 'not waiting for an invitation'.
  resendTeamInvitation: {
    contract: 'POST /admin/team/{id}/invitation',
    allowed: 409,
    pathId: (c) => c.agent.id,
  },
  // issue 46: your account (every member) and the settings (admins only; agents get 403).
  getOwnAccount: { contract: 'GET /admin/account', allowed: 200 },
  updateOwnAccount: { contract: 'PATCH /admin/account', allowed: 200, body: () => ({ language: 'en' }) },
  // Past the guard, a wrong current password is refused: no member's password or email changes here.
  changeOwnPassword: {
    contract: 'PUT /admin/account/password',
    allowed: 400,
    body: () => ({ passwordHash: '0'.repeat(64), newPasswordHash: '1'.repeat(64) }),
  },
  requestOwnEmailChange: {
    contract: 'POST /admin/account/email',
    allowed: 400,
    body: () => ({ email: 'new@example.com', passwordHash: '0'.repeat(64), newPasswordHash: '1'.repeat(64) }),
  },
  confirmOwnEmailChange: {
    contract: 'POST /admin/account/email/confirm',
    allowed: 400,
    body: () => ({ token: 'no-such-link' }),
  },
  getSettings: { contract: 'GET /admin/settings', allowed: 200 },
  saveSettings: { contract: 'PUT /admin/settings', allowed: 200, body: () => matrixSettings },
};

type SecurityRequirement = Record<string, string[]>;

/** The status `role` gets, read from the operation's security requirements (any one of them suffices). */
export function expectedStatus(entry: MatrixEntry, security: SecurityRequirement[], role: Role): number {
  if (security.length > 0 && security.every((requirement) => 'inboundSecret' in requirement)) return 401;
  const sessionRole =
    role === 'anonymous' ? undefined : role === 'admin' || role === 'agent' ? role : 'customer';
  const satisfied = security.length === 0 || security.some((requirement) => meets(requirement, sessionRole));
  if (!satisfied) return sessionRole ? 403 : 401;
  return role === 'customerB' ? (entry.otherCustomer ?? entry.allowed) : entry.allowed;
}

function meets(requirement: SecurityRequirement, sessionRole: string | undefined): boolean {
  const schemes = Object.values(requirement);
  if (schemes.length === 0) return true;
  if (!sessionRole) return false;
  return schemes.every((roles) => roles.length === 0 || roles.includes(sessionRole));
}
