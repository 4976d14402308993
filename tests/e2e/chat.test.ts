import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';

const PLACEHOLDER = 'Ask me anything about your business...';

async function openChat(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  const box = page.getByPlaceholder(PLACEHOLDER);
  const log = page.getByRole('log', { name: 'Conversation' });
  return { box, log };
}

/** The text of the newest message in the conversation. */
function lastMessage(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text a reader sees, not the DOM's.
  return page.getByRole('log').locator('li').last().innerText();
}

function countChatRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat') requests.push(request.postData() ?? '');
  });
  return requests;
}

describeInBrowser('the demo chat', () => {
  const browser = useBrowser();

  it('is in the first HTML response, before any script runs', async () => {
    const html = await (await fetch(`${baseUrl()}/`, { headers: { 'accept-language': 'en-CA' } })).text();
    expect(html).toContain(`placeholder="${PLACEHOLDER}"`);
    expect(html).toContain('Ask me what the platform can do for your business');
    expect(html).toContain('Get Full Platform');
    expect(html).toContain('Powered by Maple Assistant');
  });

  it('streams the answer to a question, piece by piece', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const { box, log } = await openChat(page);
    await box.fill('Is it really free?');
    await box.press('Enter');
    await log.getByText('Is it really free?').waitFor();
    expect(await box.inputValue()).toBe('');

    await expect.poll(() => lastMessage(page)).toContain('Maple AI is');
    const early = await lastMessage(page);
    await expect
      .poll(() => lastMessage(page), { timeout: 15_000 })
      .toContain('from sole proprietors to large teams.');
    const done = await lastMessage(page);
    expect(done).toContain('Maple AI is always free');
    expect(early.length).toBeLessThan(done.length);
    await expect.poll(() => log.getAttribute('aria-busy')).toBe('false');
    expect(browser.errors).toEqual([]);
  });

  it('sends with Enter, makes a new line with Shift+Enter, and ignores a blank message', async () => {
    const page = await browser.newPage();
    const requests = countChatRequests(page);
    const { box, log } = await openChat(page);
    await box.press('Enter');
    await box.pressSequentially('Where is my data?');
    await box.press('Shift+Enter');
    await box.pressSequentially('And is it used for training?');
    expect(await box.inputValue()).toBe('Where is my data?\nAnd is it used for training?');
    expect(requests).toEqual([]);

    await box.press('Enter');
    await expect.poll(() => lastMessage(page), { timeout: 15_000 }).toContain('never uses what you share');
    expect(requests.map((body) => JSON.parse(body))).toEqual([
      { message: 'Where is my data?\nAnd is it used for training?', stream: true },
    ]);
    expect(await log.locator('li').count()).toBe(2);
  });

  it('follows the answer as it grows, but not once the visitor scrolls up to read', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const { box, log } = await openChat(page);
    await box.fill('What features do you offer, and is it free?');
    await box.press('Enter');
    const scroll = () =>
      log.evaluate((element) => ({
        top: element.scrollTop,
        fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight,
        overflows: element.scrollHeight > element.clientHeight + 100,
      }));
    await expect.poll(async () => (await scroll()).overflows, { timeout: 15_000 }).toBe(true);
    expect((await scroll()).fromBottom).toBeLessThan(2);

    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    const before = await lastMessage(page);
    await expect.poll(() => lastMessage(page)).not.toBe(before);
    expect((await scroll()).top).toBe(0);
    await expect.poll(() => log.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
    expect((await scroll()).top).toBe(0);
  });

  it('has no axe violations with an answer on screen', async () => {
    const page = await browser.newPage();
    const { box, log } = await openChat(page);
    await box.fill('How do I sign in?');
    await box.press('Enter');
    await expect.poll(() => log.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
    const audit = await new AxeBuilder({ page }).include('#demo').analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('clears the conversation and says so', async () => {
    const page = await browser.newPage();
    const { box, log } = await openChat(page);
    await box.fill('How do I get support?');
    await box.press('Enter');
    await log.getByText('How do I get support?').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('Conversation Cleared').waitFor();
    await page.getByText('Your chat history has been cleared.').waitFor();
    expect(await log.locator('li').count()).toBe(0);
    expect(await log.getByText('Ask me what the platform can do').isVisible()).toBe(true);
  });

  it('answers a French question in French, in the French page', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await page.goto('/', { waitUntil: 'networkidle' });
    const box = page.getByRole('textbox', { name: 'Votre message' });
    await box.fill('Où sont conservées mes données?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect
      .poll(() => lastMessage(page), { timeout: 15_000 })
      .toContain('Vos données restent au Canada');
    expect(await page.getByText('Réponses fournies par Maple Assistant').isVisible()).toBe(true);
  });

  const offTopic = {
    en: {
      locale: 'en-CA',
      box: 'Your message',
      support: 'To get support',
      platform: 'Enter AI Platform',
      questions: [
        "What's the weather like in Toronto tomorrow?",
        'Can you give me a recipe for butter tarts?',
        "What was the score of last night's Canadiens game?",
        'Write me a poem about spring.',
        'Translate this into Spanish: we open at nine.',
      ],
    },
    fr: {
      locale: 'fr-CA',
      box: 'Votre message',
      support: 'Pour obtenir du soutien',
      platform: 'Accéder à la plateforme IA',
      questions: [
        'Quel temps fera-t-il demain à Québec?',
        'Donne-moi une recette de tourtière.',
        'Quel est le pointage du match des Canadiens hier soir?',
        'Écris-moi un poème sur le printemps.',
        'Traduis ceci en anglais : nous ouvrons à neuf heures.',
      ],
    },
  };

  for (const [language, { locale, box: label, support, platform, questions }] of Object.entries(offTopic)) {
    it(`(${language}) answers five off-topic questions plainly, without the support text`, async () => {
      const page = await browser.newPage({ locale, width: 390, height: 844 });
      await page.goto('/', { waitUntil: 'networkidle' });
      const box = page.getByRole('textbox', { name: label });
      const log = page.getByRole('log');
      for (const question of questions) {
        await box.fill(question);
        await box.press('Enter');
        await log.getByText(question).waitFor();
        await expect.poll(() => log.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
        const answer = await lastMessage(page);
        expect(answer).toContain(platform);
        expect(answer).not.toContain(support);
        expect(answer).not.toMatch(/\*\*|`/);
      }
    });
  }
});
