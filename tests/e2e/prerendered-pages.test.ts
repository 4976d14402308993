import { expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { newCustomer, signInCookie, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { latestLink } from './mailbox.ts';
import { postJson } from './post-json.ts';

async function firstHtml(path: string, language: 'en-CA' | 'fr-CA', cookie?: string) {
  const headers: Record<string, string> = { 'accept-language': language, ...(cookie ? { cookie } : {}) };
  const response = await fetch(`${baseUrl()}${path}`, { headers });
  return { status: response.status, html: await response.text() };
}

const noindex = '<meta name="robots" content="noindex" />';
const deadLinkMeta = '<meta name="link" content="dead" />';

/** The path and query of a usable confirmation link: a first ticket for a new address, not confirmed yet. */
async function liveConfirmationLink(): Promise<string> {
  const email = `prerendered-${Date.now()}@example.com`;
  const passwordHash = await passwordDigest('maple syrup 42', email);
  const ticket = { email, name: 'Ada', subject: 'Export', description: 'The export does nothing.' };
  const { status } = await postJson('/api/tickets', { ...ticket, passwordHash });
  if (status !== 201) throw new Error(`ticket submission answered ${status}`);
  const link = new URL(await latestLink(email, 'confirm_email'));
  return `${link.pathname}${link.search}`;
}

/** The path and query of a usable reset link, the e2e admin's. */
async function liveResetLink(): Promise<string> {
  const { status } = await postJson('/api/auth/password-reset', {
    email: E2E_ADMIN.email,
    account: 'admin',
    language: 'fr',
  });
  if (status !== 202) throw new Error(`the reset request answered ${status}`);
  const link = new URL(await latestLink(E2E_ADMIN.email, 'reset_password'));
  return `${link.pathname}${link.search}`;
}

/** The e2e admin's session cookie. */
async function adminCookie(): Promise<string> {
  const passwordHash = await passwordDigest(E2E_ADMIN.password, E2E_ADMIN.email);
  const { status, headers } = await postJson('/api/auth/admin/sign-in', {
    email: E2E_ADMIN.email,
    passwordHash,
  });
  const cookie = headers.getSetCookie()[0]?.split(';')[0];
  if (status !== 200 || !cookie) throw new Error(`the admin's sign-in answered ${status}`);
  return cookie;
}

describeInBrowser('the sign-in cards and the link pages', () => {
  const browser = useBrowser();

  it('are in the first HTML response, in the visitor’s language, kept out of search engines', async () => {
    for (const [path, language, texts] of [
      ['/my-tickets', 'en-CA', ['My Support Tickets', 'Sign In &amp; View Tickets']],
      ['/my-tickets', 'fr-CA', ['Mes demandes de soutien', 'Se connecter et voir mes demandes']],
      ['/admin', 'en-CA', ['Admin Login', 'Login']],
      ['/admin', 'fr-CA', ['Connexion administrateur']],
      [await liveConfirmationLink(), 'en-CA', ['Confirm your email', 'Checking your link...']],
      [await liveResetLink(), 'fr-CA', ['Choisir un nouveau mot de passe', 'Vérification de votre lien...']],
    ] as const) {
      const { status, html } = await firstHtml(path, language);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<html lang="${language.slice(0, 2)}"`);
      for (const text of texts) expect(html, `${path} ${language}`).toContain(text);
      expect(html, path).toContain(noindex);
      expect(html, path).not.toContain(deadLinkMeta);
    }
    const landing = await firstHtml('/', 'en-CA');
    expect(landing.html).not.toContain(noindex);
  });

  it('are, for a visitor signed in to their account, the frame of their page, loading, in their language', async () => {
    const customer = newCustomer('prerendered');
    await submitTicket(customer, { subject: 'Frame', description: 'The first view.' }, true);
    const customerCookie = await signInCookie(customer);
    const deskCookie = await adminCookie();
    for (const [path, language, cookie, loading, card] of [
      ['/admin', 'en-CA', deskCookie, 'Loading...', 'Admin Login'],
      ['/admin', 'fr-CA', deskCookie, 'Chargement...', 'Connexion administrateur'],
      ['/admin/tickets', 'en-CA', deskCookie, 'Loading...', 'Admin Login'],
      ['/my-tickets', 'fr-CA', customerCookie, 'Chargement...', 'Mes demandes de soutien'],
    ] as const) {
      const { status, html } = await firstHtml(path, language, cookie);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<p role="status"');
      expect(html, path).toContain(`${loading}</p>`);
      expect(html, path).not.toContain(card);
    }
    // A session of the other account is no reason to leave the card.
    expect((await firstHtml('/admin', 'en-CA', customerCookie)).html).toContain('Admin Login');

    // The frame as a slow network leaves it on screen: the page's code has not arrived.
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ width, locale: 'fr-CA' });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/admin/tickets');
      await page.getByRole('status').getByText('Chargement...').waitFor();
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('tell, on the landing page, how it is shared and where its other language is', async () => {
    const base = baseUrl();
    for (const [language, locale, other] of [
      ['en', 'en_CA', 'fr_CA'],
      ['fr', 'fr_CA', 'en_CA'],
    ] as const) {
      const { html } = await firstHtml(`/?lang=${language}`, 'en-CA');
      expect(html).toContain(`<meta property="og:url" content="${base}/?lang=${language}" />`);
      expect(html).toContain(`<meta property="og:locale" content="${locale}" />`);
      expect(html).toContain(`<meta property="og:locale:alternate" content="${other}" />`);
      expect(html).toContain('<meta property="og:site_name" content="Maple AI" />');
      expect(html).toMatch(/<meta property="og:title" content="[^"%]+" \/>/);
      for (const of of ['en', 'fr']) {
        expect(html).toContain(`<link rel="alternate" hreflang="${of}" href="${base}/?lang=${of}" />`);
      }
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/" />`);
    }
    expect((await firstHtml('/my-tickets', 'en-CA')).html).not.toContain('og:url');
  });

  it('say a dead or missing link is dead in the first HTML, and the page never asks again', async () => {
    for (const [path, language, heading] of [
      ['/confirm-email?token=x', 'en-CA', 'This link has expired or was already used'],
      ['/reset-password?token=x', 'fr-CA', 'Ce lien a expiré ou a déjà été utilisé'],
      ['/reset-password', 'en-CA', 'This link has expired or was already used'],
      ['/confirm-email', 'fr-CA', 'Ce lien a expiré ou a déjà été utilisé'],
    ] as const) {
      const { status, html } = await firstHtml(path, language);
      expect(status, path).toBe(200);
      expect(html, path).toContain(heading);
      expect(html, path).toContain(noindex);
      expect(html, path).toContain(deadLinkMeta);

      const page = await browser.newPage({ locale: language });
      const checks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) checks.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(checks, path).toEqual([]);
      expect(browser.errors, path).toEqual([]);
    }
  });

  it('take over the drawn card without a warning, and keep a press before then from sending the form', async () => {
    const page = await browser.newPage();
    await page.goto('/admin', { waitUntil: 'commit' });
    const login = page.getByRole('button', { name: 'Login' });
    await login.waitFor();
    // Until the page's code runs, the form is drawn but cannot be filled or sent.
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await login.click();
    await page.getByText('Invalid email or password').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/admin`);
    expect(browser.errors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('fetch no script before their first paint nor through a preload link, then run the page’s code without a policy violation', async () => {
    for (const path of ['/', '/my-tickets', '/admin', '/confirm-email?token=x', '/reset-password?token=x']) {
      const page = await browser.newPage({ width: 390, height: 844 });
      await page.goto(path, { waitUntil: 'networkidle' });
      const { firstPaint, scriptStarts, preloadLinks } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
        preloadLinks: document.querySelectorAll('link[rel=modulepreload]').length,
      }));
      expect(firstPaint, path).toBeGreaterThan(0);
      expect(scriptStarts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scriptStarts), path).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
      // A link inserted from script costs the main thread more than the module loader's own fetch.
      expect(preloadLinks, path).toBe(0);
    }
    expect(browser.errors).toEqual([]);
  });
});
