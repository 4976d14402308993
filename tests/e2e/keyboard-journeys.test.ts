import { beforeAll, expect, it } from 'vitest';
import { type Customer, newCustomer, submitTicket } from './api.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { isFocused, tabTo } from './keyboard.ts';

describeInBrowser('with the keyboard alone', () => {
  const browser = useBrowser();
  const customer: Customer = newCustomer('keyboard');
  const subject = 'Reports are empty';
  const adminSubject = `Webhook never fires (${customer.email})`;

  beforeAll(async () => {
    await submitTicket(customer, { subject, description: 'Every report shows no rows.' }, true);
    await submitTicket(
      customer,
      { subject: adminSubject, description: 'Nothing arrives at our endpoint.' },
      false,
    );
  });

  it('a visitor submits a ticket from the landing page', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await tabTo(page, footer.getByRole('button', { name: 'Submit Support Ticket' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Submit Support Ticket' });
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type(newCustomer('keyboard-visitor').email);
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('New email');
    await tabTo(page, dialog.getByLabel('Create Password'));
    await page.keyboard.type('maple syrup 42');
    await tabTo(page, dialog.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Space');
    expect(await dialog.getByLabel('Create Password').getAttribute('type')).toBe('text');
    for (const [label, text] of [
      ['Name', 'Grace Hopper'],
      ['Subject', 'Typed without a mouse'],
      ['Description', 'Every field of this ticket was reached with Tab.'],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(text);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Ticket' }));
    await page.keyboard.press('Enter');

    await page.getByText('Your password has been set').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The ticket's reference follows the form, in a dialog of its own that Done closes.
    const filed = page.getByRole('dialog', { name: 'Ticket received' });
    await filed.waitFor();
    expect(await isFocused(filed.getByRole('button', { name: 'Done' }))).toBe(true);
    await page.keyboard.press('Enter');
    await filed.waitFor({ state: 'hidden' });
    expect(await isFocused(footer.getByRole('button', { name: 'Submit Support Ticket' }))).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('a customer signs in, opens a ticket, replies, closes it and signs out', async () => {
    const page = await browser.newPage();
    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(customer.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');

    await page.getByText(`Signed in as ${customer.email}`).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await tabTo(page, item.getByRole('button', { name: 'View Details' }));
    await page.keyboard.press('Space');

    await page.getByRole('heading', { name: 'Original Request' }).waitFor();
    await tabTo(page, page.getByLabel('Add Response'));
    await page.keyboard.type('Still empty this morning.');
    await tabTo(page, page.getByRole('button', { name: 'Send Response' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Conversation (1 message)' }).waitFor();
    await expect.poll(() => isFocused(page.getByLabel('Add Response'))).toBe(true);
    expect(await page.getByRole('listitem').filter({ hasText: 'User' }).textContent()).toContain(
      'Still empty this morning.',
    );

    await tabTo(page, page.getByRole('button', { name: 'Close Ticket' }), 'backward');
    await page.keyboard.press('Enter');
    await page.getByText('This ticket is closed and no longer accepts responses.').waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Sign Out' }), 'backward');
    await page.keyboard.press('Enter');
    await page.getByText('You have been successfully signed out').waitFor();
    await page.getByRole('button', { name: 'Sign In & View Tickets' }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('an admin signs in, opens the desk, and answers a ticket with Respond', async () => {
    const page = await browser.newPage();
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(E2E_ADMIN.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Open Tickets' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Admin Tickets Dashboard' }).waitFor();
    await tabTo(page, page.getByRole('searchbox', { name: 'Search tickets' }));
    await page.keyboard.type(adminSubject);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const respond = page.getByRole('article').getByRole('button', { name: 'Respond' });
    await tabTo(page, respond);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Respond to: ${adminSubject}` });
    await tabTo(page, dialog.getByLabel('Add Response'));
    await page.keyboard.type('Fixed: the webhook fires again.');
    await tabTo(page, dialog.getByRole('button', { name: 'Send Response' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Conversation (1 message)' }).waitFor();
    expect(await dialog.getByRole('listitem').textContent()).toMatch(
      /^Admin.*Fixed: the webhook fires again\./,
    );
    await expect.poll(() => isFocused(dialog.getByLabel('Add Response'))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(respond)).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});
