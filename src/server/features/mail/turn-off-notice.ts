import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords } from '#server/db/schema.ts';
import type { NoticeSubscription } from './turn-off-link.ts';

/** Turns one kind of message off for one person; doing it twice changes nothing. */
export async function turnOffNotice(db: Database, subscription: NoticeSubscription): Promise<void> {
  if (subscription.account === 'admin') {
    await db.update(adminUsers).set({ notifications: false }).where(eq(adminUsers.email, subscription.email));
    return;
  }
  const off = {
    replies: { notifyReplies: false },
    status: { notifyStatus: false },
    satisfaction: { notifySatisfaction: false },
  }[subscription.notice];
  await db.update(emailPasswords).set(off).where(eq(emailPasswords.email, subscription.email));
}
