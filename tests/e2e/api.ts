import { passwordDigest } from '#shared/password-digest.ts';
import { confirmAddress } from './mailbox.ts';
import { postJson } from './post-json.ts';

export interface Customer {
  email: string;
  password: string;
}

/** A new customer, made as the ticket form makes one: its first ticket sets its password. */
export function newCustomer(prefix: string): Customer {
  return {
    email: `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'maple syrup 42',
  };
}

/**
 * Files a ticket for `customer` and returns its id. A `firstTicket` sets the password, and the
 * customer opens the emailed confirmation link, so they can sign in.
 */
export async function submitTicket(
  customer: Customer,
  ticket: { subject: string; description: string; name?: string },
  firstTicket: boolean,
): Promise<string> {
  const passwordHash = firstTicket ? await passwordDigest(customer.password, customer.email) : undefined;
  const { status, body } = await postJson('/api/tickets', {
    email: customer.email,
    name: ticket.name ?? 'Ada Lovelace',
    subject: ticket.subject,
    description: ticket.description,
    passwordHash,
  });
  if (status !== 201) throw new Error(`ticket submission answered ${status}: ${JSON.stringify(body)}`);
  if (firstTicket) await confirmAddress(customer.email, customer.password);
  return body.ticket.id;
}

/** The customer's session cookie, for setting up data through the API. */
export async function signInCookie(customer: Customer): Promise<string> {
  const { status, headers } = await postJson('/api/auth/sign-in', {
    email: customer.email,
    passwordHash: await passwordDigest(customer.password, customer.email),
  });
  const cookie = headers.getSetCookie()[0]?.split(';')[0];
  if (status !== 200 || !cookie) throw new Error(`sign-in answered ${status}`);
  return cookie;
}
