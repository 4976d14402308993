import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { confirmAddress } from './mailbox.ts';
import { postJson } from './post-json.ts';

/** Files a ticket as the form does: the email's first ticket also sets its password, then its owner confirms it. */
async function submitTicket({
  password,
  ...ticket
}: {
  email: string;
  name: string;
  subject: string;
  password: string;
}) {
  const { hasPassword } = (await postJson('/api/tickets/email-status', { email: ticket.email })).body;
  const passwordHash = hasPassword ? undefined : await passwordDigest(password, ticket.email);
  const response = await postJson('/api/tickets', {
    ...ticket,
    description: `Details about ${ticket.subject}.`,
    passwordHash,
  });
  expect(response.status).toBe(201);
  if (passwordHash) await confirmAddress(ticket.email, password);
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successful').waitFor();
}

const cards = (page: Page) => page.getByRole('article');

/** The page's own markup; toasts are audited while they fade in, at partial opacity. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describeInBrowser('admin desk', () => {
  const browser = useBrowser();
  const tag = `e2e${Date.now()}`;
  const customer = { email: `${tag}@example.com`, name: 'Chloé Tremblay', password: 'customer pass 1' };

  it('signs in from /admin/tickets, searches, filters and changes a status', async () => {
    await submitTicket({ ...customer, subject: `${tag} invoice export is empty` });
    await submitTicket({
      email: `other-${tag}@example.com`,
      name: 'Marc',
      password: 'other pass 1',
      subject: `${tag} 100% off`,
    });

    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/admin/tickets');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter both email and password').waitFor();

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').waitFor();

    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Tickets Dashboard' }).waitFor();

    const search = page.getByPlaceholder('Search tickets by subject, email, or name...');
    await search.fill(tag.toUpperCase());
    await expect.poll(() => cards(page).count()).toBe(2);
    await search.fill(`${tag} 100%`);
    await expect.poll(() => cards(page).allTextContents()).toEqual([expect.stringContaining('100% off')]);
    await search.fill('tremblay');
    await expect.poll(() => cards(page).first().textContent()).toContain(customer.email);

    await search.fill(tag);
    await expect.poll(() => cards(page).count()).toBe(2);
    const card = cards(page).filter({ hasText: 'invoice export is empty' });
    await card.getByLabel('Status').selectOption({ label: 'In Progress' });
    await page.getByText('Ticket status changed to in progress').waitFor();

    await page.getByLabel('Filter by status').selectOption({ label: 'In Progress' });
    await expect
      .poll(() => cards(page).allTextContents())
      .toEqual([expect.stringContaining('invoice export')]);
    await page.getByLabel('Filter by status').selectOption({ label: 'Resolved' });
    await page.getByText('Try adjusting your search or filter criteria').waitFor();

    expect(await axeViolations(page)).toEqual([]);
    // The wrong password's 401 is the only failed request the browser may report.
    expect(browser.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('answers a ticket as Admin, and the customer sees the reply labelled Admin', async () => {
    const subject = `${tag} webhook never fires`;
    await submitTicket({ ...customer, subject });

    const page = await browser.newPage();
    await page.goto('/admin/tickets');
    await signIn(page);
    await page.getByPlaceholder('Search tickets by subject, email, or name...').fill(subject);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page)
      .getByRole('button', { name: /^Respond/ })
      .click();

    const dialog = page.getByRole('dialog', { name: `Respond to: ${subject}` });
    await dialog.getByText(`Details about ${subject}.`).waitFor();
    await dialog.getByText('No responses yet. Be the first to add one!').waitFor();
    const send = dialog.getByRole('button', { name: 'Send Response' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Add Response').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Add Response').fill('We found the cause and deployed a fix.');
    await send.click();
    await page.getByText('Your response has been added to the ticket').waitFor();
    await dialog.getByRole('heading', { name: 'Conversation (1 message)' }).waitFor();
    expect(await dialog.getByRole('listitem').textContent()).toMatch(/^Admin.*We found the cause/);
    expect(await dialog.getByLabel('Add Response').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => cards(page).textContent()).toContain('1 response');

    const customerPage = await browser.newPage({ width: 390, height: 844 });
    await customerPage.goto('/my-tickets');
    await customerPage.getByLabel('Email').fill(customer.email);
    await customerPage.getByLabel('Password', { exact: true }).fill(customer.password);
    await customerPage.getByRole('button', { name: 'Sign In & View Tickets' }).click();
    await customerPage
      .getByRole('listitem')
      .filter({ hasText: subject })
      .getByRole('button', { name: 'View Details' })
      .click();
    await customerPage.getByRole('heading', { name: 'Conversation (1 message)' }).waitFor();
    expect(
      await customerPage.getByRole('listitem').filter({ hasText: 'We found the cause' }).textContent(),
    ).toMatch(/^Admin/);
    expect(browser.errors).toEqual([]);
  });

  it('shows the dashboard after sign-in and the login form again after Sign Out', async () => {
    const page = await browser.newPage();
    await page.goto('/admin');
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`Welcome back, ${E2E_ADMIN.email}`).waitFor();
    // User Management and Analytics open their pages now: nothing is coming soon.
    await page.getByRole('link', { name: 'Manage Team' }).waitFor();
    await page.getByRole('link', { name: 'View Analytics' }).waitFor();
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The audit trail holds what the tests above did: the wrong password, the status change, the reply.
    await page.getByRole('link', { name: 'View Audit Trail' }).click();
    await page.getByRole('heading', { name: 'Audit Trail' }).waitFor();
    const rows = page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.nth(1).textContent()).toContain('Admin signed in');
    const kind = page.getByLabel('Filter by kind');
    await kind.selectOption({ label: 'Admin sign-in failed' });
    await expect
      .poll(() => rows.nth(1).textContent())
      .toMatch(/Admin sign-in failed.*admin@maple\.test.*Visitor/);
    await kind.selectOption({ label: 'Ticket status changed' });
    await expect
      .poll(() => rows.allTextContents())
      .toContainEqual(expect.stringContaining('Open → In Progress'));
    await kind.selectOption({ label: 'Reply added' });
    await page.getByLabel('Person').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('Try another kind or person').waitFor();
    await page.getByLabel('Person').fill(E2E_ADMIN.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => rows.nth(1).textContent()).toContain('Reply added');
    expect(new URL(page.url()).search).toBe(
      `?kind=ticket.replied&person=${encodeURIComponent(E2E_ADMIN.email)}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Dashboard' }).click();

    await page.getByRole('link', { name: /Open Tickets/ }).click();
    await page.getByRole('heading', { name: 'Admin Tickets Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/tickets');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have been successfully signed out').waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect((await page.request.get('/api/admin/tickets')).status()).toBe(401);
    expect(browser.errors).toEqual([]);
  });
});
