// Issue 46, items 4 to 6, as a new business owner meets them on a first start with a real SMTP server:
// the generated admin makes the account theirs (name, email through its link, password), then sets the
// organisation's contact details and hours, which the landing page and the next emails show at once.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '#server/db/embedded-postgres.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createCustomer } from '#tests/system/http.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';

const owner = { name: 'Ana Tremblay', email: 'ana@maple.test', password: 'ana new password 1' };

async function signIn(page: Page, email: string, password: string, labels = english) {
  await page.goto('/admin', { waitUntil: 'networkidle' });
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login }).click();
  await page.getByRole('heading', { name: labels.dashboard }).waitFor();
}

const english = { email: 'Email', password: 'Password', login: 'Login', dashboard: 'Admin Dashboard' };
const french = {
  email: 'Courriel',
  password: 'Mot de passe',
  login: 'Se connecter',
  dashboard: 'Tableau de bord de l’administration',
};

describeInBrowser('the owner sets up the desk from the browser', () => {
  const browser = useBrowser();
  let inbox: SmtpInbox;
  let server: ServerProcess;
  let generatedPassword = '';
  const open = async (options: { locale?: string; width?: number } = {}) => {
    const page = await browser.newPage({ ...options, baseURL: server.baseUrl });
    page.setDefaultTimeout(8000);
    return page;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const port = await freePort();
    let output = '';
    server = await startServer({
      port,
      output: (chunk) => {
        output += chunk;
      },
      env: {
        SMTP_URL: inbox.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SUPPORT_ADDRESS: 'support@maple.test',
        TRUST_PROXY: 'true',
      },
    });
    generatedPassword = /password:\s+(\S+)/.exec(output)?.[1] ?? '';
  });
  afterAll(async () => {
    await server?.dispose();
    await inbox?.stop();
  });

  it('the generated admin sets their name and real email first, then a new password', async () => {
    expect(generatedPassword).not.toBe('');
    const page = await open();
    const elsewhere = await open();
    await signIn(elsewhere, 'admin@example.com', generatedPassword);
    await signIn(page, 'admin@example.com', generatedPassword);
    const setup = page.getByRole('region', { name: 'Make This Account Yours' });
    await setup.waitFor();
    // Before anything else: the desk's cards wait.
    expect(await page.getByRole('link', { name: 'Open Tickets' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await setup.getByLabel('Name').fill(owner.name);
    await setup.getByLabel('New email').fill(owner.email);
    await setup.getByLabel('Current password', { exact: true }).fill(generatedPassword);
    await setup.getByRole('button', { name: 'Save and Send Link' }).click();
    await page.getByText(`We sent a link to ${owner.email}.`).waitFor();

    const link = await inbox.waitFor(owner.email, /^Confirm your new email/);
    await page.goto(link.link('/admin/account').toString());
    await page.getByText(`You now sign in with ${owner.email}.`).waitFor();
    await inbox.waitFor('admin@example.com', /was changed$/);
    await page.getByText(`You sign in with ${owner.email}.`).waitFor();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(owner.name);

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password', { exact: true }).fill(generatedPassword);
    await password.getByLabel('New password', { exact: true }).fill(owner.password);
    await password.getByLabel('New password again', { exact: true }).fill(owner.password);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your other sessions have ended.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The other session has ended; this one goes on, and the dashboard no longer asks.
    await elsewhere.reload({ waitUntil: 'networkidle' });
    await elsewhere.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('link', { name: 'Open Tickets' }).waitFor();
    await page.getByText(`Welcome back, ${owner.email}`).waitFor();

    // New-ticket notices follow the new address.
    await createCustomer(server, 'chloe@example.com');
    await inbox.waitFor(owner.email, /^New ticket: /);
    expect(
      inbox.mails.filter((mail) => mail.to === 'admin@example.com' && /^New ticket/.test(mail.subject)),
    ).toEqual([]);
  });

  it('chooses French in Your account; a browser signed in afterwards opens the desk in French', async () => {
    const page = await open();
    await signIn(page, owner.email, owner.password);
    await page.getByRole('link', { name: 'Open Your Account' }).click();
    const profile = page.getByRole('region', { name: 'Name and Language' });
    await profile.getByLabel('Language').selectOption('fr');
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Votre compte', level: 1 }).waitFor();

    // Another browser, in English: the card is English, the desk the member's.
    const elsewhere = await open({ locale: 'en-CA' });
    await signIn(elsewhere, owner.email, owner.password, { ...english, dashboard: french.dashboard });
    expect(await elsewhere.locator('html').getAttribute('lang')).toBe('fr');
    await elsewhere.reload({ waitUntil: 'networkidle' });
    await elsewhere.getByRole('heading', { name: french.dashboard }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('in French, sets the support email, phone and hours; the landing page, the trail and the next email show them', async () => {
    const page = await open({ locale: 'fr-CA', width: 390 });
    await signIn(page, owner.email, owner.password, french);
    await page.getByRole('link', { name: 'Ouvrir les paramètres' }).click();
    await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
    await page.getByLabel('Courriel du soutien').fill('aide@erable.test');
    await page.getByLabel('Téléphone').fill('+1 514 555 0199');
    await page.getByLabel('Heures d’ouverture', { exact: true }).fill('lun-ven 09:00-17:00');
    await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    // The server alone reads the hours: its refusal is shown next to the field.
    await page.getByText('Écrivez les heures comme mon-fri 09:00-17:00, ou laissez le champ vide.').waitFor();
    await page.getByLabel('Heures d’ouverture', { exact: true }).fill('mon-fri 09:00-17:00');
    await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await page.getByText('Les changements s’appliquent aussitôt.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await open({ locale: 'fr-CA', width: 390 });
    await visitor.goto('/', { waitUntil: 'networkidle' });
    const contact = visitor.locator('footer');
    await contact.getByText('aide@erable.test').waitFor();
    await contact.getByText('+1 514 555 0199').waitFor();

    await page.goto('/admin/audit', { waitUntil: 'networkidle' });
    const entry = page.getByRole('row', { name: /Paramètres modifiés/ });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('supportEmail: aide@erable.test');

    await createCustomer(server, 'remi@example.com');
    const confirmation = await inbox.waitFor('remi@example.com', /./);
    expect(confirmation.text).toContain('aide@erable.test');
    expect(confirmation.text).toContain('+1 514 555 0199');
  });
});
