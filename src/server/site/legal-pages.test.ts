import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { adminUsers } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { privacyContact } from './legal-facts.ts';
import { loadLegalPages } from './legal-pages.ts';
import { type Legal, legalRoutes } from './legal-routes.ts';
import type { LegalFacts, LegalSettings } from './legal-texts.ts';
import { legalSettingsOfRequest } from './site-config.ts';

const { client, db, deps } = await createTestApp({ env: { RETENTION_DAYS: '365' } });
const facts: LegalFacts = { product: 'Maple AI', aiHost: undefined };
const keptForever = async (): Promise<LegalSettings> => ({
  retentionDays: null,
  contact: 'privacy@example.ca',
});

async function serve(
  env: Record<string, string> = {},
  overrides: Partial<LegalFacts> = {},
  settings: Legal['settings'] = keptForever,
) {
  const pages = await loadLegalPages(loadEnv(env), { ...facts, ...overrides });
  const app = new Hono().route('/', legalRoutes({ pages, settings }));
  return async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}

describe('/privacy and /terms', () => {
  it('say what is collected, why, where, how long, who is in charge and what a person may ask, in English', async () => {
    const get = await serve();
    const page = await get('/privacy', { 'accept-language': 'en-CA' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Privacy policy</h1>');
    for (const phrase of [
      'your email address, your name, the subject and description',
      'argon2id',
      'session cookie',
      'Rate-limit counters',
      'PostgreSQL database of the business that operates this site',
      'kept until you delete your account',
      '24 hours',
      '<a href="mailto:privacy@example.ca">privacy@example.ca</a>',
      'Office of the Privacy Commissioner of Canada',
      'Commission d&#39;accès à l&#39;information du Québec',
      'the assistant built into this site answers them and keeps nothing',
    ]) {
      expect(page.text).toContain(phrase);
    }
    expect(page.text).not.toContain('{{');
    expect(page.text).not.toContain('<script');
  });

  it('follow the visitor’s language: Accept-Language, the lang cookie, then ?lang= first', async () => {
    const get = await serve();
    expect((await get('/privacy', { 'accept-language': 'fr-CA' })).text).toContain(
      '<h1>Politique de confidentialité</h1>',
    );
    expect((await get('/terms', { cookie: 'lang=fr' })).text).toContain('<h1>Conditions d’utilisation</h1>');
    const english = await get('/terms?lang=en', { cookie: 'lang=fr' });
    expect(english.text).toContain('<h1>Terms of service</h1>');
    expect(english.text).toContain('href="/terms?lang=fr"');
  });

  it('arrive compressed when the browser accepts it', async () => {
    const get = await serve();
    const pages = await loadLegalPages(loadEnv({}), facts);
    const app = new Hono().route('/', legalRoutes({ pages, settings: keptForever }));
    const response = await app.request('/privacy', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toBe((await get('/privacy')).text);
  });

  it('name the retention period and the upstream AI host when they are configured', async () => {
    const get = await serve({}, { aiHost: 'ai.example.ca' }, async () => ({
      retentionDays: 90,
      contact: 'privacy@example.ca',
    }));
    const english = (await get('/privacy')).text;
    expect(english).toContain('90 days after its last activity');
    expect(english).toContain('sent to the AI service at ai.example.ca');
    const french = (await get('/privacy?lang=fr')).text;
    expect(french).toContain('90 jours après sa dernière activité');
    expect(french).toContain('service d’IA de ai.example.ca');
  });

  it('say how to name the person in charge when no contact is known', async () => {
    const get = await serve({}, {}, async () => ({ retentionDays: null, contact: undefined }));
    expect((await get('/privacy')).text).toContain('PRIVACY_CONTACT');
  });

  it("serve the operator's Markdown instead, one file per language with {lang}", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'legal-'));
    await writeFile(join(dir, 'privacy.en.md'), '# Our policy\n\nAsk {{contact}}.');
    await writeFile(join(dir, 'privacy.fr.md'), '# Notre politique\n\nÉcrivez à {{contact}}.');
    const get = await serve({ PRIVACY_FILE: join(dir, 'privacy.{lang}.md') });
    expect((await get('/privacy')).text).toContain(
      '<h1>Our policy</h1>\n<p>Ask <a href="mailto:privacy@example.ca">',
    );
    expect((await get('/privacy?lang=fr')).text).toContain('<h1>Notre politique</h1>');
    expect((await get('/terms')).text).toContain('<h1>Terms of service</h1>');
  });

  it('refuse to start on a missing file rather than serve a policy nobody wrote', async () => {
    await expect(serve({ TERMS_FILE: '/nonexistent/terms.md' })).rejects.toThrow(/ENOENT/);
  });
});

describe('the privacy contact', () => {
  it('is PRIVACY_CONTACT, or else the first admin’s email', async () => {
    expect(await privacyContact(db, loadEnv({}))).toBeUndefined();
    await insertAdmin(db, 'first@example.com', 'admin password');
    await insertAdmin(db, 'second@example.com', 'admin password');
    expect(await privacyContact(db, loadEnv({}))).toBe('first@example.com');
    expect(await privacyContact(db, loadEnv({ PRIVACY_CONTACT: 'Jane Doe, privacy officer' }))).toBe(
      'Jane Doe, privacy officer',
    );
  });

  it('RETENTION_DAYS must be a whole number of days, unset when empty', () => {
    expect(loadEnv({ RETENTION_DAYS: '' }).RETENTION_DAYS).toBeUndefined();
    expect(() => loadEnv({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
    expect(() => loadEnv({ RETENTION_DAYS: 'soon' })).toThrow(/RETENTION_DAYS/);
  });
});

describe('the retention on /privacy', () => {
  it('follows the settings an admin saves, on the next request, in both languages', async () => {
    const pages = await loadLegalPages(deps.env, facts);
    const site = createApp(deps, null, { pages, settings: legalSettingsOfRequest });
    const privacy = async (language: string) => (await site.request(`/privacy?lang=${language}`)).text();
    expect(await privacy('en')).toContain('a closed ticket is deleted, with its replies, 365 days after');

    await insertAdmin(db, 'owner@example.com', 'owner password');
    const owner = client();
    await owner.post('/api/auth/admin/sign-in', {
      email: 'owner@example.com',
      passwordHash: await passwordDigest('owner password', 'owner@example.com'),
    });
    const { body } = await owner.get<{ settings: DeskSettings }>('/api/admin/settings');
    const save = (retentionDays: number | null) =>
      owner.put('/api/admin/settings', { ...body.settings, retentionDays });

    expect((await save(30)).status).toBe(200);
    expect(await privacy('en')).toContain('a closed ticket is deleted, with its replies, 30 days after');
    expect(await privacy('fr')).toContain('supprimée, avec ses réponses, 30 jours après');
    expect((await save(null)).status).toBe(200);
    const kept = await privacy('en');
    expect(kept).toContain('kept until you delete your account');
    expect(kept).not.toContain('days after its last activity');
  });

  it('names the first admin’s email as it is now, once they changed it', async () => {
    const pages = await loadLegalPages(deps.env, facts);
    const site = createApp(deps, null, { pages, settings: legalSettingsOfRequest });
    const privacy = async () => (await site.request('/privacy')).text();
    const [first] = await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt)).limit(1);
    if (!first) throw new Error('no admin');
    expect(await privacy()).toContain(`<a href="mailto:${first.email}">${first.email}</a>`);
    await db.update(adminUsers).set({ email: 'owner.real@example.ca' }).where(eq(adminUsers.id, first.id));
    expect(await privacy()).toContain('<a href="mailto:owner.real@example.ca">owner.real@example.ca</a>');
  });
});
