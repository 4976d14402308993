import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { executable, photoWithGps, screenshotPng, tinyPdf } from '#tests/support/sample-files.ts';
import { newCustomer, signInCookie, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

const MB = 1024 * 1024;
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Pastes an image into the focused text box, as a screenshot tool's clipboard would hold it. */
async function pasteScreenshot(box: Locator) {
  await box.focus();
  const png = (await screenshotPng()).toString('base64');
  await box.evaluate((element, data) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, png);
}

/** Waits until no file is uploading any more. */
async function uploadsDone(scope: Locator) {
  await expect.poll(() => scope.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
}

async function fetchAs(page: Page, url: string) {
  const response = await page.request.get(url);
  return { status: response.status(), bytes: await response.body() };
}

describeInBrowser('attachments', () => {
  const browser = useBrowser();

  it('a photo and a PDF with a new ticket, refusals that leave the rest, a pasted screenshot, and who may download', async () => {
    const customer = newCustomer('files');
    await submitTicket(customer, { subject: 'First', description: 'Sets the password.' }, true);
    const photo = await photoWithGps();
    const subject = `Export with files ${Date.now()}`;

    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.goto('/', { waitUntil: 'networkidle' });
    await visitor.getByRole('button', { name: 'Submit Support Ticket' }).click();
    const form = visitor.getByRole('dialog', { name: 'Submit Support Ticket' });
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Description').fill('The export fails; the photo shows the screen.');
    const picker = form.getByLabel('Add files');
    await picker.setInputFiles([
      file('invoice.pdf', 'application/pdf', executable()),
      file('big.txt', 'text/plain', Buffer.alloc(11 * MB, 'a')),
    ]);
    await uploadsDone(form);
    await picker.setInputFiles([
      file('photo.jpg', 'image/jpeg', photo),
      file('guide.pdf', 'application/pdf', tinyPdf()),
      ...['a', 'b', 'c', 'd'].map((name) => file(`${name}.txt`, 'text/plain', Buffer.from(`${name}\n`))),
    ]);
    await uploadsDone(form);
    await form.getByText('This type of file is not accepted.', { exact: true }).waitFor();
    await form.getByText('This file is larger than 10 MB.', { exact: true }).waitFor();
    await form.getByText('Only 5 files can be sent with one message.', { exact: true }).waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    for (const name of ['a.txt', 'b.txt']) await form.getByRole('button', { name: `Remove ${name}` }).click();
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await form.waitFor({ state: 'hidden' });

    const page = await browser.newPage();
    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In & View Tickets' }).click();
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const files = page.getByRole('list', { name: 'Attached files' });
    const image = files.getByRole('img', { name: 'Open photo.jpg full size' });
    await image.waitFor();
    const pdfLink = files.getByRole('link', { name: /^Download guide\.pdf/ });
    expect(await files.getByRole('link', { name: /^Download c\.txt/ }).count()).toBe(1);
    expect(await files.getByRole('link', { name: /^Download d\.txt/ }).count()).toBe(0);
    const photoUrl = `${baseUrl()}${await image.evaluate((element) => element.getAttribute('src'))}`;
    const pdfUrl = `${baseUrl()}${await pdfLink.getAttribute('href')}`;
    const downloadedPhoto = await fetchAs(page, photoUrl);
    expect((await sharp(downloadedPhoto.bytes).metadata()).exif).toBeUndefined();
    expect((await fetchAs(page, pdfUrl)).bytes.equals(tinyPdf())).toBe(true);

    const reply = page.getByLabel('Add Response');
    await reply.fill('Here is the screen now.');
    await pasteScreenshot(reply);
    await uploadsDone(page.locator('form'));
    await page.getByRole('button', { name: 'Send Response' }).click();
    await page.getByRole('img', { name: 'Open screenshot-1.png full size' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const admin = await browser.newPage();
    await admin.goto('/admin', { waitUntil: 'networkidle' });
    await admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.getByText('Admin Dashboard').first().waitFor();
    expect((await fetchAs(admin, pdfUrl)).bytes.equals(tinyPdf())).toBe(true);
    expect((await fetchAs(admin, photoUrl)).bytes.equals(downloadedPhoto.bytes)).toBe(true);

    const other = newCustomer('other');
    await submitTicket(other, { subject: 'Mine', description: 'Not theirs.' }, true);
    const cookie = await signInCookie(other);
    for (const url of [photoUrl, pdfUrl]) {
      expect((await fetch(url, { headers: { cookie } })).status).toBe(404);
    }
    expect(browser.errors.filter((error) => !/status of (413|415)/.test(error))).toEqual([]);
  });

  it('says what is refused in French', async () => {
    const page = await browser.newPage({ width: 390, height: 844, locale: 'fr-CA' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Soumettre une demande de soutien' }).first().click();
    const form = page.getByRole('dialog', { name: 'Soumettre une demande de soutien' });
    await form.getByText(/^Joignez jusqu’à 5 fichiers de 10 Mo chacun/).waitFor();
    await form
      .getByLabel('Ajouter des fichiers')
      .setInputFiles([
        file('facture.pdf', 'application/pdf', executable()),
        file('gros.txt', 'text/plain', Buffer.alloc(11 * MB, 'a')),
      ]);
    await uploadsDone(form);
    await form.getByText('Ce type de fichier n’est pas accepté.', { exact: true }).waitFor();
    await form.getByText('Ce fichier dépasse 10 Mo.', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
