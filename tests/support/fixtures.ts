// Rows written straight to a test database, for tests that need data without going through the UI.

import { hashPasswordDigest } from '#server/auth/password-hash.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords, ticketResponses, tickets } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { TicketStatus } from '#shared/ticket.ts';

export async function insertCustomer(db: Database, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  await db.insert(emailPasswords).values({
    email: normalized,
    passwordHash: await hashPasswordDigest(await passwordDigest(password, normalized)),
  });
  return { email: normalized, password, passwordHash: await passwordDigest(password, normalized) };
}

export async function insertAdmin(db: Database, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const [admin] = await db
    .insert(adminUsers)
    .values({
      email: normalized,
      passwordHash: await hashPasswordDigest(await passwordDigest(password, normalized)),
    })
    .returning();
  if (!admin) throw new Error('admin insert returned no row');
  return { ...admin, password, passwordHash: await passwordDigest(password, normalized) };
}

export async function insertTicket(
  db: Database,
  values: {
    email: string;
    subject?: string;
    description?: string;
    name?: string;
    status?: TicketStatus;
    createdAt?: Date;
  },
) {
  const [ticket] = await db
    .insert(tickets)
    .values({
      subject: 'Cannot export my invoices',
      description: 'The export button does nothing.',
      name: 'Ada Lovelace',
      ...values,
      email: values.email.toLowerCase(),
      updatedAt: values.createdAt,
    })
    .returning();
  if (!ticket) throw new Error('ticket insert returned no row');
  return ticket;
}

export async function insertResponse(
  db: Database,
  values: { ticketId: string; text: string; adminId?: string; createdAt?: Date },
) {
  const [response] = await db
    .insert(ticketResponses)
    .values({
      ticketId: values.ticketId,
      responseText: values.text,
      isFromAdmin: values.adminId !== undefined,
      adminId: values.adminId,
      createdAt: values.createdAt,
    })
    .returning();
  if (!response) throw new Error('response insert returned no row');
  return response;
}
