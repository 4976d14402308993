import type { Actors, Role } from './callers.ts';

export interface CellContext extends Actors {
  /** A fresh open ticket of customer A, made for this cell. */
  ticketId: string;
}

export interface MatrixEntry {
  /** Method and path in /work/team/contract.md, reported while the operation is not in the document. */
  contract: string;
  /** Expected status as [anonymous, customer A (the owner), customer B, admin]. */
  expect: [number, number, number, number];
  body?: (cell: CellContext) => unknown;
  query?: string;
}

const ticketFields = { name: 'Ada', subject: 'Export fails', description: 'Nothing happens.' };
const credentials = (account: { email: string; passwordHash: string }) => ({
  email: account.email,
  passwordHash: account.passwordHash,
});

/**
 * Who may call what, keyed by operationId. Every operation in /api/openapi.json needs a row; the rows of
 * operations another branch adds are skipped until it is merged. Path parameters are the cell's ticket.
 */
export const authorizationMatrix: Record<string, MatrixEntry> = {
  //                                                                     anon  A    B    admin
  getHealth: { contract: 'GET /health', expect: [200, 200, 200, 200] },
  getEmailStatus: {
    contract: 'POST /tickets/email-status',
    expect: [200, 200, 200, 200],
    body: (c) => ({ email: c.customerA.email }),
  },
  submitTicket: {
    contract: 'POST /tickets',
    expect: [201, 201, 201, 201],
    body: (c) => ({ ...ticketFields, email: c.customerA.email }),
  },
  signIn: {
    contract: 'POST /auth/sign-in',
    expect: [200, 200, 200, 200],
    body: (c) => credentials(c.customerA),
  },
  getSession: { contract: 'GET /auth/session', expect: [401, 200, 200, 200] },
  signOut: { contract: 'POST /auth/sign-out', expect: [204, 204, 204, 204] },

  // issue 4: the customer portal
  listMyTickets: { contract: 'GET /tickets', expect: [401, 200, 200, 403], query: '?page=1' },
  getMyTicket: { contract: 'GET /tickets/{id}', expect: [401, 200, 404, 403] },
  addMyTicketResponse: {
    contract: 'POST /tickets/{id}/responses',
    expect: [401, 201, 404, 403],
    body: () => ({ text: 'Any update?' }),
  },
  updateMyTicket: {
    contract: 'PATCH /tickets/{id}',
    expect: [401, 200, 404, 403],
    body: () => ({ status: 'closed' }),
  },

  // issue 5: the admin desk
  adminSignIn: {
    contract: 'POST /auth/admin/sign-in',
    expect: [200, 200, 200, 200],
    body: (c) => credentials(c.admin),
  },
  listAdminTickets: { contract: 'GET /admin/tickets', expect: [401, 403, 403, 200], query: '?status=open' },
  getAdminTicket: { contract: 'GET /admin/tickets/{id}', expect: [401, 403, 403, 200] },
  addAdminTicketResponse: {
    contract: 'POST /admin/tickets/{id}/responses',
    expect: [401, 403, 403, 201],
    body: () => ({ text: 'We are on it.' }),
  },
  updateAdminTicket: {
    contract: 'PATCH /admin/tickets/{id}',
    expect: [401, 403, 403, 200],
    body: () => ({ status: 'resolved' }),
  },

  // issue 6: the demo chat
  chat: {
    contract: 'POST /chat',
    expect: [200, 200, 200, 200],
    body: () => ({ message: 'Hello', stream: true }),
  },
};

export function expectedStatus(entry: MatrixEntry, role: Role, roles: readonly Role[]): number {
  return entry.expect[roles.indexOf(role)] ?? Number.NaN;
}
