// Issue 46: the team's replies reach an address nobody confirmed, through a real SMTP server; the customer
// answers through a real IMAP mailbox (Dovecot); the desk shows each reply's email queued, sent or bounced;
// the confirmation page refuses a mistyped password next to its field.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { en } from '#client/locales/en/index.ts';
import { enPublic } from '#client/locales/en/public.ts';
import { enSignIn } from '#client/locales/en/sign-in.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { fr } from '#client/locales/fr/index.ts';
import { frPublic } from '#client/locales/fr/public.ts';
import { frSignIn } from '#client/locales/fr/sign-in.ts';
import { imapServerAvailable } from '#tests/support/imap-server.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import type { ReceivedMail } from '#tests/support/smtp-inbox.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { useServerWithMail } from './server-with-mail.ts';

const admin = { email: 'desk@maple.test', password: 'desk password 1' };
const SUPPORT = 'support@maple.test';
const catalogs = {
  en: { ...en, ...enPublic, ...enAccount, signIn: enSignIn },
  fr: { ...fr, ...frPublic, ...frAccount, signIn: frSignIn },
};
type Lang = keyof typeof catalogs;
const locales = { en: 'en-CA', fr: 'fr-CA' } as const;
const describeWithMailbox = imapServerAvailable() ? describeInBrowser : describeInBrowser.skip;
const shots = process.env.SCREENSHOTS_DIR;

describeWithMailbox('replies reach an unconfirmed address (issue 46)', () => {
  const browser = useBrowser();
  const mail = useServerWithMail(admin, SUPPORT);
  let emails = 0;
  const freshEmail = (who: string) => `${who}${++emails}-${Date.now()}@entreprise.ca`;

  const open = (lang: Lang, width = 1280) =>
    browser.newPage({ width, locale: locales[lang], baseURL: mail.server.baseUrl });

  /** A visitor files a ticket from the landing page's form and never opens the confirmation link. */
  async function fileTicket(lang: Lang, email: string, subject: string) {
    const form = catalogs[lang].tickets.form;
    const page = await open(lang, 390);
    await page.goto(`/?lang=${lang}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: catalogs[lang].common.submitTicket }).click();
    const dialog = page.getByRole('dialog', { name: form.title });
    await dialog.getByLabel(form.emailLabel).fill(email);
    await dialog.getByLabel(form.passwordLabel).fill('ticket password 1');
    await dialog.getByLabel(form.nameLabel).fill('Chloé Tremblay');
    await dialog.getByLabel(form.subjectLabel).fill(subject);
    await dialog.getByLabel(form.descriptionLabel).fill('The export button does nothing.');
    await dialog.getByRole('button', { name: form.submit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
    await mail.smtp.waitFor(email, lang === 'fr' ? /^Confirmez votre courriel/ : /^Confirm your email/);
    const list = await mail.adminCall('GET', `/api/admin/tickets?page=1&search=${encodeURIComponent(email)}`);
    return list.body.tickets[0].id as string;
  }

  /** The agent's Respond dialog for `ticketId`, signed in, in `lang`. */
  async function respondDialog(lang: Lang, ticketId: string, width = 1280) {
    const login = catalogs[lang].signIn.admin.login;
    const page = await open(lang, width);
    await page.goto(`/admin?lang=${lang}`, { waitUntil: 'networkidle' });
    await page.getByLabel(login.emailLabel).fill(admin.email);
    await page.getByLabel(login.passwordLabel, { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: login.submit }).click();
    await page.getByText(catalogs[lang].signIn.admin.toast.loginSuccessTitle).first().waitFor();
    await page.goto(`/admin/tickets?ticket=${ticketId}&lang=${lang}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return { page, dialog };
  }

  async function reply(lang: Lang, dialog: Locator, text: string) {
    const respond = catalogs[lang].admin.respond;
    await dialog.getByLabel(respond.responseLabel).fill(text);
    await dialog.getByRole('button', { name: respond.send }).click();
    await dialog.getByRole('listitem').filter({ hasText: text }).waitFor();
  }

  /** The reply `text` on the desk, once its email is in `state` (the dialog asks again while queued). */
  async function deliveryShown(
    lang: Lang,
    dialog: Locator,
    text: string,
    state: 'queued' | 'sent' | 'bounced',
  ) {
    const label = catalogs[lang].replyDelivery.state[state];
    const item = dialog.getByRole('listitem').filter({ hasText: text });
    await item.getByText(label, { exact: true }).waitFor({ timeout: 45_000 });
    return item;
  }

  const shoot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  };

  for (const lang of ['en', 'fr'] as const) {
    it(`mails the agent's reply to the unconfirmed address, takes its emailed answer and shows it sent (${lang})`, async () => {
      const t = catalogs[lang];
      const email = freshEmail(`unconfirmed-${lang}`);
      const ticketId = await fileTicket(lang, email, `Export is empty ${lang}`);
      const { page, dialog } = await respondDialog(lang, ticketId);
      await reply(lang, dialog, `Please try the export again (${lang}).`);

      const notice = await mail.smtp.waitFor(email, lang === 'fr' ? /^Nouvelle réponse/ : /^New reply: /);
      expect(notice.text).toContain(`Please try the export again (${lang}).`);
      expect(notice.text).toContain(lang === 'fr' ? 'Ce n’était pas moi' : "This wasn't me");
      expect(notice.link('/confirm-email').searchParams.get('token')).toBeTruthy();
      expect(notice.link('/not-mine').searchParams.get('token')).toBeTruthy();

      await deliveryShown(lang, dialog, `Please try the export again (${lang}).`, 'sent');
      await shoot(page, `respond-sent-${lang}-1280`);

      // The customer answers the notice from Gmail: it lands on the ticket, marked as by email.
      await mail.imap.append(
        gmailReply({
          to: notice.header('reply-to'),
          inReplyTo: notice.messageId,
          subject: `Re: ${notice.subject}`,
          quoted: notice.text,
          from: email,
          text: `It works now, thanks (${lang}).`,
        }),
      );
      const answer = dialog.getByRole('listitem').filter({ hasText: `It works now, thanks (${lang}).` });
      await answer.waitFor({ timeout: 30_000 });
      expect(await answer.textContent()).toContain(t.conversation.byEmail);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();

      expect(browser.errors).toEqual([]);
      if (lang === 'en') await mistypedPasswordRefused(notice, email);
      else {
        await newPasswordTypedTwice(notice);
        await notMineRemoves(notice, ticketId);
      }
      // The browser logs the refused password's and the dead link's answers, and nothing else.
      expect(browser.errors.filter((error) => !/status of (401|410)/.test(error))).toEqual([]);
    }, 150_000);
  }

  /** The confirmation page refuses a mistyped ticket password next to its field, then takes the right one. */
  async function mistypedPasswordRefused(notice: ReceivedMail, email: string) {
    const t = catalogs.en.emailLinks.confirm;
    const page = await open('en', 390);
    await page.goto(notice.link('/confirm-email').toString());
    await page.getByRole('radio', { name: t.choice.ticket }).check();
    const field = page.getByLabel(t.passwordLabel, { exact: true });
    await field.fill('ticket pasword 1');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.wrongPassword).waitFor();
    const described = (await field.getAttribute('aria-describedby')) ?? '';
    const problem = page.getByText(t.wrongPassword);
    expect(described.split(' ')).toContain(await problem.getAttribute('id'));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'confirm-wrong-password-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'confirm-wrong-password-en-1280');
    // The link is still good: the right password confirms the address and opens the portal.
    await field.fill('ticket password 1');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(catalogs.en.portal.signedInAs(email)).waitFor();
    // Confirmed as theirs, the ticket is no longer one 'This wasn't me' removes.
    await page.goto(notice.link('/not-mine').toString());
    await page.getByRole('button', { name: catalogs.en.notMineLink.submit }).click();
    await page.getByRole('heading', { name: catalogs.en.notMineLink.invalidHeading }).waitFor();
    await shoot(page, 'not-mine-dead-en-1280');
    await page.close();
  }

  /** A new password is its own choice on the confirmation page, and must be typed the same twice. */
  async function newPasswordTypedTwice(notice: ReceivedMail) {
    const t = catalogs.fr.emailLinks.confirm;
    const page = await open('fr', 390);
    await page.goto(notice.link('/confirm-email').toString());
    await page.getByRole('radio', { name: t.choice.new }).check();
    await page.getByLabel(t.newPassword.label, { exact: true }).fill('un nouveau mot de passe');
    const again = page.getByLabel(t.newPassword.repeatLabel, { exact: true });
    await again.fill('un nouveau mot de pase');
    await page.getByRole('button', { name: t.newPassword.submit }).click();
    await page.getByText(t.newPassword.mismatch).waitFor();
    expect(await again.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'confirm-new-mismatch-fr-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'confirm-new-mismatch-fr-1280');
    await page.close();
  }

  /** 'This wasn't me' removes the ticket on a press. */
  async function notMineRemoves(notice: ReceivedMail, ticketId: string) {
    const t = catalogs.fr.notMineLink;
    const page = await open('fr', 390);
    await page.goto(notice.link('/not-mine').toString());
    await page.getByRole('heading', { name: t.heading }).waitFor();
    await shoot(page, 'not-mine-fr-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'not-mine-fr-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('heading', { name: t.doneHeading }).waitFor();
    expect((await mail.adminCall('GET', `/api/admin/tickets/${ticketId}`)).status).toBe(404);
    await page.close();
  }

  it('shows bounced on a reply to an address the SMTP server refuses, and on the ticket', async () => {
    const email = freshEmail('gone');
    const ticketId = await fileTicket('en', email, 'Mailbox since deleted');
    mail.smtp.refused.add(email);
    const { page, dialog } = await respondDialog('en', ticketId, 390);
    await reply('en', dialog, 'Is this still a problem?');
    const item = await deliveryShown('en', dialog, 'Is this still a problem?', 'bounced');
    expect(await item.textContent()).toContain(catalogs.en.replyDelivery.reason.refused);
    await dialog.getByText(catalogs.en.replyDelivery.ticketBounced(email)).waitFor();
    await shoot(page, 'respond-bounced-en-390');
    expect(await seriousViolations(page)).toEqual([]);
    // The desk's card says so too.
    await page.goto(`/admin/tickets?search=${encodeURIComponent(email)}`);
    const card = page.getByRole('article', { name: 'Mailbox since deleted' });
    await card.getByText(catalogs.en.replyDelivery.state.bounced, { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'desk-card-bounced-en-1280');
    await page.close();
  }, 120_000);

  it('shows queued while the SMTP server is down, then sent once it answers again', async () => {
    const email = freshEmail('patient');
    const ticketId = await fileTicket('fr', email, 'En attente');
    const { page, dialog } = await respondDialog('fr', ticketId, 390);
    await mail.smtp.stop();
    try {
      await reply('fr', dialog, 'Nous y travaillons.');
      await deliveryShown('fr', dialog, 'Nous y travaillons.', 'queued');
      await shoot(page, 'respond-queued-fr-390');
    } finally {
      await mail.smtp.start();
    }
    await deliveryShown('fr', dialog, 'Nous y travaillons.', 'sent');
    await page.close();
  }, 150_000);
});
