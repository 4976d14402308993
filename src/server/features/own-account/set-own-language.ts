import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import type { Language } from '#shared/language.ts';

/**
 * The language of the member's desk and emails, now their choice: the desk follows it wherever they sign
 * in next (until they choose, a browser's own language stays the desk's).
 */
export async function setOwnLanguage(db: Database, adminId: string, language: Language): Promise<void> {
  await db.update(adminUsers).set({ language, languageChosen: true }).where(eq(adminUsers.id, adminId));
}
