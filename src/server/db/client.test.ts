import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedAnywhere } from '#tests/support/prepared-statements.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { plannedPerCall } from './client.ts';

const database = await openTestDatabase();
afterAll(() => database.close());

const answer = sql<number>`${41}::int + 1`;

describe('the database handle', () => {
  it('prepares its statements on their connection, so PostgreSQL can reuse their plans', async () => {
    const [row] = await database.db.select({ value: answer }).from(sql`(select) as reused_plan`);
    expect(row?.value).toBe(42);
    expect(await preparedAnywhere(database.db, 'reused_plan')).toBe(true);
  });

  it("plans the statements of plannedPerCall's twin for each call's values, never prepared", async () => {
    const twin = plannedPerCall(database.db);
    const [row] = await twin.select({ value: answer }).from(sql`(select) as planned_per_call`);
    expect(row?.value).toBe(42);
    expect(await preparedAnywhere(database.db, 'planned_per_call')).toBe(false);
  });
});
