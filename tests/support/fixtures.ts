// Rows written straight to a test database, for tests that need data without going through the UI.

import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords, sessions, ticketResponses, tickets } from '#server/db/schema.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import type { DeskRole, TicketStatus } from '#shared/constants.ts';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';

/** A customer whose address is confirmed, as if they had opened the emailed link. */
export async function insertCustomer(db: Database, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  await db.insert(emailPasswords).values({
    email: normalized,
    passwordHash: await hashPasswordDigest(await passwordDigest(password, normalized)),
    verifiedAt: new Date(),
  });
  return { email: normalized, password, passwordHash: await passwordDigest(password, normalized) };
}

export async function insertAdmin(db: Database, email: string, password: string, role: DeskRole = 'admin') {
  const normalized = email.trim().toLowerCase();
  const [admin] = await db
    .insert(adminUsers)
    .values({
      email: normalized,
      role,
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
    isVerified?: boolean;
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

/** A session row and the cookie that opens it, for callers who cannot sign in through the API yet. */
export async function insertSession(
  db: Database,
  identity: { type: 'user' | 'admin'; email: string; adminId?: string },
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    type: identity.type,
    email: identity.email,
    adminId: identity.adminId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return { cookie: `${SESSION_COOKIE_NAME}=${token}` };
}
