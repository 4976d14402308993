import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/db/embedded-postgres.ts';
import { DESK_DIGEST_TASK } from '#server/features/notices/desk-digest.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { OutboxPage } from '#shared/schemas/mail.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { call, ticketFields } from './http.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './postgres-database.ts';

const admin = { email: 'desk@maple.test', password: 'desk password 1' };

async function startMailingServer(inbox: SmtpInbox, env: Record<string, string> = {}) {
  const port = await freePort();
  return startServer({
    port,
    stdio: 'ignore',
    env: {
      SMTP_URL: inbox.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Maple AI <support@maple.test>',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  });
}

async function fileFirstTicket(
  server: ServerProcess,
  email: string,
  language: 'en' | 'fr',
  subject = 'Facture vide',
) {
  const passwordHash = await passwordDigest('mot de passe 1', email);
  const response = await call(server.baseUrl, 'POST', '/api/tickets', {
    ...ticketFields,
    subject,
    email,
    passwordHash,
    language,
  });
  expect(response.status).toBe(201);
  return response.body.ticket.id as string;
}

async function adminCookie(server: ServerProcess) {
  const signIn = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-in', {
    email: admin.email,
    passwordHash: await passwordDigest(admin.password, admin.email),
  });
  return signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

describe('mail delivered over SMTP', () => {
  let inbox: SmtpInbox;
  let server: ServerProcess;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startMailingServer(inbox);
  });
  afterAll(async () => {
    await server?.dispose();
    await inbox?.stop();
  });

  it('sends the confirmation in French, whose link confirms and signs in; the reply reaches the customer; the outbox keeps no links', async () => {
    const email = 'chloe@entreprise.ca';
    const ticketId = await fileFirstTicket(server, email, 'fr');
    const confirmation = await inbox.waitFor(email, /^Confirmez votre courriel pour Maple AI$/);
    expect(confirmation.html).toContain('Confirmer mon courriel');
    const link = confirmation.link('/confirm-email');
    expect(link.origin).toBe(server.baseUrl);
    expect(link.searchParams.get('lang')).toBe('fr');
    const confirmed = await call(server.baseUrl, 'POST', '/api/auth/confirm-email', {
      token: link.searchParams.get('token'),
      passwordHash: await passwordDigest('mot de passe 1', email),
    });
    expect(confirmed).toMatchObject({ status: 200, body: { session: { email } } });

    await inbox.waitFor(admin.email, /^New ticket: Facture vide$/);
    const cookie = await adminCookie(server);
    const reply = await call(
      server.baseUrl,
      'POST',
      `/api/admin/tickets/${ticketId}/responses`,
      { text: 'Le correctif est en ligne.' },
      { cookie },
    );
    expect(reply.status).toBe(201);
    const notice = await inbox.waitFor(email, /^Nouvelle réponse : Facture vide$/);
    expect(notice.text).toContain('Le correctif est en ligne.');
    expect(notice.link('/my-tickets').searchParams.get('ticket')).toBe(ticketId);
    expect(notice.link('/mail/turn-off').searchParams.get('token')).toBeTruthy();

    const outbox = await call(server.baseUrl, 'GET', '/api/admin/mail?page=1', undefined, { cookie });
    const page = outbox.body as OutboxPage;
    expect(page.delivering).toBe(true);
    const sent = page.mails.filter((mail) => mail.recipient === email);
    expect(sent.map((mail) => [mail.state, mail.text])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
  });
});

describe.skipIf(!postgresUrl)(
  'SMTP refusing connections for two minutes during a burst, two instances',
  () => {
    const BURST = 50;
    const OUTAGE_MS = 120_000;
    let database: ScratchDatabase;
    let inbox: SmtpInbox;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createScratchDatabase();
      inbox = await startSmtpInbox();
      await inbox.stop();
      const env = { DATABASE_URL: database.url, RATE_LIMITS: 'off' };
      servers = [await startMailingServer(inbox, env)];
      servers.push(await startMailingServer(inbox, env));
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.dispose()));
      await inbox?.stop();
      await database?.drop();
    });

    it('delivers every message exactly once when it is back', { timeout: 480_000 }, async () => {
      const outageStarted = Date.now();
      await Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          fileFirstTicket(
            servers[index % 2] as ServerProcess,
            `burst${index}@entreprise.ca`,
            'en',
            `Burst ${index}`,
          ),
        ),
      );
      // Each ticket: its confirmation. The admin hears of the first at once, of the others in one
      // digest, due 5 minutes later and brought forward below.
      const expected = BURST + 2;
      // The confirmations commit with their tickets; the admin's notice follows its event's reaction.
      const queued = async () =>
        (
          await database.sql<{ count: number }[]>`
          select count(*)::int as count from mail_outbox where state = 'queued'`
        )[0]?.count;
      await expect.poll(queued, { timeout: 10_000 }).toBe(BURST + 1);

      await delay(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
      expect(inbox.mails).toEqual([]);
      await inbox.start();
      await database.sql`select graphile_worker.reschedule_jobs(array_agg(id), run_at => now())
        from graphile_worker.jobs where task_identifier = ${DESK_DIGEST_TASK}`;

      const deadline = Date.now() + 300_000;
      while (inbox.mails.length < expected && Date.now() < deadline) await delay(1000);
      await delay(5000);
      expect(inbox.mails).toHaveLength(expected);
      expect(new Set(inbox.mails.map((mail) => mail.messageId)).size).toBe(expected);
      const [sent] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from mail_outbox where state = 'sent'`;
      expect(sent?.count).toBe(expected);
    });
  },
);
