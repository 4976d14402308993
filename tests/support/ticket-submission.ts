import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';

/** What the ticket form sends besides the email (and a new email's password). */
export const ticketFields = {
  name: 'Ada Lovelace',
  subject: 'Cannot export my invoices',
  description: 'The export button does nothing.',
};

/** A new visitor's email each call, unique within the test file. */
export function freshEmails(prefix = 'visitor') {
  let emails = 0;
  return () => `${prefix}${++emails}@example.com`;
}

/** The tickets stored under `email`. */
export function ticketsOf(db: Database, email: string) {
  return db.select().from(tickets).where(eq(tickets.email, email));
}
