import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { type Customer, newCustomer, signInCookie, submitTicket } from './api.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { hostileText, noTraces, traces, watchDialogs } from './hostile-text.ts';
import { postJson } from './post-json.ts';

describeInBrowser('stored text in the browser', () => {
  const browser = useBrowser();
  const customer: Customer = newCustomer('stored-text');

  beforeAll(async () => {
    const id = await submitTicket(
      customer,
      { subject: hostileText.subject, description: hostileText.description },
      true,
    );
    const added = await postJson(
      `/api/tickets/${id}/responses`,
      { text: hostileText.reply },
      await signInCookie(customer),
    );
    expect(added.status).toBe(201);
  });

  async function expectNothingRan(page: Page, dialogs: string[]) {
    expect(await traces(page)).toEqual(noTraces);
    expect(dialogs).toEqual([]);
  }

  it('shows a ticket and its reply with markup, SQL, accents, emoji and right-to-left text exactly as written in /my-tickets, and runs none of it', async () => {
    const page = await browser.newPage();
    const dialogs = watchDialogs(page);
    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In & View Tickets' }).click();

    const item = page.getByRole('listitem');
    await item.getByRole('heading').waitFor();
    expect(await item.getByRole('heading').textContent()).toBe(hostileText.subject);
    expect(await item.locator('p').first().textContent()).toBe(hostileText.description);

    await item.getByRole('button', { name: 'View Details' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation (1 message)' });
    await conversation.waitFor();
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(hostileText.subject);
    const original = page.getByRole('region', { name: 'Original Request' });
    expect(await original.locator('p').textContent()).toBe(hostileText.description);
    expect(await conversation.getByRole('listitem').locator('p').last().textContent()).toBe(
      hostileText.reply,
    );
    await expectNothingRan(page, dialogs);
  });

  it('shows the same ticket and reply exactly as written on the admin desk, and runs none of it', async () => {
    const page = await browser.newPage();
    const dialogs = watchDialogs(page);
    await page.goto('/admin/tickets', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(customer.email);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    const card = page.getByRole('article');
    expect(await card.getByRole('heading').textContent()).toBe(hostileText.subject);
    expect(await card.locator('p').first().textContent()).toBe(hostileText.description);
    await card.getByRole('button', { name: 'Respond' }).click();
    const dialog = page.getByRole('dialog');
    const reply = dialog.getByRole('listitem');
    await reply.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(
      `Respond to: ${hostileText.subject}`,
    );
    expect(await reply.locator('p').last().textContent()).toBe(hostileText.reply);
    await expectNothingRan(page, dialogs);
  });
});
