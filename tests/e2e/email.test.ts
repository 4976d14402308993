// The mail flows as people meet them: the product sends through a real SMTP server run by this test
// (smtp-server on 127.0.0.1), and each link is opened in the browser from the message that arrived.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '#server/db/embedded-postgres.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { call } from '#tests/system/http.ts';
import { describeInBrowser, useBrowser } from './browser.ts';

const admin = { email: 'desk@maple.test', password: 'desk password 1' };

describeInBrowser('email, through a real SMTP server', () => {
  const browser = useBrowser();
  let inbox: SmtpInbox;
  let server: ServerProcess;
  const open = (options: { locale?: string; width?: number } = {}) =>
    browser.newPage({ ...options, baseURL: server.baseUrl });
  let emails = 0;
  const freshEmail = (who: string) => `${who}${++emails}-${Date.now()}@entreprise.ca`;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const port = await freePort();
    server = await startServer({
      port,
      stdio: 'ignore',
      env: {
        SMTP_URL: inbox.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await inbox?.stop();
  });

  async function fileTicketInForm(page: Page, email: string, password: string, subject: string) {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Submit Support Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Support Ticket' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Create Password').fill(password);
    await dialog.getByLabel('Name').fill('Chloé Tremblay');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Description').fill('The export button does nothing.');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In & View Tickets' }).click();
  }

  async function adminCall(method: string, path: string, body?: unknown) {
    const signedIn = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-in', {
      email: admin.email,
      passwordHash: await passwordDigest(admin.password, admin.email),
    });
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    return call(server.baseUrl, method, path, body, { cookie });
  }

  it('confirms a first ticket by its link: refused before, the link sent again, then signed in', async () => {
    const email = freshEmail('first');
    const page = await open({ width: 390 });
    await fileTicketInForm(page, email, 'maple syrup 42', 'Invoices will not export');
    await inbox.waitFor(email, /^Confirm your email for Maple AI$/);

    await signIn(page, email, 'maple syrup 42');
    await page.getByText(`Confirm your email first: we sent a link to ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect
      .poll(() => inbox.mails.filter((mail) => mail.to === email).length, { timeout: 20_000 })
      .toBe(2);
    const newest = inbox.mails.filter((mail) => mail.to === email).at(-1);

    await page.goto(newest?.link('/confirm-email').toString() ?? '');
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-tickets');
    await page.getByText('Invoices will not export').waitFor();
    // The refused sign-in's 403 is the one failed request.
    expect(browser.errors).toEqual([
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
  });

  it('keeps a squatter out: the owner sets a newer password, and only the owner’s inbox confirms it', async () => {
    const email = freshEmail('owner');
    const squatter = await open();
    await fileTicketInForm(squatter, email, 'squatter secret', 'Squatted');
    const owner = await open();
    await fileTicketInForm(owner, email, 'owner secret 1', 'Mine');
    await expect
      .poll(() => inbox.mails.filter((mail) => mail.to === email).length, { timeout: 20_000 })
      .toBe(2);
    await owner.goto(
      inbox.mails
        .filter((mail) => mail.to === email)
        .at(-1)
        ?.link('/confirm-email')
        .toString() ?? '',
    );
    await owner.getByText(`Signed in as ${email}`).waitFor();

    await signIn(squatter, email, 'squatter secret');
    await squatter.getByText('Email or password is incorrect').first().waitFor();
    await expect.poll(() => squatter.getByText(`Signed in as ${email}`).count()).toBe(0);
  });

  it('resets a forgotten password in French: the new one works, the old one does not, other sessions end', async () => {
    const email = freshEmail('reset');
    const elsewhere = await open();
    await fileTicketInForm(elsewhere, email, 'old password 1', 'Reset me');
    await elsewhere.goto((await inbox.waitFor(email, /^Confirm/)).link('/confirm-email').toString());
    await elsewhere.getByText(`Signed in as ${email}`).waitFor();

    const page = await open({ locale: 'fr-CA' });
    await page.goto('/my-tickets?lang=fr', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Mot de passe oublié?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Courriel').fill(email);
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    const reset = await inbox.waitFor(email, /^Réinitialisez votre mot de passe Maple AI$/);
    await page.goto(reset.link('/reset-password').toString());
    await page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' }).waitFor();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('new password 2');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText(`Session ouverte : ${email}`).waitFor();

    await elsewhere.reload({ waitUntil: 'networkidle' });
    await elsewhere.getByRole('button', { name: 'Sign In & View Tickets' }).waitFor();
    const attempt = async (password: string) =>
      (
        await call(server.baseUrl, 'POST', '/api/auth/sign-in', {
          email,
          passwordHash: await passwordDigest(password, email),
        })
      ).status;
    expect(await attempt('old password 1')).toBe(401);
    expect(await attempt('new password 2')).toBe(200);
  });

  it("mails an admin's reply with a working link, a customer's reply to the admin, and turns notices off by their link", async () => {
    const email = freshEmail('notice');
    const customer = await open();
    // Turned off while the ticket is filed, then on: the customer's reply is the admin's first notice.
    expect((await adminCall('PUT', '/api/admin/mail/notifications', { enabled: false })).status).toBe(200);
    await fileTicketInForm(customer, email, 'notice pass 1', 'Notify me');
    await customer.goto((await inbox.waitFor(email, /^Confirm/)).link('/confirm-email').toString());
    await customer.getByText(`Signed in as ${email}`).waitFor();
    await adminCall('PUT', '/api/admin/mail/notifications', { enabled: true });

    const list = await adminCall('GET', `/api/admin/tickets?search=${encodeURIComponent(email)}`);
    const ticketId = list.body.tickets[0].id as string;
    await adminCall('POST', `/api/admin/tickets/${ticketId}/responses`, { text: 'We deployed a fix.' });
    const notice = await inbox.waitFor(email, /^New reply: Notify me$/);
    expect(notice.text).toContain('We deployed a fix.');
    await customer.goto(notice.link('/my-tickets').toString());
    await customer.getByText('We deployed a fix.').waitFor();

    await customer.getByLabel('Add Response').fill('Thanks, it works now.');
    await customer.getByRole('button', { name: 'Send Response' }).click();
    const deskNotice = await inbox.waitFor(admin.email, /^Customer reply: Notify me$/);
    expect(deskNotice.text).toContain('Thanks, it works now.');

    const turnOff = await open();
    await turnOff.goto(notice.link('/mail/turn-off').toString());
    await turnOff.getByRole('button', { name: 'Turn off these emails' }).click();
    await turnOff.getByRole('heading', { name: 'Emails turned off' }).waitFor();
    const before = inbox.mails.length;
    await adminCall('POST', `/api/admin/tickets/${ticketId}/responses`, { text: 'One more thing.' });
    await adminCall('PATCH', `/api/admin/tickets/${ticketId}`, { status: 'resolved' });
    // The status notice is another kind, still on: once it arrives, the reply's would have too.
    await inbox.waitFor(email, /^Ticket resolved: Notify me$/);
    expect(inbox.mails.slice(before).map((mail) => mail.subject)).not.toContain('New reply: Notify me');
  });
});
