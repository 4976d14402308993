import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import type { LegalFacts } from './legal-texts.ts';

/**
 * What the legal pages say about this deployment, read at start-up; the contact defaults to the first
 * admin's email.
 */
export async function legalFacts(db: Database, env: Env): Promise<LegalFacts> {
  let contact = env.PRIVACY_CONTACT;
  if (!contact) {
    const [first] = await db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .orderBy(asc(adminUsers.createdAt))
      .limit(1);
    contact = first?.email;
  }
  return {
    product: env.PRODUCT_NAME,
    contact,
    aiHost: env.AI_BASE_URL ? new URL(env.AI_BASE_URL).host : undefined,
  };
}
