import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';

const admin = { email: 'guardian@maple.test', password: 'guardian-password-1' };

async function enterPassword(
  page: Page,
  server: ServerProcess,
  labels: { email: string; password: string; login: string },
) {
  await page.goto(`${server.baseUrl}/admin`);
  await page.getByLabel(labels.email).fill(admin.email);
  await page.getByLabel(labels.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: labels.login }).click();
}

const english = { email: 'Email', password: 'Password', login: 'Login' };
const french = { email: 'Courriel', password: 'Mot de passe', login: 'Se connecter' };

/** The current code of the secret the page shows as its setup key. */
async function codeFromSetupKey(page: Page, keyLabel: string) {
  const secret = await page.getByLabel(keyLabel).inputValue();
  return TOTP.generate({ secret: Secret.fromBase32(secret) });
}

describeInBrowser('admin two-factor sign-in, turned on from their account', () => {
  const browser = useBrowser();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      stdio: 'ignore',
    });
  });
  afterAll(() => server?.dispose());
  let recoveryCode = '';

  it('reminds in their account, sets it up in French with an accessible dialog', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await enterPassword(page, server, french);
    await page.getByRole('link', { name: 'Ouvrir votre compte' }).click();
    await page.getByRole('heading', { name: 'Connexion à deux facteurs' }).waitFor();
    await page.getByRole('button', { name: 'Configurer la connexion à deux facteurs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurer la connexion à deux facteurs' });
    await dialog.getByRole('img', { name: /Code QR qui ajoute guardian@maple\.test/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog
      .getByLabel('Code de l’application')
      .fill(await codeFromSetupKey(page, 'Clé de configuration'));
    await dialog.getByRole('button', { name: 'Activer' }).click();
    await dialog.getByRole('heading', { name: 'Vos codes de récupération' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const codes = await dialog.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    recoveryCode = codes[0] ?? '';
    await dialog.getByRole('button', { name: 'Je les ai enregistrés' }).click();
    await page.getByText('Activée. 10 codes de récupération restants.').waitFor();
  });

  it('then asks for a code after the password; a recovery code opens the desk once', async () => {
    const page = await browser.newPage();
    await enterPassword(page, server, english);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The authentication code is not valid.').waitFor();
    await code.fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Open Your Account' }).click();
    await page.getByText('On. 9 recovery codes left.').waitFor();
    expect(browser.errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});

describeInBrowser('admin two-factor sign-in with ADMIN_REQUIRE_2FA', () => {
  const browser = useBrowser();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_REQUIRE_2FA: 'true' },
      stdio: 'ignore',
    });
  });
  afterAll(() => server?.dispose());

  it('enrols at the first sign-in and shows the recovery codes before the dashboard', async () => {
    const page = await browser.newPage();
    await enterPassword(page, server, english);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code from the app').fill(await codeFromSetupKey(page, 'Setup key'));
    await page.getByRole('button', { name: 'Turn On' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I Have Saved Them' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('asks for the code in French too, accessibly', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await enterPassword(page, server, french);
    await page.getByLabel('Code d’authentification').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
