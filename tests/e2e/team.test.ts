// The team as an admin and an agent meet it: an invitation through a real SMTP server, its link opened
// in the browser, the agent's narrower desk, and a deactivation that ends the agent's open session.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '#server/db/embedded-postgres.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { call } from '#tests/system/http.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';

const admin = { email: 'lead@maple.test', password: 'lead password 1' };
const agent = { email: 'ana@maple.test', name: 'Ana Agent', password: 'ana password 1' };
const SHOTS = process.env.TEAM_SCREENSHOTS;

async function signIn(page: Page, who: { email: string; password: string }) {
  page.setDefaultTimeout(8000);
  await page.goto('/admin', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describeInBrowser('the team', () => {
  const browser = useBrowser();
  let inbox: SmtpInbox;
  let server: ServerProcess;
  const open = (options: { locale?: string; width?: number } = {}) =>
    browser.newPage({ ...options, baseURL: server.baseUrl });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const port = await freePort();
    server = await startServer({
      port,
      stdio: 'ignore',
      env: {
        SMTP_URL: inbox.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await inbox?.stop();
  });

  it('an admin invites an agent by email; the agent joins and sees the desk, not the team', async () => {
    const lead = await open({ width: 1280 });
    lead.on('close', () => {});
    try {
      await journey(lead);
    } catch (error) {
      await lead.screenshot({ path: '/tmp/team-shots/failure.png', fullPage: true });
      throw error;
    }
  }, 90_000);

  async function journey(lead: Page) {
    await signIn(lead, admin);
    await lead.getByRole('link', { name: 'Manage Team' }).click();
    await lead.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await lead.getByRole('heading', { name: 'lead@maple.test' }).waitFor();

    // The form with the keyboard: type, Tab on, choose the role, Enter sends.
    await lead.getByLabel('Name').focus();
    await lead.keyboard.type(agent.name);
    await lead.keyboard.press('Tab');
    await lead.keyboard.type(agent.email);
    await lead.getByLabel('Role', { exact: true }).selectOption('agent');
    await lead.getByLabel('Email').press('Enter');
    await lead.getByText(`${agent.email} has been invited.`).waitFor();
    const card = lead.getByRole('article', { name: agent.name });
    await card.getByText('Invitation sent').waitFor();
    expect(await seriousViolations(lead)).toEqual([]);
    await shoot(lead, 'team-en-1280');

    // A saved reply for the team, in both languages.
    await lead.goto('/admin/saved-replies', { waitUntil: 'networkidle' });
    await lead.getByLabel('Title').fill('Remboursement');
    await lead
      .getByLabel('English text')
      .fill('Hello {{customer_name}}, your refund for {{ticket_id}} is sent.');
    await lead.getByLabel('French text').fill('Bonjour {{customer_name}}, votre remboursement est envoyé.');
    await lead.getByRole('button', { name: 'Save Reply' }).click();
    await lead.getByRole('heading', { name: 'Remboursement', level: 3 }).waitFor();
    expect(await seriousViolations(lead)).toEqual([]);
    await shoot(lead, 'saved-replies-en-1280');
    await lead.goto('/admin/team', { waitUntil: 'networkidle' });

    const invitation = await inbox.waitFor(agent.email, /^You are invited to the Maple AI support team$/);
    const ana = await open({ width: 390 });
    await ana.goto(invitation.link('/join-team').toString());
    await ana.getByRole('heading', { name: 'Welcome to the team' }).waitFor();
    await shoot(ana, 'join-en-390');
    await ana.getByLabel('Your password', { exact: true }).fill(agent.password);
    await ana.getByRole('button', { name: 'Join the Team' }).click();
    await ana.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signIn(ana, agent);
    expect(await ana.getByRole('link', { name: 'Manage Team' }).count()).toBe(0);
    expect(await ana.getByRole('link', { name: 'View Audit Trail' }).count()).toBe(0);
    expect(await ana.getByRole('link', { name: 'View Outbox' }).count()).toBe(0);
    await ana.goto('/admin/team', { waitUntil: 'networkidle' });
    await ana.getByRole('heading', { name: 'For Admins Only', level: 1 }).waitFor();

    // The agent takes a ticket: it is theirs under Mine.
    const subject = 'Cannot print the invoice';
    const filed = await call(server.baseUrl, 'POST', '/api/tickets', {
      email: 'client@entreprise.ca',
      name: 'Client',
      subject,
      description: 'The printer says nothing.',
      language: 'fr',
      passwordHash: await passwordDigest('client password 1', 'client@entreprise.ca'),
    });
    expect(filed.status).toBe(201);
    await ana.goto('/admin/tickets', { waitUntil: 'networkidle' });
    await ana.getByRole('heading', { name: 'Admin Tickets Dashboard', level: 1 }).waitFor();
    const views = ana.getByRole('group', { name: 'Views' });
    await views.getByRole('button', { name: 'Mine 0' }).waitFor();
    await ana.getByLabel(`Assignee: ${subject}`).selectOption({ label: `${agent.name} (you)` });
    await ana.getByText(`Assigned to ${agent.name}.`).waitFor();
    await views.getByRole('button', { name: 'Mine 1' }).click();
    await ana.getByRole('article', { name: subject }).waitFor();
    expect(await ana.getByRole('article').count()).toBe(1);
    expect(await seriousViolations(ana)).toEqual([]);
    await shoot(ana, 'desk-mine-en-390');

    // A note for the team, chosen apart from a reply; the customer's portal never shows it.
    await ana
      .getByRole('article', { name: subject })
      .getByRole('button', { name: /^Respond/ })
      .click();
    const dialog = ana.getByRole('dialog');
    // A saved reply by '/' and a few letters, in the ticket's language (French), its name filled in.
    const reply = dialog.getByLabel('Add Response');
    await reply.pressSequentially('/remb');
    await dialog.getByRole('listbox').getByRole('option', { name: 'Remboursement' }).waitFor();
    await reply.press('Enter');
    expect(await reply.inputValue()).toBe('Bonjour Client, votre remboursement est envoyé.');
    await reply.fill('');
    await dialog.getByRole('radio', { name: 'Internal note for the team' }).check();
    await dialog.getByLabel('Internal note', { exact: true }).fill('Customer uses the old printer driver.');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'Customer uses the old printer driver.' }).waitFor();
    expect(await seriousViolations(ana)).toEqual([]);
    await shoot(ana, 'note-en-390');
    await ana.keyboard.press('Escape');

    // Deactivated: the agent's open page loses its session at the next call.
    await lead.reload({ waitUntil: 'networkidle' });
    await card.getByText('Last sign-in').waitFor();
    await card.getByRole('button', { name: `Deactivate ${agent.name}` }).click();
    const confirm = lead.getByRole('alertdialog', { name: `Deactivate ${agent.name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await card.getByText('Deactivated', { exact: true }).waitFor();
    await ana.reload({ waitUntil: 'networkidle' });
    await ana.getByRole('heading', { name: 'Admin Login' }).waitFor();
  }

  it('speaks French, and fits a phone', async () => {
    const lead = await open({ width: 390 });
    await signIn(lead, admin);
    await lead.goto('/admin/team?lang=fr', { waitUntil: 'networkidle' });
    await lead.getByRole('heading', { name: 'Équipe', level: 1 }).waitFor();
    await lead.getByRole('heading', { name: 'Inviter un membre' }).waitFor();
    await lead.getByRole('article', { name: agent.name }).getByText('Désactivé', { exact: true }).waitFor();
    await lead.getByRole('button', { name: `Réactiver ${agent.name}` }).waitFor();
    await lead.goto('/admin/saved-replies?lang=fr', { waitUntil: 'networkidle' });
    await lead.getByRole('heading', { name: 'Réponses enregistrées', level: 1 }).waitFor();
    expect(await seriousViolations(lead)).toEqual([]);
    await lead.goto('/admin/team?lang=fr', { waitUntil: 'networkidle' });
    expect(await seriousViolations(lead)).toEqual([]);
    const overflow = await lead.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await shoot(lead, 'team-fr-390');
  });
});
