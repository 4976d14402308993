import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser } from './browser.ts';
import { confirmAddress } from './mailbox.ts';

async function submitFirstTicket(page: Page, email: string, password: string, subject: string) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Submit Support Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Support Ticket' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Create Password').fill(password);
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill('The export button does nothing when I click it.');
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await confirmAddress(email, password);
}

async function axeViolations(page: Page) {
  // Toasts come and go while axe runs; they are sonner's markup, audited upstream.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return results.violations.map((violation) => violation.id);
}

describeInBrowser('my support tickets', () => {
  const browser = useBrowser();

  it('lets a customer sign in, answer and close their ticket, stay signed in across a reload, and sign out', async () => {
    const email = `portal-${Date.now()}@example.com`;
    const password = 'maple syrup 42';
    const subject = 'Invoices will not export';
    const page = await browser.newPage({ width: 390, height: 844 });
    await submitFirstTicket(page, email, password, subject);

    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'My Support Tickets' }).waitFor();
    const signIn = page.getByRole('button', { name: 'Sign In & View Tickets' });
    expect(await signIn.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await signIn.click();

    await page.getByText("You have 1 ticket. You'll stay signed in for 24 hours.").waitFor();
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.getByRole('heading', { name: subject }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Original Request' }).waitFor();
    await page.getByText('No responses yet. Be the first to add one!').waitFor();
    expect(await page.getByRole('heading', { name: 'Conversation (0 messages)' }).count()).toBe(1);

    await page.getByLabel('Add Response').fill('It still fails on the full fiscal year.');
    await page.getByRole('button', { name: 'Send Response' }).click();
    await page.getByText('Your response has been added to the ticket').waitFor();
    await page.getByRole('heading', { name: 'Conversation (1 message)' }).waitFor();
    expect(await page.getByLabel('Add Response').inputValue()).toBe('');
    expect(await page.getByRole('listitem').filter({ hasText: 'User' }).textContent()).toContain(
      'It still fails on the full fiscal year.',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Close Ticket' }).click();
    await page.getByText('Your ticket has been marked as closed').waitFor();
    await page.getByText('This ticket is closed and no longer accepts responses.').waitFor();
    expect(await page.getByLabel('Add Response').count()).toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.getByText('This ticket is closed and no longer accepts responses.').waitFor();
    await page.getByRole('button', { name: 'Back to Tickets' }).click();
    await page.getByText('closed', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View Details');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have been successfully signed out').waitFor();
    await signIn.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('support_session'))).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await signIn.waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('reads in French for a French browser and refuses a wrong password', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Mes demandes de soutien' }).waitFor();
    await page.getByLabel('Courriel').fill('nobody@example.com');
    await page.getByLabel('Mot de passe', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Se connecter et voir mes demandes' }).click();
    await page.getByText('Le courriel ou le mot de passe est incorrect.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('support_session'))).toBeNull();
  });
});
