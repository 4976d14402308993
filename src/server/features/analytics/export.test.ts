import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { csvLine } from './csv.ts';

const testApp = await createTestApp();
const { db, clock } = testApp;
clock.stopAt(new Date('2026-03-10T12:00:00Z'));
const { desk } = await signedInDesk(testApp);

describe('the analytics CSV', () => {
  it('streams every ticket of the period once, across batches, some created at the same instant', async () => {
    // 2,500 tickets, five to a second: batches of 1,000 end in the middle of a second's tickets.
    await db.execute(sql`insert into tickets (subject, description, name, email, created_at, updated_at)
      select 'Subject', 'Text', 'Ada', 'ada@example.com', t, t
      from (select timestamptz '2026-03-09 00:00:00+00' + ((g / 5) * interval '1 second') as t
        from generate_series(0, 2499) as g) as times`);
    await db.execute(
      sql`select refresh_ticket_measures(id, 'UTC', 0, 1440, array[1, 2, 3, 4, 5, 6, 7]) from tickets`,
    );
    const response = await desk.get<string>('/api/admin/analytics/export?days=7');
    const lines = response.body.split('\r\n');
    const header = lines.findIndex((line) => line.startsWith('ticket_id,'));
    const ids = lines.slice(header + 1, -1).map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    expect(lines[1]).toBe('created,2500,0');
  });

  it('quotes what needs quoting and keeps a spreadsheet from running a comment as a formula', () => {
    expect(csvLine(['=HYPERLINK("x")', 'a,b', 'line\nbreak', 3, null, '-1'])).toBe(
      `"'=HYPERLINK(""x"")","a,b","line\nbreak",3,,'-1\r\n`,
    );
  });
});
