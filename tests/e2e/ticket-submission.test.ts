import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { animationsSettled } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { isFocused } from './keyboard.ts';
import { confirmAddress } from './mailbox.ts';
import { postJson } from './post-json.ts';

async function openTicketForm(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Submit Support Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Support Ticket' });
  await dialog.waitFor();
  return dialog;
}

async function fillTicket(dialog: ReturnType<Page['getByRole']>, subject: string) {
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill('The export button does nothing when I click it.');
}

describeInBrowser('ticket submission', () => {
  const browser = useBrowser();

  it("sets a new email's password with its first ticket, recognizes it once confirmed, and lets it sign in", async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'maple syrup 42';

    const page = await browser.newPage({ width: 390, height: 844 });
    let dialog = await openTicketForm(page);
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Enter your email address');
    await dialog.getByLabel('Email').fill(email);
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('New email');
    await dialog.getByLabel('Create Password').fill(password);
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await dialog.getByLabel('Create Password').getAttribute('type')).toBe('text');
    await fillTicket(dialog, 'First ticket from the browser');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();

    await page.getByText('Your password has been set').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Until its owner opens the emailed link, the address counts as new.
    expect((await postJson('/api/tickets/email-status', { email })).body).toEqual({ hasPassword: false });
    await confirmAddress(email, password);
    expect((await postJson('/api/tickets/email-status', { email })).body).toEqual({ hasPassword: true });

    dialog = await openTicketForm(await browser.newPage());
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Email recognized!');
    expect(await dialog.getByLabel('Create Password').count()).toBe(0);
    await fillTicket(dialog, 'Second ticket from the browser');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await dialog.page().getByText('You can view it in the dashboard with your existing password.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const signIn = await postJson('/api/auth/sign-in', {
      email,
      passwordHash: await passwordDigest(password, email),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ session: { email, type: 'user' } });
    expect(browser.errors).toEqual([]);
  });

  it('has no axe violations in any email status, and works from the keyboard', async () => {
    const page = await browser.newPage();
    const dialog = await openTicketForm(page);
    const audit = async () => {
      await animationsSettled(page);
      return (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.map(
        (v) => v.id,
      );
    };
    expect(await audit()).toEqual([]);

    await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('New email');
    expect(await audit()).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(page.getByRole('button', { name: 'Submit Support Ticket' }))).toBe(true);
  });
});
