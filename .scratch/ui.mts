import { writeFileSync } from 'node:fs';
import { openDatabase } from '#server/db/client.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { launchChromium } from '#tests/support/chromium.ts';
import { photoWithGps, executable, tinyPdf, screenshotPng } from '#tests/support/sample-files.ts';

const base = 'http://127.0.0.1:3391';
const out = '/tmp/attach/shots';
const lang = process.argv[2] ?? 'en';
const database = await openDatabase('postgres://postgres@127.0.0.1:5432/maple_attach_ui');
const email = `ada.${lang}.${Date.now()}@example.com`;
await insertCustomer(database.db, email, 'correct horse');
await database.close();
const photo = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() };
const pdf = { name: 'guide.pdf', mimeType: 'application/pdf', buffer: tinyPdf() };
const exe = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: executable() };
const big = { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(11 * 1024 * 1024, 'a') };

const browser = await launchChromium();
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: lang === 'fr' ? 'Soumettre une demande de soutien' : 'Submit Support Ticket' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(lang === 'fr' ? 'Courriel' : 'Email').fill(email);
  await dialog.getByLabel(lang === 'fr' ? 'Nom' : 'Name').fill('Ada');
  await dialog.getByLabel(lang === 'fr' ? 'Objet' : 'Subject').fill(`Screen ${width}`);
  await dialog.getByLabel('Description').fill('The export fails, see the photo.');
  await dialog.locator('input[type=file]').setInputFiles([photo, pdf, exe, big]);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/form-${lang}-${width}.png`, fullPage: false });
  await dialog.locator('input[type=file]').evaluate((el) => el.scrollIntoView());
  await dialog.getByRole('list').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/form-files-${lang}-${width}.png` });
  await dialog.getByRole('button', { name: lang === 'fr' ? 'Soumettre la demande' : 'Submit Ticket' }).click();
  await page.waitForTimeout(1500);
  await page.close();
}
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
await page.goto(`${base}/my-tickets`, { waitUntil: 'networkidle' });
await page.getByLabel(lang === 'fr' ? 'Courriel' : 'Email').fill(email);
await page.getByLabel(lang === 'fr' ? 'Mot de passe' : 'Password', { exact: true }).fill('correct horse');
await page.keyboard.press('Enter');
await page.waitForTimeout(1500);
await page.getByRole('button', { name: /View Details|Voir les détails/ }).first().click();
await page.waitForTimeout(1500);
// Paste a screenshot into the reply box.
const png = (await screenshotPng()).toString('base64');
await page.getByRole('textbox').last().focus();
await page.evaluate(async (data) => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const transfer = new DataTransfer();
  transfer.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
  const event = new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true });
  document.activeElement?.dispatchEvent(event);
}, png);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/portal-${lang}-1280.png`, fullPage: true });
await page.setViewportSize({ width: 390, height: 900 });
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/portal-${lang}-390.png`, fullPage: true });
await browser.close();
writeFileSync(`${out}/email-${lang}.txt`, email);
