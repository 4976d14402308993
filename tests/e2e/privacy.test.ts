import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { en } from '#client/locales/en/index.ts';
import { enPublic } from '#client/locales/en/public.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { fr } from '#client/locales/fr/index.ts';
import { frPublic } from '#client/locales/fr/public.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { MyDataExport } from '#shared/schemas/my-data.ts';
import { newCustomer, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { postJson } from './post-json.ts';

const languages = [
  {
    language: 'English',
    locale: 'en-CA',
    t: { ...en, ...enPublic, ...enAccount },
    privacyTitle: 'Privacy policy',
    termsTitle: 'Terms of service',
    other: 'Français',
  },
  {
    language: 'French',
    locale: 'fr-CA',
    t: { ...fr, ...frPublic, ...frAccount },
    privacyTitle: 'Politique de confidentialité',
    termsTitle: 'Conditions d’utilisation',
    other: 'English',
  },
] as const;

describeInBrowser('privacy', () => {
  const browser = useBrowser();

  for (const { language, locale, t, privacyTitle, termsTitle, other } of languages) {
    describe(`in ${language}`, () => {
      it("the footer's Privacy and Terms links open the policy pages, which name the contact and pass axe", async () => {
        const page = await browser.newPage({ locale });
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.getByRole('contentinfo').getByRole('link', { name: t.landing.footer.privacy }).click();
        await page.getByRole('heading', { level: 1, name: privacyTitle }).waitFor();
        expect(page.url()).toMatch(/\/privacy\?lang=(en|fr)$/);
        expect(await page.getByRole('link', { name: E2E_ADMIN.email }).getAttribute('href')).toBe(
          `mailto:${E2E_ADMIN.email}`,
        );
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto('/terms', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: termsTitle }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('link', { name: other }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(termsTitle);
      });

      it('a customer downloads their data, then deletes their account after the confirmation', async () => {
        const customer = newCustomer('privacy');
        const subject = `${language} data request`;
        await submitTicket(customer, { subject, description: 'Please send me my data.' }, true);
        const page = await browser.newPage({ locale });
        await signInAsCustomer(page, t, customer);
        await page.getByRole('heading', { name: subject }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: t.portal.yourData.download }).click(),
        ]);
        const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
        const data = JSON.parse(new TextDecoder().decode(archive['my-data.json'])) as MyDataExport;
        expect(data.account.email).toBe(customer.email);
        expect(data.tickets.map((entry) => entry.ticket.subject)).toEqual([subject]);
        await page.getByText(t.portal.yourData.downloaded).waitFor();

        await page.getByRole('button', { name: t.portal.yourData.delete }).click();
        const dialog = page.getByRole('alertdialog', { name: t.portal.yourData.confirmTitle });
        await dialog.waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: t.portal.yourData.confirm }).click();
        await page.getByText(t.portal.yourData.deleted).waitFor();
        await page.getByRole('button', { name: t.portal.signIn.submit }).waitFor();

        const again = await postJson('/api/auth/sign-in', {
          email: customer.email,
          passwordHash: await passwordDigest(customer.password, customer.email),
        });
        expect(again.status).toBe(401);
      });

      it('an admin deletes a ticket from its card after the confirmation', async () => {
        const customer = newCustomer('privacy-desk');
        const subject = `${language} ticket to delete ${Date.now()}`;
        await submitTicket(customer, { subject, description: 'Spam, please remove.' }, true);
        const page = await browser.newPage({ locale });
        await page.goto('/admin/tickets', { waitUntil: 'networkidle' });
        await page.getByLabel(t.admin.login.emailLabel).fill(E2E_ADMIN.email);
        await page.getByLabel(t.admin.login.passwordLabel, { exact: true }).fill(E2E_ADMIN.password);
        await page.getByRole('button', { name: t.admin.login.submit }).click();
        await page.getByPlaceholder(t.admin.desk.searchPlaceholder).fill(subject);
        const card = page.getByRole('article', { name: subject });
        await card.waitFor();

        await card.getByRole('button', { name: new RegExp(`^${t.admin.ticket.delete}`) }).click();
        const dialog = page.getByRole('alertdialog', { name: t.admin.ticket.deleteTitle(subject) });
        await dialog.waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: t.admin.ticket.deleteConfirm }).click();
        await page.getByText(t.admin.toast.deleted).waitFor();
        await card.waitFor({ state: 'detached' });
      });
    });
  }
});

async function signInAsCustomer(
  page: Page,
  t: typeof en & typeof enPublic & typeof enAccount,
  customer: { email: string; password: string },
) {
  await page.goto('/my-tickets', { waitUntil: 'networkidle' });
  await page.getByLabel(t.portal.signIn.emailLabel).fill(customer.email);
  await page.getByLabel(t.portal.signIn.passwordLabel, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: t.portal.signIn.submit }).click();
}
