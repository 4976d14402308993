// Two admins on one ticket, in two browsers (one English, one French): whoever sends second is asked
// first ('A new reply arrived'), sees what came, and revises or sends anyway.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newCustomer, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

const words = {
  en: {
    locale: 'en-CA',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    search: 'Search tickets by subject, email, or name...',
    respond: /^Respond/,
    dialog: (subject: string) => `Respond to: ${subject}`,
    reply: 'Add Response',
    send: 'Send Response',
    sent: 'Your response has been added to the ticket',
    asked: 'A new reply arrived',
    sendAnyway: 'Send Anyway',
  },
  fr: {
    locale: 'fr-CA',
    email: 'Courriel',
    password: 'Mot de passe',
    login: 'Se connecter',
    search: 'Chercher par objet, courriel ou nom...',
    respond: /^Répondre/,
    dialog: (subject: string) => `Répondre à\u00a0: ${subject}`,
    reply: 'Ajouter une réponse',
    send: 'Envoyer la réponse',
    asked: 'Une nouvelle réponse est arrivée',
  },
};

async function openTicket(page: Page, w: typeof words.en | typeof words.fr, subject: string) {
  page.setDefaultTimeout(10_000);
  await page.goto('/admin/tickets');
  await page.getByLabel(w.email).fill(E2E_ADMIN.email);
  await page.getByLabel(w.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: w.login }).click();
  await page.getByPlaceholder(w.search).fill(subject);
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  await page.getByRole('article').getByRole('button', { name: w.respond }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog(subject) });
  await dialog.getByLabel(w.reply).waitFor();
  return dialog;
}

describeInBrowser("'A new reply arrived'", () => {
  const browser = useBrowser();

  it('asks the second of two admins answering one ticket, in English and in French', async () => {
    const subject = `Double answer ${Date.now()}`;
    await submitTicket(newCustomer('double'), { subject, description: 'Where is my refund?' }, true);
    const [en, fr] = [await browser.newPage(), await browser.newPage({ locale: 'fr-CA', width: 390 })];
    const enDialog = await openTicket(en, words.en, subject);
    const frDialog = await openTicket(fr, words.fr, subject);

    // French starts writing, English answers first.
    await frDialog.getByLabel(words.fr.reply).fill('Votre remboursement part aujourd’hui.');
    await enDialog.getByLabel(words.en.reply).fill('Your refund was sent this morning.');
    await enDialog.getByRole('button', { name: words.en.send }).click();
    await en.getByText(words.en.sent).waitFor();

    await frDialog.getByRole('button', { name: words.fr.send }).click();
    const frAsked = fr.getByRole('alertdialog', { name: words.fr.asked });
    await frAsked.getByText('Your refund was sent this morning.').waitFor();
    expect(await frAsked.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(fr)).toEqual([]);
    await fr.keyboard.press('Enter'); // Revise has the focus.
    await frAsked.waitFor({ state: 'detached' });
    const frBox = frDialog.getByLabel(words.fr.reply);
    expect(await frBox.inputValue()).toBe('Votre remboursement part aujourd’hui.');
    expect(await frBox.evaluate((node) => node === document.activeElement)).toBe(true);

    // English writes again while French adds a note: a colleague's note counts too.
    await enDialog.getByLabel(words.en.reply).fill('Anything else I can do?');
    await frBox.fill('Client rappelé, tout est réglé.');
    await frDialog.getByLabel('Note interne pour l’équipe').check();
    await frDialog.getByRole('button', { name: 'Ajouter la note' }).click();
    await frDialog.getByRole('listitem').filter({ hasText: 'Client rappelé' }).waitFor();

    await enDialog.getByRole('button', { name: words.en.send }).click();
    const enAsked = en.getByRole('alertdialog', { name: words.en.asked });
    await enAsked.getByText('Client rappelé, tout est réglé.').waitFor();
    expect(await seriousViolations(en)).toEqual([]);
    await enAsked.getByRole('button', { name: words.en.sendAnyway }).click();
    await enDialog.getByRole('listitem').filter({ hasText: 'Anything else I can do?' }).waitFor();
    expect(await enDialog.getByRole('listitem').count()).toBe(3);
    expect(browser.errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  }, 90_000);
});
