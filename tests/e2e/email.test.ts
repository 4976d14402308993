// The mail flows as people meet them: the product sends through a real SMTP server run by this test
// (smtp-server on 127.0.0.1), and each link is opened in the browser from the message that arrived.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { en } from '#client/locales/en/index.ts';
import { enPublic } from '#client/locales/en/public.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { fr } from '#client/locales/fr/index.ts';
import { frPublic } from '#client/locales/fr/public.ts';
import { freePort } from '#server/db/embedded-postgres.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type ReceivedMail, type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { adminCaller, call } from '#tests/system/http.ts';
import { describeInBrowser, useBrowser } from './browser.ts';

const admin = { email: 'desk@maple.test', password: 'desk password 1' };
const catalogs = { en: { ...en, ...enPublic, ...enAccount }, fr: { ...fr, ...frPublic, ...frAccount } };
type Lang = keyof typeof catalogs;

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

  async function fileTicketInForm(
    page: Page,
    email: string,
    password: string,
    subject: string,
    lang: Lang = 'en',
  ) {
    const form = catalogs[lang].tickets.form;
    await page.goto(`/?lang=${lang}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: catalogs[lang].common.submitTicket }).click();
    const dialog = page.getByRole('dialog', { name: form.title });
    await dialog.getByLabel(form.emailLabel).fill(email);
    await dialog.getByLabel(form.passwordLabel).fill(password);
    await dialog.getByLabel(form.nameLabel).fill('Chloé Tremblay');
    await dialog.getByLabel(form.subjectLabel).fill(subject);
    await dialog.getByLabel(form.descriptionLabel).fill('The export button does nothing.');
    await dialog.getByRole('button', { name: form.submit }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async function signIn(page: Page, email: string, password: string, lang: Lang = 'en') {
    const signInCard = catalogs[lang].portal.signIn;
    await page.goto(`/my-tickets?lang=${lang}`, { waitUntil: 'networkidle' });
    await page.getByLabel(signInCard.emailLabel).fill(email);
    await page.getByLabel(signInCard.passwordLabel, { exact: true }).fill(password);
    await page.getByRole('button', { name: signInCard.submit }).click();
  }

  /** Opens a confirmation link from the inbox and types `password` on its page, as a person does. */
  async function confirmInBrowser(
    page: Page,
    mail: ReceivedMail | undefined,
    password: string,
    lang: Lang = 'en',
  ) {
    const confirm = catalogs[lang].emailLinks.confirm;
    await page.goto(mail?.link('/confirm-email').toString() ?? '');
    await page.getByLabel(confirm.passwordLabel, { exact: true }).fill(password);
    await page.getByRole('button', { name: confirm.submit }).click();
  }

  const mailsTo = (email: string) => inbox.mails.filter((mail) => mail.to === email);

  let asAdmin: ReturnType<typeof adminCaller> | undefined;
  const adminCall = (method: string, path: string, body?: unknown) => {
    asAdmin ??= adminCaller(server.baseUrl, admin);
    return asAdmin(method, path, body);
  };

  // Issue 26: a stranger files a ticket for Victor's address before Victor opens his link.
  for (const lang of ['en', 'fr'] as const) {
    it(`keeps a stranger out of an address awaiting confirmation, and Victor's own password works (${lang})`, async () => {
      const t = catalogs[lang];
      const email = freshEmail(`victor-${lang}`);
      const victor = await open({ width: 390, locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
      await fileTicketInForm(victor, email, 'victor secret 1', 'Invoices will not export', lang);
      await inbox.waitFor(email, lang === 'fr' ? /^Confirmez votre courriel/ : /^Confirm your email/);
      const stranger = await open();
      await fileTicketInForm(stranger, email, 'stranger secret', 'Change my account email');
      await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);

      await signIn(victor, email, 'victor secret 1', lang);
      await victor.getByText(t.emailLinks.resend.notConfirmed(email)).waitFor();
      await victor.getByRole('button', { name: t.emailLinks.resend.button }).click();
      await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(3);

      // The link sent again confirms nothing on opening: it asks Victor for his password.
      await confirmInBrowser(victor, mailsTo(email).at(-1), 'victor secret 1', lang);
      await victor.getByText(t.portal.signedInAs(email)).waitFor();
      expect(new URL(victor.url()).pathname).toBe('/my-tickets');

      await signIn(stranger, email, 'stranger secret');
      await stranger.getByText(catalogs.en.portal.toast.invalid).first().waitFor();
      await expect.poll(() => stranger.getByText(t.portal.signedInAs(email)).count()).toBe(0);
      const again = await open();
      await signIn(again, email, 'victor secret 1');
      await again.getByText(catalogs.en.portal.signedInAs(email)).waitFor();
    });
  }

  it('resets a forgotten password in French: the new one works, the old one does not, other sessions end', async () => {
    const email = freshEmail('reset');
    const elsewhere = await open();
    await fileTicketInForm(elsewhere, email, 'old password 1', 'Reset me');
    await confirmInBrowser(elsewhere, await inbox.waitFor(email, /^Confirm/), 'old password 1');
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
    await confirmInBrowser(customer, await inbox.waitFor(email, /^Confirm/), 'notice pass 1');
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
    // The admin's link opens that very ticket over the desk, after signing in where it lands.
    const desk = await open({ width: 390 });
    await desk.goto(deskNotice.link('/admin/tickets').toString());
    await desk.getByLabel('Email').fill(admin.email);
    await desk.getByLabel('Password', { exact: true }).fill(admin.password);
    await desk.getByRole('button', { name: 'Login' }).click();
    const opened = desk.getByRole('dialog', { name: 'Respond to: Notify me' });
    await opened.getByText('Thanks, it works now.').waitFor();
    await opened.getByRole('button', { name: 'Close' }).click();
    await opened.waitFor({ state: 'hidden' });
    expect(new URL(desk.url()).searchParams.has('ticket')).toBe(false);

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
