// The reply loop as people meet it: notices go out through a real SMTP server, answers come back through
// a real IMAP mailbox (Dovecot), and the desk and the portal show them.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { InboundPage } from '#shared/schemas/inbound.ts';
import { imapServerAvailable } from '#tests/support/imap-server.ts';
import { gmailReply, outOfOffice, replyWithFiles } from '#tests/support/mail-fixtures.ts';
import { executable, screenshotWithExif, tinyPdf } from '#tests/support/sample-files.ts';
import { createCustomer } from '#tests/system/http.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { useServerWithMail } from './server-with-mail.ts';

const admin = { email: 'desk@maple.test', password: 'desk password 1' };
const SUPPORT = 'support@maple.test';
const describeWithMailbox = imapServerAvailable() ? describeInBrowser : describeInBrowser.skip;

describeWithMailbox('replies by email, through real SMTP and IMAP servers', () => {
  const browser = useBrowser();
  const mail = useServerWithMail(admin, SUPPORT);

  async function adminPage(path: string, width = 1280) {
    const page = await browser.newPage({ width, baseURL: mail.server.baseUrl });
    await page.goto(path);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login Successful').waitFor();
    return page;
  }

  /** Reloads `page` until `text` shows, and says how long that took. */
  async function shownWithin(page: Page, path: string, text: string, since: number): Promise<number> {
    for (;;) {
      await page.goto(path);
      const shown = await page
        .getByText(text)
        .first()
        .waitFor({ timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (shown || Date.now() - since > 15_000) return Date.now() - since;
    }
  }

  const outcomes = async () =>
    ((await mail.adminCall('GET', '/api/admin/mail/inbound?page=1')).body as InboundPage).messages;

  it("threads the customer's and the admin's emailed replies, holds a stranger's, ignores an out-of-office", async () => {
    const email = `chloe-${Date.now()}@entreprise.ca`;
    await createCustomer(mail.server, email, 'chloe password');
    const list = await mail.adminCall('GET', `/api/admin/tickets?page=1&search=${encodeURIComponent(email)}`);
    const ticketId: string = list.body.tickets[0].id;
    await mail.adminCall('POST', `/api/admin/tickets/${ticketId}/responses`, {
      text: 'Please try the export again.',
    });
    const notice = await mail.smtp.waitFor(email, /^New reply: /);
    const answering = {
      to: notice.header('reply-to'),
      inReplyTo: notice.messageId,
      subject: `Re: ${notice.subject}`,
      quoted: notice.text,
    };

    // The customer answers from Gmail, the notice quoted below: only the new text shows, within 10 s.
    const appended = Date.now();
    await mail.imap.append(gmailReply({ ...answering, from: email, text: 'Thanks, the export works now.' }));
    const desk = await adminPage(`/admin/tickets?ticket=${ticketId}`);
    const deskPath = `/admin/tickets?ticket=${ticketId}`;
    expect(await shownWithin(desk, deskPath, 'Thanks, the export works now.', appended)).toBeLessThan(10_000);
    const dialog = desk.getByRole('dialog');
    await dialog.getByText('by email').waitFor();
    expect(await dialog.textContent()).not.toContain('Reply above this line');
    const portal = await browser.newPage({ width: 390, baseURL: mail.server.baseUrl });
    await portal.goto(`/my-tickets?ticket=${ticketId}`);
    await portal.getByLabel('Email').fill(email);
    await portal.getByLabel('Password', { exact: true }).fill('chloe password');
    await portal.getByRole('button', { name: 'Sign In & View Tickets' }).click();
    await portal.getByText('Thanks, the export works now.').waitFor();
    expect(
      await portal.getByRole('listitem').filter({ hasText: 'Thanks, the export' }).textContent(),
    ).toContain('by email');

    // The admin answers the ticket's notice from their phone: it reaches the customer.
    const deskNotice = await mail.smtp.waitFor(admin.email, /^New ticket: /);
    await mail.imap.append(
      gmailReply({
        to: deskNotice.header('reply-to'),
        inReplyTo: deskNotice.messageId,
        subject: `Re: ${deskNotice.subject}`,
        quoted: deskNotice.text,
        from: admin.email,
        text: 'Glad it works. Closing soon.',
      }),
    );
    await expect
      .poll(
        () =>
          mail.smtp.mails.some(
            (sent) => sent.to === email && sent.text.includes('Glad it works. Closing soon.'),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    // Someone else answers the customer's notice: held, not added.
    await mail.imap.append(
      gmailReply({ ...answering, from: 'intruder@elsewhere.test', text: 'Send me the invoices.' }),
    );
    await expect
      .poll(async () => (await outcomes()).some((m) => m.outcome === 'held'), { timeout: 15_000 })
      .toBe(true);
    // An out-of-office adds nothing and sends nothing.
    const sent = mail.smtp.mails.length;
    await mail.imap.append(outOfOffice({ ...answering, from: email, text: '' }));
    await expect
      .poll(async () => (await outcomes()).some((m) => m.outcome === 'auto_reply'), { timeout: 15_000 })
      .toBe(true);
    const ticket = await mail.adminCall('GET', `/api/admin/tickets/${ticketId}`);
    expect(ticket.body.responses.map((response: { text: string }) => response.text)).toEqual([
      'Please try the export again.',
      'Thanks, the export works now.',
      'Glad it works. Closing soon.',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mail.smtp.mails.length).toBe(sent);

    // /admin/mail shows the held reply with its actions, on a phone and on a desktop.
    for (const width of [390, 1280]) {
      const page = await adminPage('/admin/mail', width);
      const held = page.getByRole('article').filter({ hasText: 'intruder@elsewhere.test' });
      await held.getByRole('button', { name: 'Add to ticket' }).waitFor();
      await held.getByRole('button', { name: 'Discard' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SCREENSHOTS_DIR}/admin-mail-${width}.png`,
          fullPage: true,
        });
    }
    expect(browser.errors).toEqual([]);
  }, 120_000);

  it('adds the files of a mailed reply: the desk shows and serves them, and names the one refused', async () => {
    const email = `noah-${Date.now()}@entreprise.ca`;
    await createCustomer(mail.server, email, 'noah password');
    const list = await mail.adminCall('GET', `/api/admin/tickets?page=1&search=${encodeURIComponent(email)}`);
    const ticketId: string = list.body.tickets[0].id;
    await mail.adminCall('POST', `/api/admin/tickets/${ticketId}/responses`, {
      text: 'Can you send the screen?',
    });
    const notice = await mail.smtp.waitFor(email, /^New reply: /);
    const screenshot = await screenshotWithExif();
    await mail.imap.append(
      replyWithFiles(
        {
          from: email,
          to: notice.header('reply-to'),
          inReplyTo: notice.messageId,
          subject: `Re: ${notice.subject}`,
          quoted: notice.text,
          text: 'Here is the screen and the report.',
        },
        [
          { name: 'image001.png', type: 'image/png', content: screenshot, cid: 'image001.png@01DB' },
          { name: 'report.pdf', type: 'application/pdf', content: tinyPdf() },
          { name: 'setup.pdf', type: 'application/pdf', content: executable() },
        ],
      ),
    );

    const deskPath = `/admin/tickets?ticket=${ticketId}`;
    const desk = await adminPage(deskPath);
    await shownWithin(desk, deskPath, 'Here is the screen and the report.', Date.now());
    const dialog = desk.getByRole('dialog');
    await dialog.getByText('setup.pdf: this type of file is not accepted.').waitFor();
    const files = dialog.getByRole('list', { name: 'Attached files' });
    const image = files.getByRole('img', { name: 'Open image001.png full size' });
    const pdfLink = files.getByRole('link', { name: /^Download report\.pdf/ });
    await image.waitFor();
    expect(await files.getByRole('link', { name: /^Download setup\.pdf/ }).count()).toBe(0);
    const fetched = async (url: string | null) =>
      (await desk.request.get(`${mail.server.baseUrl}${url}`)).body();
    const png = await fetched(await image.getAttribute('src'));
    expect((await fetched(await pdfLink.getAttribute('href'))).equals(tinyPdf())).toBe(true);
    expect((await sharp(png).metadata()).exif).toBeUndefined();
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(png)).equals(await pixels(screenshot))).toBe(true);
    expect(await seriousViolations(desk)).toEqual([]);
    if (process.env.SCREENSHOTS_DIR)
      await desk.screenshot({
        path: `${process.env.SCREENSHOTS_DIR}/mailed-files-desk-1280.png`,
        fullPage: true,
      });

    // The customer, in French on a phone, sees the same files under their emailed reply.
    const portal = await browser.newPage({ width: 390, baseURL: mail.server.baseUrl, locale: 'fr-CA' });
    await portal.goto(`/my-tickets?ticket=${ticketId}`);
    await portal.getByLabel('Courriel').fill(email);
    await portal.getByLabel('Mot de passe', { exact: true }).fill('noah password');
    await portal.getByRole('button', { name: 'Se connecter et voir mes demandes' }).click();
    const mine = portal.getByRole('list', { name: 'Fichiers joints' });
    await mine.getByRole('img', { name: 'Ouvrir image001.png en taille réelle' }).waitFor();
    await mine.getByRole('link', { name: /^Télécharger report\.pdf/ }).waitFor();
    expect(await seriousViolations(portal)).toEqual([]);
    if (process.env.SCREENSHOTS_DIR)
      await portal.screenshot({
        path: `${process.env.SCREENSHOTS_DIR}/mailed-files-portal-fr-390.png`,
        fullPage: true,
      });
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
