import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/schema.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { recordAudit } from './record-audit.ts';

const { db } = await createTestApp();

async function entries() {
  const [row] = await db.select({ count: count() }).from(auditEntries);
  return row?.count;
}

describe('the audit trail in the database', () => {
  it('takes new entries but refuses every UPDATE, DELETE and TRUNCATE, even of no row', async () => {
    await recordAudit(db, {
      kind: 'admin_sign_in.failed',
      actor: { type: 'visitor', name: 'x@example.com' },
    });
    expect(await entries()).toBe(1);
    const attempts = [
      db.update(auditEntries).set({ actorName: 'someone else' }),
      db.update(auditEntries).set({ actorName: 'someone else' }).where(sql`false`),
      db.delete(auditEntries),
      db.execute(sql`truncate audit_entries`),
    ];
    for (const attempt of attempts) {
      const error = await attempt.then(
        () => null,
        (failure: Error) => failure,
      );
      // Drizzle wraps the database's error in its own "Failed query" one.
      expect(String(error?.cause ?? error)).toMatch(/audit_entries is append-only/);
    }
    expect(await entries()).toBe(1);
  });

  it('rolls an entry back with the transaction it was written in', async () => {
    const before = await entries();
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { kind: 'admin_account.deleted', actor: { type: 'system' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entries()).toBe(before);
  });
});
