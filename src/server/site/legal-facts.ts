import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import type { LegalFacts } from './legal-texts.ts';

/** What the legal pages say about this deployment, fixed at start-up. */
export function legalFacts(env: Env): LegalFacts {
  return { product: env.PRODUCT_NAME, aiHost: env.AI_BASE_URL ? new URL(env.AI_BASE_URL).host : undefined };
}

/** The person in charge of privacy: PRIVACY_CONTACT, or else the first admin's email as it is now. */
export async function privacyContact(db: Database, env: Env): Promise<string | undefined> {
  if (env.PRIVACY_CONTACT) return env.PRIVACY_CONTACT;
  const [first] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt))
    .limit(1);
  return first?.email;
}
