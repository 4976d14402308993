import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { newCustomer, signInCookie, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { postJson } from './post-json.ts';

const catalogs = { en: enAccount.admin, fr: frAccount.admin };

async function signIn(page: Page, t: (typeof catalogs)['en']) {
  await page.getByLabel(t.login.emailLabel).fill(E2E_ADMIN.email);
  await page.getByLabel(t.login.passwordLabel, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: t.login.submit }).click();
  await page.getByRole('heading', { name: t.desk.title }).waitFor();
}

const firstCard = (page: Page) => page.getByRole('article').first();

describeInBrowser('the desk, by last activity', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'fr'] as const) {
    for (const width of [390, 1280]) {
      it(`puts a resolved ticket the customer answers at the top, waiting on the team (${lang}, ${width} px)`, async () => {
        const t = catalogs[lang];
        const customer = newCustomer(`activity-${lang}-${width}`);
        const subject = `Reopened by a reply ${lang} ${width} ${Date.now()}`;
        const id = await submitTicket(customer, { subject, description: 'The export is empty.' }, true);

        const page = await browser.newPage({ width, height: 900 });
        await page.goto(`/admin/tickets?lang=${lang}`);
        await signIn(page, t);
        expect(await page.getByRole('combobox', { name: t.desk.orderLabel }).inputValue()).toBe('activity');
        await expect.poll(() => firstCard(page).getByRole('heading').textContent()).toBe(subject);
        const statusOf = (card: ReturnType<typeof firstCard>) =>
          card.getByRole('combobox', { name: new RegExp(`^${t.ticket.statusLabel}`) });
        await statusOf(firstCard(page)).selectOption({ label: t.statusOptions.resolved });
        await page.getByText(t.toast.statusUpdated('resolved')).first().waitFor();

        const later = `Filed after ${subject}`;
        await submitTicket(newCustomer('activity-later'), { subject: later, description: 'Newer.' }, true);
        await page.reload();
        await expect.poll(() => firstCard(page).getByRole('heading').textContent()).toBe(later);

        const cookie = await signInCookie(customer);
        const reply = await postJson(`/api/tickets/${id}/responses`, { text: 'Still empty.' }, cookie);
        expect(reply.status).toBe(201);
        await page.reload();
        const card = firstCard(page);
        await expect.poll(() => card.getByRole('heading').textContent()).toBe(subject);
        await card.getByText(t.ticket.waiting).waitFor();
        expect(await statusOf(card).inputValue()).toBe('open');
        expect(await card.getByText(/^(Last activity|Dernière activité)/).textContent()).toMatch(
          lang === 'en' ? /, by the customer$/ : /, par le client$/,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        expect(await seriousViolations(page)).toEqual([]);
        expect(browser.errors).toEqual([]);
      });
    }
  }
});
