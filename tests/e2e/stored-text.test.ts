import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { type Customer, newCustomer, postJson, signInCookie, submitTicket } from './api.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { hostileText, noTraces, traces, watchDialogs } from './hostile-text.ts';

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
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe(hostileText.subject);
    const original = page.getByRole('region', { name: 'Original Request' });
    expect(await original.locator('p').textContent()).toBe(hostileText.description);
    expect(await conversation.getByRole('listitem').locator('p').last().textContent()).toBe(
      hostileText.reply,
    );
    await expectNothingRan(page, dialogs);
  });
});
