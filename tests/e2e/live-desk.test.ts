// Two members on the desk at once: a visitor's new ticket reaches both without a reload, and each sees
// who else has a ticket open and types in it (the agent reads the desk in French).
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { runAdminCommand } from '#server/features/admin/index.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { postJson } from './post-json.ts';

const agent = {
  email: `live-agent-${Date.now()}@maple.test`,
  password: 'agent password 1',
  name: 'Ana Agent',
};

async function createAgent() {
  const database = await openConfiguredDatabase({ DATA_DIR: inject('dataDir') }, { role: 'tool' });
  try {
    const io = { out: () => {}, err: (line: string) => console.error(line) };
    const args = ['create', '--email', agent.email, '--password', agent.password, '--role', 'agent'];
    const code = await runAdminCommand(database.db, [...args, '--name', agent.name], io);
    if (code !== 0) throw new Error(`creating the agent answered ${code}`);
  } finally {
    await database.close();
  }
}

/** Signs in and opens the desk, once its live stream has answered. */
async function openDesk(page: Page, who: { email: string; password: string }, lang: 'en' | 'fr') {
  page.setDefaultTimeout(8000);
  await page.goto('/admin', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  const streaming = page.waitForResponse((response) => response.url().endsWith('/api/admin/live'));
  await page.goto(`/admin/tickets?lang=${lang}`);
  expect((await streaming).status()).toBe(200);
}

async function submitTicket(page: Page, subject: string) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Submit Support Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Support Ticket' });
  await dialog.getByLabel('Email').fill(`live-visitor-${Date.now()}@example.com`);
  await dialog.getByLabel('Create Password').fill('visitor password 1');
  await dialog.getByLabel('Name').fill('Vera Visitor');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill('The invoices page stays blank.');
  const filed = page.waitForResponse(
    (response) => response.url().endsWith('/api/tickets') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  expect((await filed).status()).toBe(201);
  return performance.now();
}

describeInBrowser('the live desk', () => {
  const browser = useBrowser();

  it('shows a new ticket on two desks within a second, who has it open and types, and new replies', async () => {
    await createAgent();
    const lead = await browser.newPage({ width: 1280 });
    const ana = await browser.newPage({ width: 1280 });
    await openDesk(lead, E2E_ADMIN, 'en');
    await openDesk(ana, agent, 'fr');

    const subject = `Blank invoices ${Date.now()}`;
    const filedAt = await submitTicket(await browser.newPage({ width: 390 }), subject);
    const arrived = (page: Page) =>
      page
        .getByRole('heading', { name: subject })
        .waitFor({ timeout: 5000 })
        .then(() => performance.now() - filedAt);
    const [onLead, onAna] = await Promise.all([arrived(lead), arrived(ana)]);
    console.log(
      `live desk: new ticket on the two desks ${Math.round(onLead)} ms and ${Math.round(onAna)} ms after its answer`,
    );
    expect(onLead).toBeLessThan(1000);
    expect(onAna).toBeLessThan(1000);

    const card = (page: Page) => page.getByRole('article', { name: subject });
    await card(ana)
      .getByRole('button', { name: /^Répondre/ })
      .click();
    await card(lead).getByText(`Open by ${agent.name}`).waitFor();
    expect(await seriousViolations(lead)).toEqual([]);

    await card(lead)
      .getByRole('button', { name: /^Respond/ })
      .click();
    const leadDialog = lead.getByRole('dialog');
    const presence = leadDialog.getByRole('status').filter({ hasText: 'Also open by' });
    await presence.getByText(`Also open by ${agent.name}`).waitFor();
    expect(await presence.getAttribute('aria-live')).toBe('polite');
    await ana.getByRole('dialog').getByText(`Aussi ouverte par ${E2E_ADMIN.email}`).waitFor();

    await ana.getByRole('dialog').getByRole('textbox').first().pressSequentially('Je regarde', { delay: 30 });
    await leadDialog.getByText(`${agent.name} is typing a reply…`).waitFor();
    expect(await seriousViolations(lead)).toEqual([]);
    expect(await seriousViolations(ana)).toEqual([]);

    // The lead's reply shows in the agent's open dialog, the agent's typed text and focus kept.
    const anaBox = ana.getByRole('dialog').getByRole('textbox').first();
    await leadDialog.getByRole('textbox').first().fill('Looking into it now.');
    await leadDialog.getByRole('button', { name: 'Send Response' }).click();
    await ana.getByRole('dialog').getByText('Looking into it now.').waitFor();
    expect(await anaBox.inputValue()).toBe('Je regarde');
    expect(await anaBox.evaluate((box) => box === document.activeElement)).toBe(true);

    await ana.keyboard.press('Escape');
    await leadDialog.getByText(`Also open by ${agent.name}`).waitFor({ state: 'detached', timeout: 5000 });
  }, 60_000);

  it('falls back to polling every 20 s while its stream cannot connect', async () => {
    const lead = await browser.newPage({ width: 1280 });
    await lead.route('**/api/admin/live', (route) => route.abort());
    await lead.clock.install();
    await lead.goto('/admin', { waitUntil: 'networkidle' });
    await lead.getByLabel('Email').fill(E2E_ADMIN.email);
    await lead.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await lead.getByRole('button', { name: 'Login' }).click();
    await lead.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await lead.goto('/admin/tickets');
    await lead.getByRole('heading', { name: 'Admin Tickets' }).waitFor();

    const subject = `Polled ticket ${Date.now()}`;
    const email = `live-polled-${Date.now()}@example.com`;
    const passwordHash = await passwordDigest('polled password 1', email);
    const fields = { name: 'Pat Polled', subject, description: 'Seen by polling.', email, passwordHash };
    expect((await postJson('/api/tickets', fields)).status).toBe(201);
    await lead.clock.runFor(21_000);
    await lead.getByRole('heading', { name: subject }).waitFor({ timeout: 5000 });
  }, 60_000);
});
