import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import type { Language } from '#shared/language.ts';

/** The language of the member's emails (the desk's own follows it in their browser). */
export async function setOwnLanguage(db: Database, adminId: string, language: Language): Promise<void> {
  await db.update(adminUsers).set({ language }).where(eq(adminUsers.id, adminId));
}
