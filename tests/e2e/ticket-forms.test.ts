import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { en } from '#client/locales/en/index.ts';
import { enPublic } from '#client/locales/en/public.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { fr } from '#client/locales/fr/index.ts';
import { frPublic } from '#client/locales/fr/public.ts';
import { newCustomer, submitTicket } from './api.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { isFocused } from './keyboard.ts';
import { mailsOfKind } from './mailbox.ts';

const catalogs = { en: { ...en, ...enPublic, ...enAccount }, fr: { ...fr, ...frPublic, ...frAccount } };
const widths = [390, 1280];
const languages = ['en', 'fr'] as const;

async function openTicketForm(page: Page, language: 'en' | 'fr') {
  const t = catalogs[language];
  await page.goto(`/?lang=${language}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: t.common.submitTicket }).first().click();
  const dialog = page.getByRole('dialog', { name: t.tickets.form.title });
  await dialog.waitFor();
  return dialog;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `toast`, once it has slid in, stays clear of the dialog's title and close button. */
async function clearOfHeader(toast: Locator, title: Locator, close: Locator) {
  await toast.waitFor();
  // The header as the reader sees it on scrolling back up the dialog to close it.
  await title.scrollIntoViewIfNeeded();
  await toast.page().waitForTimeout(500);
  const toastBox = await box(toast);
  for (const part of [title, close]) if (overlaps(toastBox, await box(part))) return false;
  return true;
}

describeInBrowser('ticket forms that point at the problem', () => {
  const browser = useBrowser();

  for (const language of languages) {
    for (const width of widths) {
      it(`marks the empty form's fields, focuses the first, and toasts clear of the title (${language}, ${width} px)`, async () => {
        const t = catalogs[language];
        const page = await browser.newPage({ width, height: width < 600 ? 844 : 800 });
        const dialog = await openTicketForm(page, language);
        await dialog.getByRole('button', { name: t.tickets.form.submit }).click();

        const toast = page.locator('[data-sonner-toast]').filter({ hasText: t.tickets.toast.missing });
        await toast.waitFor();
        const email = dialog.getByLabel(t.tickets.form.emailLabel);
        for (const label of ['emailLabel', 'nameLabel', 'subjectLabel', 'descriptionLabel'] as const) {
          const field = dialog.getByLabel(t.tickets.form[label], { exact: true });
          expect(await field.getAttribute('aria-invalid')).toBe('true');
          const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
          expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
            t.common.fieldProblem.required,
          );
        }
        expect(await isFocused(email)).toBe(true);
        await email.fill('ada@example.com');
        await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();

        const title = dialog.getByRole('heading', { name: t.tickets.form.title });
        const close = dialog.getByRole('button', { name: t.common.close });
        expect(await clearOfHeader(toast, title, close)).toBe(true);
        expect(browser.errors).toEqual([]);
      });
    }

    it(`acknowledges a returning customer's ticket by email, with the reference shown (${language})`, async () => {
      const t = catalogs[language];
      const customer = newCustomer(`ack-${language}`);
      await submitTicket(customer, { subject: 'First one', description: 'Sets the password.' }, true);
      const page = await browser.newPage({ width: language === 'en' ? 390 : 1280, height: 844 });
      const dialog = await openTicketForm(page, language);
      await dialog.getByLabel(t.tickets.form.emailLabel).fill(customer.email);
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain(t.tickets.hint.known);
      await dialog.getByLabel(t.tickets.form.nameLabel, { exact: true }).fill('Ada Lovelace');
      await dialog.getByLabel(t.tickets.form.subjectLabel).fill('Second one');
      await dialog.getByLabel(t.tickets.form.descriptionLabel).fill('The export button does nothing.');
      await dialog.getByRole('button', { name: t.tickets.form.submit }).click();

      const filed = page.getByRole('dialog', { name: t.tickets.filed.title });
      await filed.waitFor();
      await page.getByText(t.tickets.toast.submittedExisting).waitFor();
      const reference = (await filed.locator('strong').textContent()) ?? '';
      expect(reference).toMatch(/^[0-9a-f]{8}$/);
      expect(await filed.textContent()).toContain(t.tickets.filed.acknowledged(customer.email));

      await expect.poll(async () => (await mailsOfKind(customer.email, 'ticket_received')).length).toBe(1);
      const [mail] = await mailsOfKind(customer.email, 'ticket_received');
      expect(mail?.subject).toContain(`[#${reference}]`);
      expect(mail?.language).toBe(language);
      expect(mail?.data?.link).toContain(`/my-tickets?ticket=${reference}`);

      await filed.getByRole('button', { name: t.tickets.filed.done }).click();
      await filed.waitFor({ state: 'hidden' });
      expect(browser.errors).toEqual([]);
    });

    it(`files a ticket from 'New ticket' on /my-tickets, which then lists it (${language})`, async () => {
      const t = catalogs[language];
      const customer = newCustomer(`new-${language}`);
      await submitTicket(customer, { subject: 'Older one', description: 'Sets the password.' }, true);
      const page = await browser.newPage({ width: language === 'en' ? 1280 : 390, height: 844 });
      await page.goto(`/my-tickets?lang=${language}`, { waitUntil: 'networkidle' });
      await page.getByLabel(t.portal.signIn.emailLabel).fill(customer.email);
      await page.getByLabel(t.portal.signIn.passwordLabel, { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: t.portal.signIn.submit }).click();
      await page.getByRole('heading', { name: 'Older one' }).waitFor();

      await page.getByRole('button', { name: t.tickets.newTicket }).click();
      const dialog = page.getByRole('dialog', { name: t.tickets.form.title });
      await dialog.waitFor();
      expect(await dialog.getByLabel(t.tickets.form.emailLabel).inputValue()).toBe(customer.email);
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain(t.tickets.hint.known);
      await dialog.getByLabel(t.tickets.form.nameLabel, { exact: true }).fill('Ada Lovelace');
      await dialog.getByLabel(t.tickets.form.subjectLabel).fill('Filed from my tickets');
      await dialog.getByLabel(t.tickets.form.descriptionLabel).fill('The import button does nothing.');
      await dialog.getByRole('button', { name: t.tickets.form.submit }).click();

      await page.getByRole('dialog', { name: t.tickets.filed.title }).waitFor();
      await page.getByRole('button', { name: t.tickets.filed.done }).click();
      await page.getByRole('heading', { name: 'Filed from my tickets' }).waitFor();
      expect(browser.errors).toEqual([]);
    });
  }

  for (const width of widths) {
    it(`keeps the desk's toast clear of the respond dialog's title and close button (${width} px)`, async () => {
      const customer = newCustomer('desk-toast');
      const subject = `Toast clear of the header ${Date.now()}`;
      // A long ticket makes the dialog as tall as the screen, its header at the top like a toast's.
      const description = Array.from({ length: 60 }, (_, n) => `Step ${n + 1} of what happened.`).join('\n');
      await submitTicket(customer, { subject, description }, true);
      const page = await browser.newPage({ width, height: width < 600 ? 844 : 800 });
      await page.goto('/admin/tickets');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByPlaceholder('Search tickets by subject, email, or name...').fill(subject);
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      await page
        .getByRole('article')
        .getByRole('button', { name: /^Respond/ })
        .click();

      const dialog = page.getByRole('dialog', { name: `Respond to: ${subject}` });
      await dialog.getByLabel('Add Response').fill('Looking into it now.');
      await dialog.getByRole('button', { name: 'Send Response' }).click();
      const toast = page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Your response has been added to the ticket' });
      const title = dialog.getByRole('heading', { name: `Respond to: ${subject}` });
      expect(await clearOfHeader(toast, title, dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    });
  }
});
