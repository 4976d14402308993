import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows-of.ts';
import { adminUsers, tickets } from '#server/db/schema.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { DESK_DIGEST_TASK, DIGEST_TICKETS_LISTED, sendDeskDigest } from './desk-digest.ts';
import { DESK_NOTICE_INTERVAL_MS } from './desk-notices.ts';

const inbox = await startSmtpInbox();
const { client, db, deps, clock, runJobs } = await createTestApp({
  env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://support.example.ca', RATE_LIMITS: 'off' },
});
afterAll(() => inbox.stop());

const admin = await insertAdmin(db, 'desk@maple.test', 'admin password 1');
const frenchAdmin = await insertAdmin(db, 'bureau@maple.test', 'admin password 2');
await db.update(adminUsers).set({ language: 'fr' }).where(eq(adminUsers.id, frenchAdmin.id));
const quietAdmin = await insertAdmin(db, 'quiet@maple.test', 'admin password 3');
await db.update(adminUsers).set({ notifications: false }).where(eq(adminUsers.id, quietAdmin.id));
const pausedAdmin = await insertAdmin(db, 'paused@maple.test', 'admin password 4');
await db.update(adminUsers).set({ deactivatedAt: new Date() }).where(eq(adminUsers.id, pausedAdmin.id));
const customer = await insertCustomer(db, 'chloe@company.ca', 'customer password');

/** Files a ticket for the customer: `caller` signed in as them verifies it, anyone else does not. */
async function fileTicket(subject: string, caller = client()) {
  const filed = await caller.post<{ ticket: { id: string } }>('/api/tickets', {
    email: customer.email,
    name: 'Chloé',
    subject,
    description: 'Details.',
  });
  expect(filed.status).toBe(201);
  await runJobs();
  return filed.body.ticket.id;
}

const digestJobs = () =>
  rowsOf<{ key: string; run_at: string }>(
    db,
    sql`select key, run_at from graphile_worker.jobs where task_identifier = ${DESK_DIGEST_TASK}`,
  );

/** The digests' five minutes, without waiting them. */
async function runDigestsNow() {
  await db.execute(sql`select graphile_worker.reschedule_jobs(array_agg(id), run_at => now())
    from graphile_worker.jobs where task_identifier = ${DESK_DIGEST_TASK}`);
  await runJobs();
}

const mailsOfKind = async (recipient: string, kind: 'admin_new_ticket' | 'admin_new_tickets') =>
  (await mailsTo(db, recipient)).filter((mail) => mail.kind === kind);

describe('new ticket notices to admins, batched in bursts', () => {
  it('mails a lone new ticket at once, and queues no digest', async () => {
    await fileTicket('Lone ticket');
    await inbox.waitFor(admin.email, /^New ticket: Lone ticket$/);
    await inbox.waitFor(frenchAdmin.email, /^Nouvelle demande : Lone ticket$/);
    expect(await digestJobs()).toHaveLength(0);
    expect(await mailsTo(db, quietAdmin.email)).toEqual([]);
  });

  it('mails the first of a burst of 10 at once and the other 9 in one digest per admin, 5 minutes later', async () => {
    clock.advance(DESK_NOTICE_INTERVAL_MS + 1000);
    const sent = inbox.mails.length;
    const ids: string[] = [];
    for (let n = 1; n <= 10; n++) ids.push(await fileTicket(`Burst ${n}`));

    for (const email of [admin.email, frenchAdmin.email]) {
      const notices = await mailsOfKind(email, 'admin_new_ticket');
      expect(notices[0]?.ticketId).toBe(ids[0]);
      expect(notices.filter((mail) => ids.includes(mail.ticketId ?? ''))).toHaveLength(1);
    }
    const jobs = await digestJobs();
    expect(jobs.map((job) => job.key).sort()).toEqual(
      [admin.id, frenchAdmin.id].map((id) => `${DESK_DIGEST_TASK}:${id}`).sort(),
    );
    const [second] = await db
      .select()
      .from(tickets)
      .where(eq(tickets.id, ids[1] as string));
    for (const job of jobs) {
      expect(new Date(job.run_at).getTime()).toBe(
        (second?.createdAt.getTime() ?? 0) + DESK_NOTICE_INTERVAL_MS,
      );
    }

    await runDigestsNow();
    const digest = await inbox.waitFor(admin.email, /^9 new tickets$/);
    for (let n = 2; n <= 10; n++) expect(digest.text).toContain(`Burst ${n}`);
    expect(digest.text).not.toMatch(/Burst 1(?!0)/);
    expect(digest.text).toContain('From Chloé <chloe@company.ca>');
    expect(ids.slice(1)).toContain(digest.link('/admin/tickets').searchParams.get('ticket'));
    const french = await inbox.waitFor(frenchAdmin.email, /^9 nouvelles demandes$/);
    expect(french.text).toContain('Ces demandes sont arrivées');
    const delivered = inbox.mails.slice(sent);
    expect(
      delivered
        .filter((mail) => mail.to !== customer.email)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([admin.email, admin.email, frenchAdmin.email, frenchAdmin.email].sort());
    // Each ticket's acknowledgement goes to its customer, never held for a digest.
    expect(delivered.filter((mail) => mail.to === customer.email)).toHaveLength(10);
    for (const silent of [quietAdmin, pausedAdmin]) expect(await mailsTo(db, silent.email)).toEqual([]);

    // A job run twice (a crash before graphile-worker marked it done) finds nothing left to send.
    await sendDeskDigest(db, deps, admin.id, clock.now());
    expect(await mailsOfKind(admin.email, 'admin_new_tickets')).toHaveLength(1);
  });

  it('holds a ticket arriving within 5 minutes of a digest for the next digest', async () => {
    const digests = (await mailsOfKind(admin.email, 'admin_new_tickets')).length;
    await fileTicket('After the digest');
    expect(await mailsOfKind(admin.email, 'admin_new_ticket')).toHaveLength(2);
    await runDigestsNow();
    const next = await inbox.waitFor(admin.email, /^1 new ticket$/);
    expect(next.text).toContain('After the digest');
    expect(await mailsOfKind(admin.email, 'admin_new_tickets')).toHaveLength(digests + 1);
  });

  it('lists the first 20 tickets of a bigger burst, says how many more, and marks those filed without signing in', async () => {
    clock.advance(DESK_NOTICE_INTERVAL_MS + 1000);
    const owner = client();
    const signIn = { email: customer.email, passwordHash: customer.passwordHash };
    expect((await owner.post('/api/auth/sign-in', signIn)).status).toBe(200);
    await fileTicket('Typed first');
    const notice = await inbox.waitFor(admin.email, /^New ticket: Typed first$/);
    expect(notice.text).toMatch(/From Chloé <chloe@company.ca>\s+Filed without signing in/);
    const frenchNotice = await inbox.waitFor(frenchAdmin.email, /^Nouvelle demande : Typed first$/);
    expect(frenchNotice.text).toMatch(/De Chloé <chloe@company.ca>\s+Soumise sans connexion/);

    for (let n = 1; n <= 24; n++) await (n % 2 ? fileTicket(`Typed ${n}`) : fileTicket(`Signed ${n}`, owner));
    await runDigestsNow();
    const digest = await inbox.waitFor(admin.email, /^24 new tickets$/);
    const sender = (subject: string) =>
      new RegExp(`${subject} \\S+\\s+From Chloé <chloe@company.ca>\\s+(Filed without signing in)?`).exec(
        digest.text,
      );
    for (let n = 1; n <= DIGEST_TICKETS_LISTED; n++) {
      expect(sender(n % 2 ? `Typed ${n}` : `Signed ${n}`)?.[1]).toBe(
        n % 2 ? 'Filed without signing in' : undefined,
      );
    }
    for (const subject of ['Typed 21', 'Signed 22', 'Typed 23', 'Signed 24']) {
      expect(digest.text).not.toContain(subject);
    }
    expect(digest.text).toContain('And 4 more new tickets: see them on the desk.');
    const french = await inbox.waitFor(frenchAdmin.email, /^24 nouvelles demandes$/);
    expect(french.text).toMatch(/Typed 1 \S+\s+De Chloé <chloe@company.ca>\s+Soumise sans connexion/);
    expect(french.text).toContain(
      'Et 4 autres nouvelles demandes : consultez-les dans le bureau de soutien.',
    );

    clock.advance(DESK_NOTICE_INTERVAL_MS + 1000);
    await fileTicket('Signed alone', owner);
    const signedNotice = await inbox.waitFor(admin.email, /^New ticket: Signed alone$/);
    expect(signedNotice.text).toContain('From Chloé <chloe@company.ca>');
    expect(signedNotice.text).not.toContain('Filed without signing in');
  });
});
