import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { executable, photoWithGps, screenshotPng, tinyPdf } from '#tests/support/sample-files.ts';
import { newCustomer, signInCookie, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { isFocused } from './keyboard.ts';

const MB = 1024 * 1024;
/** What the flow reads and clicks, in each language. */
const words = {
  en: {
    locale: 'en-CA',
    form: 'Submit Support Ticket',
    email: 'Email',
    name: 'Name',
    subject: 'Subject',
    add: 'Add files',
    notAccepted: 'This type of file is not accepted.',
    tooLarge: 'This file is larger than 10 MB.',
    sixth: 'Only 5 files can be sent with one message.',
    remove: (name: string) => `Remove ${name}`,
    submit: 'Submit Ticket',
    password: 'Password',
    signIn: 'Sign In & View Tickets',
    details: 'View Details',
    files: 'Attached files',
    open: (name: string) => `Open ${name} full size`,
    download: (name: string) => new RegExp(`^Download ${name.replace('.', '\\.')}`),
    reply: 'Add Response',
    send: 'Send Response',
    screenshot: 'screenshot-1.png',
  },
  fr: {
    locale: 'fr-CA',
    form: 'Soumettre une demande de soutien',
    email: 'Courriel',
    name: 'Nom',
    subject: 'Objet',
    add: 'Ajouter des fichiers',
    notAccepted: 'Ce type de fichier n’est pas accepté.',
    tooLarge: 'Ce fichier dépasse 10 Mo.',
    sixth: 'Un message ne peut contenir que 5 fichiers.',
    remove: (name: string) => `Retirer ${name}`,
    submit: 'Soumettre la demande',
    password: 'Mot de passe',
    signIn: 'Se connecter et voir mes demandes',
    details: 'Voir les détails',
    files: 'Fichiers joints',
    open: (name: string) => `Ouvrir ${name} en taille réelle`,
    download: (name: string) => new RegExp(`^Télécharger ${name.replace('.', '\\.')}`),
    reply: 'Ajouter une réponse',
    send: 'Envoyer la réponse',
    screenshot: 'capture-ecran-1.png',
  },
};

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

  it.each(['en', 'fr'] as const)(
    'in %s: a photo and a PDF with a new ticket, refusals that leave the rest, a pasted screenshot, and who may download',
    async (language) => {
      const w = words[language];
      const customer = newCustomer('files');
      await submitTicket(customer, { subject: 'First', description: 'Sets the password.' }, true);
      const photo = await photoWithGps();
      const subject = `Export with files ${Date.now()}`;

      const visitor = await browser.newPage({ width: 390, height: 844, locale: w.locale });
      await visitor.goto('/', { waitUntil: 'networkidle' });
      await visitor.getByRole('button', { name: w.form }).first().click();
      const form = visitor.getByRole('dialog', { name: w.form });
      await form.getByLabel(w.email).fill(customer.email);
      await form.getByLabel(w.name).fill('Ada Lovelace');
      await form.getByLabel(w.subject).fill(subject);
      await form.getByLabel('Description').fill('The export fails; the photo shows the screen.');
      const picker = form.getByLabel(w.add);
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
      await form.getByText(w.notAccepted, { exact: true }).waitFor();
      await form.getByText(w.tooLarge, { exact: true }).waitFor();
      await form.getByText(w.sixth, { exact: true }).waitFor();
      expect(await seriousViolations(visitor)).toEqual([]);
      for (const name of ['a.txt', 'b.txt']) await form.getByRole('button', { name: w.remove(name) }).click();
      // The removed row's button is gone: the focus is back on adding files.
      expect(await isFocused(form.getByRole('button', { name: w.add }))).toBe(true);
      await form.getByRole('button', { name: w.submit }).click();
      await form.waitFor({ state: 'hidden' });

      const page = await browser.newPage({ locale: w.locale });
      await page.goto('/my-tickets', { waitUntil: 'networkidle' });
      await page.getByLabel(w.email).fill(customer.email);
      await page.getByLabel(w.password, { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: w.signIn }).click();
      await page.getByRole('heading', { name: subject }).waitFor();
      await page.getByRole('button', { name: w.details }).first().click();
      const files = page.getByRole('list', { name: w.files });
      const image = files.getByRole('img', { name: w.open('photo.jpg') });
      await image.waitFor();
      const pdfLink = files.getByRole('link', { name: w.download('guide.pdf') });
      expect(await files.getByRole('link', { name: w.download('c.txt') }).count()).toBe(1);
      expect(await files.getByRole('link', { name: w.download('d.txt') }).count()).toBe(0);
      const photoUrl = `${baseUrl()}${await image.evaluate((element) => element.getAttribute('src'))}`;
      const pdfUrl = `${baseUrl()}${await pdfLink.getAttribute('href')}`;
      const downloadedPhoto = await fetchAs(page, photoUrl);
      expect((await sharp(downloadedPhoto.bytes).metadata()).exif).toBeUndefined();
      expect((await fetchAs(page, pdfUrl)).bytes.equals(tinyPdf())).toBe(true);

      const reply = page.getByLabel(w.reply);
      await reply.fill('Here is the screen now.');
      await pasteScreenshot(reply);
      await uploadsDone(page.locator('form'));
      await page.getByRole('button', { name: w.send }).click();
      await page.getByRole('img', { name: w.open(w.screenshot) }).waitFor();
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
    },
  );
});
