import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { en } from '#client/locales/en/index.ts';
import { enPublic } from '#client/locales/en/public.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { fr } from '#client/locales/fr/index.ts';
import { frPublic } from '#client/locales/fr/public.ts';
import { type Customer, newCustomer, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { issueLinkToken } from './mailbox.ts';

const PRODUCT = 'Maple AI';
const languages = [
  {
    language: 'English',
    locale: 'en-CA',
    t: { ...en, ...enPublic, ...enAccount },
    subject: 'Invoices will not export',
    question: 'Is it really free?',
  },
  {
    language: 'French',
    locale: 'fr-CA',
    t: { ...fr, ...frPublic, ...frAccount },
    subject: 'Impossible d’ajouter un deuxième utilisateur',
    question: 'Est-ce vraiment gratuit?',
  },
] as const;

describeInBrowser('accessibility: no serious or critical axe violation', () => {
  const browser = useBrowser();
  const customer: Customer = newCustomer('a11y');

  beforeAll(async () => {
    const description = 'The export button does nothing when I click it.';
    for (const [index, { subject }] of languages.entries()) {
      await submitTicket(customer, { subject, description }, index === 0);
    }
  });

  for (const { language, locale, t, subject, question } of languages) {
    describe(`in ${language}`, () => {
      async function open(path: string) {
        const page = await browser.newPage({ locale });
        await page.goto(path, { waitUntil: 'networkidle' });
        return page;
      }

      it('the landing page, idle and with a chat answer', async () => {
        const page = await open('/');
        expect(await seriousViolations(page)).toEqual([]);
        const box = page.getByRole('textbox', { name: t.chat.messageLabel });
        await box.fill(question);
        await box.press('Enter');
        const log = page.getByRole('log', { name: t.chat.logLabel });
        await log.locator('li').nth(1).waitFor();
        await expect.poll(() => log.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
        expect(await seriousViolations(page)).toEqual([]);
      });

      it('the 404 page', async () => {
        const page = await open('/no/such/page');
        await page.getByRole('heading', { name: t.notFound.title }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      it('the ticket dialog with an unknown, a new and a known email', async () => {
        const page = await open('/');
        await page.getByRole('button', { name: t.common.submitTicket }).click();
        const dialog = page.getByRole('dialog', { name: t.tickets.form.title });
        const hint = dialog.getByRole('status');
        await expect.poll(() => hint.textContent()).toBe(t.tickets.hint.unknown);
        expect(await seriousViolations(page)).toEqual([]);

        const email = dialog.getByLabel(t.tickets.form.emailLabel);
        await email.fill(newCustomer('a11y-new').email);
        await expect.poll(() => hint.textContent()).toBe(t.tickets.hint.new);
        await dialog.getByLabel(t.tickets.form.passwordLabel).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await email.fill(customer.email);
        await expect.poll(() => hint.textContent()).toBe(t.tickets.hint.known);
        expect(await seriousViolations(page)).toEqual([]);
      });

      it('the platform overlay', async () => {
        const page = await open('/');
        await page.getByRole('banner').getByRole('button', { name: t.common.enterPlatform }).click();
        const overlay = page.getByRole('dialog', { name: t.platform.title(PRODUCT) });
        await overlay.getByRole('textbox', { name: t.chat.messageLabel }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      it('the admin login, dashboard, desk with tickets, an empty search, the Respond dialog and the audit trail', async () => {
        const page = await open('/admin');
        await page.getByRole('heading', { name: t.admin.login.title }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByLabel(t.admin.login.emailLabel).fill(E2E_ADMIN.email);
        await page.getByLabel(t.admin.login.passwordLabel, { exact: true }).fill(E2E_ADMIN.password);
        await page.getByRole('button', { name: t.admin.login.submit }).click();
        await page.getByRole('heading', { name: t.admin.dashboard.title }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: t.admin.dashboard.openTickets }).click();
        await page.getByRole('heading', { name: t.admin.desk.title }).waitFor();
        const search = page.getByRole('searchbox', { name: t.admin.desk.searchLabel });
        await search.fill(customer.email);
        await expect.poll(() => page.getByRole('article').count()).toBe(languages.length);
        expect(await seriousViolations(page)).toEqual([]);

        const card = page.getByRole('article').filter({ hasText: subject });
        await card.getByRole('button', { name: t.admin.ticket.respond }).click();
        const dialog = page.getByRole('dialog', { name: t.admin.respond.title(subject) });
        await dialog.getByRole('heading', { name: t.admin.respond.originalRequest }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        await search.fill('no ticket has this subject');
        await page.getByText(t.admin.desk.emptyFiltered).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: t.admin.header.dashboard }).click();
        await page.getByRole('link', { name: t.admin.dashboard.openAuditTrail }).click();
        await page.getByRole('table', { name: t.admin.audit.caption }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByLabel(t.admin.audit.personLabel).fill('nobody@example.com');
        await page.getByRole('button', { name: t.admin.audit.applyPerson }).click();
        await page.getByText(t.admin.audit.emptyFiltered).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      it('/my-tickets signed out, the list, a ticket open, answered and closed, and an empty list', async () => {
        const page = await open('/my-tickets');
        await page.getByRole('heading', { name: t.portal.heading }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByLabel(t.portal.signIn.emailLabel).fill(customer.email);
        await page.getByLabel(t.portal.signIn.passwordLabel, { exact: true }).fill(customer.password);
        await page.getByRole('button', { name: t.portal.signIn.submit }).click();
        await page.getByRole('heading', { name: subject }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('listitem').filter({ hasText: subject }).getByRole('button').click();
        await page.getByRole('heading', { name: t.portal.detail.originalRequest }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByLabel(t.portal.detail.responseLabel).fill('Any news?');
        await page.getByRole('button', { name: t.portal.detail.send }).click();
        await page.getByRole('heading', { name: t.conversation.title(1) }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: t.portal.detail.close }).click();
        await page.getByText(t.portal.detail.closedNotice).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await showEmptyList(page);
        await page.getByRole('heading', { name: t.portal.list.emptyTitle }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      it('the email pages: an unconfirmed sign-in, Forgot password?, confirm, reset, turn off', async () => {
        // The server's answers that would spend the per-address email-link budget are stood in for.
        const page = await open('/my-tickets');
        await page.route('**/api/auth/sign-in', (route) =>
          route.fulfill({
            status: 403,
            json: { error: { code: 'email_not_confirmed', message: 'Confirm your email first.' } },
          }),
        );
        await page.getByLabel(t.portal.signIn.emailLabel).fill(customer.email);
        await page.getByLabel(t.portal.signIn.passwordLabel, { exact: true }).fill(customer.password);
        await page.getByRole('button', { name: t.portal.signIn.submit }).click();
        await page.getByRole('button', { name: t.emailLinks.resend.button }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: t.emailLinks.forgot.open }).click();
        await page.getByRole('dialog', { name: t.emailLinks.forgot.title }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        const confirmToken = await issueLinkToken('confirm_email', `unconfirmed-${Date.now()}@example.com`);
        await page.goto(`/confirm-email?token=${confirmToken}`, { waitUntil: 'networkidle' });
        await page.getByLabel(t.emailLinks.confirm.passwordLabel, { exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/confirm-email', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: t.emailLinks.invalidLink.heading }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        const resetToken = await issueLinkToken('reset_password', customer.email);
        await page.goto(`/reset-password?token=${resetToken}`, { waitUntil: 'networkidle' });
        await page.getByLabel(t.emailLinks.reset.passwordLabel, { exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/reset-password', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: t.emailLinks.invalidLink.heading }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        const payload = Buffer.from(
          JSON.stringify({ account: 'customer', email: customer.email, notice: 'replies' }),
        ).toString('base64url');
        let turnOffAnswer = { status: 200, json: { notice: 'replies' } as unknown };
        await page.route('**/api/mail/turn-off', (route) => route.fulfill(turnOffAnswer));
        await page.goto(`/mail/turn-off?token=${payload}.signature`, { waitUntil: 'networkidle' });
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: t.emailLinks.turnOff.submit }).click();
        await page.getByRole('heading', { name: t.emailLinks.turnOff.doneHeading }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        turnOffAnswer = { status: 410, json: { error: { code: 'invalid_link', message: 'Gone.' } } };
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByRole('button', { name: t.emailLinks.turnOff.submit }).click();
        await page.getByRole('heading', { name: t.emailLinks.turnOff.invalidHeading }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      it("the admin's Forgot password?, their account's notification setting, the settings and the outbox with a message open", async () => {
        const page = await open('/admin');
        await page.getByRole('button', { name: t.emailLinks.forgot.open }).click();
        await page.getByRole('dialog', { name: t.emailLinks.forgot.title }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        await page.getByLabel(t.admin.login.emailLabel).fill(E2E_ADMIN.email);
        await page.getByLabel(t.admin.login.passwordLabel, { exact: true }).fill(E2E_ADMIN.password);
        await page.getByRole('button', { name: t.admin.login.submit }).click();
        await page.getByRole('link', { name: t.ownAccount.open }).click();
        await page.getByRole('checkbox', { name: t.admin.dashboard.notificationsLabel }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: t.admin.header.dashboard, exact: true }).click();
        await page.getByRole('link', { name: t.deskSettings.open }).click();
        await page.getByRole('button', { name: t.deskSettings.save }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: t.admin.header.dashboard, exact: true }).click();
        await page.getByRole('link', { name: t.admin.dashboard.openOutbox }).click();
        await page.getByRole('heading', { name: t.admin.mail.title, level: 1 }).waitFor();
        // The tickets filed before the suite wrote messages (new-ticket notices at least).
        await page.getByText(t.admin.mail.showText).first().click();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});

/** No customer can have zero tickets (the first ticket makes the account), so the API's answer is replaced. */
async function showEmptyList(page: Page) {
  await page.route('**/api/tickets?page=1', (route) =>
    route.fulfill({ json: { tickets: [], page: 1, pageSize: 20, total: 0 } }),
  );
  await page.goto('/my-tickets', { waitUntil: 'networkidle' });
}
