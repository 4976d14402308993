import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inputsOf } from '#server/features/admin/ticket-search/search-shape.ts';
import { cleanFileName } from '#server/features/attachments/clean-name.ts';
import { builtInAnswer } from '#server/features/chat/built-in-assistant.ts';
import { answerPieces } from '#server/features/chat/paced-stream.ts';
import { refuseInvalidBodyText } from '#server/http/invalid-text.ts';
import { trimTrailingSlash } from '#server/site/trim-trailing-slash.ts';
import { ADMIN_SEARCH_MAX_LENGTH } from '#shared/constants.ts';
import { adminTicketListQuerySchema } from '#shared/schemas/admin-tickets.ts';
import { cpuMs, expectLinear, expectNeverSuperLinear, stalls } from '#tests/support/linear-time.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { insertActors, roles, send, sessionCookie } from './callers.ts';

const { app, db, clock } = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const actors = await insertActors(db);

/** `unit` repeated to `length` characters, between `before` and `after`. */
const run =
  (unit: string, before = '', after = '') =>
  (length: number) =>
    before + unit.repeat(Math.ceil((length - before.length - after.length) / unit.length)) + after;

const combiningMarks = ['\u0301', '\u0316', '\u0327', '\u0361'];

interface Step {
  name: string;
  step: (text: string) => unknown;
  /** The worst shapes known for the step's patterns and loops. */
  shapes: Record<string, (length: number) => string>;
  /** How many yardsticks of CPU time the step may take (its constant, with room for noise). */
  perYardstick: number;
  /** What its random runs are made of. */
  alphabet: string[];
}

const site = new Hono().use(trimTrailingSlash).get('/privacy', (c) => c.text('the page'));

const steps: Step[] = [
  {
    name: "an uploaded file's name (the route takes 1,000 characters, a mailed file's name more)",
    step: cleanFileName,
    shapes: {
      'spaces inside': run(' ', 'a', 'a.pdf'),
      'dots and spaces inside': run('. ', 'a', 'a'),
      'slashes inside': run('/', 'a', 'b.txt'),
      'backslashes and dots': run('\\.', '', 'x'),
      'control characters': run('\u0001\u200b', 'a', 'b'),
      'alternating accents': run('\u0301\u0316', 'a'),
      'one long name with an extension': run('a', '', '.pdf'),
    },
    perYardstick: 100,
    alphabet: [' ', '.', '/', '\\', 'a', 'é', '\u0001', '\u200b', ...combiningMarks],
  },
  {
    name: 'a question to the built-in assistant, answered in pieces (the route takes 4,000 characters)',
    step: (question) => answerPieces(builtInAnswer(question, 'Maple AI')),
    shapes: {
      'one long word': run('a'),
      'a keyword then a long word': run('a', 'feature'),
      keywords: run('feature price gratuit '),
      spaces: run(' ', 'a', 'a'),
      punctuation: run("-'", 'a', 'a'),
      'French letters': run('é'),
      'alternating accents': run('\u0301\u0316', 'e'),
    },
    perYardstick: 1000,
    alphabet: [' ', 'a', 'é', "'", '-', 'feature', 'prix', '\n', '*', ...combiningMarks],
  },
  {
    name: "a page's path ending in a slash (a request line takes 16 KB)",
    step: (path) => site.request(`http://localhost/${path}/`),
    shapes: {
      'slashes inside': run('/', 'a', 'b'),
      'slashes only': run('/'),
      segments: run('a/'),
      'dot segments': run('../', 'a/'),
    },
    perYardstick: 200,
    alphabet: ['/', 'a', '.', '%2F'],
  },
];

describe('every text step a stranger controls runs in linear time', () => {
  for (const { name, step, shapes, perYardstick, alphabet } of steps) {
    describe(name, () => {
      it.each(Object.keys(shapes))('on %s, up to 1 MB', async (shape) => {
        const make = shapes[shape];
        if (!make) throw new Error(`no shape ${shape}`);
        await expectLinear(step, make, perYardstick);
      });

      it('on random runs of its worst characters, never super-linear', async () => {
        await expectNeverSuperLinear(step, alphabet);
      });
    });
  }
});

const invalidText = new Hono().use(refuseInvalidBodyText).post('/', (c) => c.body(null, 204));
const postJson = (body: string) =>
  invalidText.request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the steps bounded by their route', () => {
  const BODY_MAX = 64 * 1024;
  it.each([
    ['one long text of tabs and line breaks', JSON.stringify({ text: '\t\n'.repeat(BODY_MAX / 6) })],
    ['fifteen thousand short texts', JSON.stringify(Array.from({ length: 15_000 }, () => 'a'))],
    ['arrays nested thirty thousand deep', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
    ['objects nested ten thousand deep', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])('the check of a JSON body for invalid text, on %s (the body limit is 64 KB)', async (_, body) => {
    expect(body.length).toBeLessThanOrEqual(BODY_MAX);
    const { working, idle } = await stalls(() => postJson(body));
    expect(working).toBeLessThan(idle + 250);
    expect((await postJson(body)).status).toBe(204);
  });

  it.each([
    ['a hundred one-letter words', 'a '.repeat(100)],
    [
      'sixty-six different words',
      Array.from({ length: 66 }, (_, n) => n.toString(36).padStart(2, 'z')).join(' '),
    ],
    [
      'words inside each other',
      Array.from({ length: 19 }, (_, n) => 'abcdefghijklmnopqrs'.slice(0, n + 1)).join(' '),
    ],
    ['one long word of wildcards', '%_\\'.repeat(66)],
    ['a short id then words', `#fac77359 ${'ab '.repeat(60)}`],
  ])("the desk search's words and look-ups, on %s (the search takes 200 characters)", async (_, term) => {
    const query = adminTicketListQuerySchema.parse({ search: term.slice(0, ADMIN_SEARCH_MAX_LENGTH) });
    expect(await cpuMs(() => inputsOf(query, 'me'))).toBeLessThan(20);
  });
});

describe('the routes that take these texts keep the server answering', () => {
  const hostileName = `a${' '.repeat(994)}a.txt`;
  const hostileQuestion = `e${'\u0301\u0316'.repeat(1999)}?`;

  it.each(roles)('an upload named with a thousand spaces inside, as %s', async (role) => {
    const cookie = await sessionCookie(db, actors, role, clock.now());
    const path = `/uploads?name=${encodeURIComponent(hostileName)}`;
    const { working, idle } = await stalls(() =>
      send(app, { method: 'POST', path, body: new TextEncoder().encode('notes\n'), cookie }),
    );
    expect(working).toBeLessThan(idle + 250);
    const answer = await send(app, {
      method: 'POST',
      path,
      body: new TextEncoder().encode('notes\n'),
      cookie,
    });
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text).upload.name).toBe('a.txt');
  });

  it.each(roles)('a question of 4,000 characters of alternating accents, as %s', async (role) => {
    const cookie = await sessionCookie(db, actors, role, clock.now());
    const ask = () =>
      send(app, { method: 'POST', path: '/chat', body: { message: hostileQuestion, stream: true }, cookie });
    const { working, idle } = await stalls(ask);
    expect(working).toBeLessThan(idle + 250);
    expect((await ask()).status).toBe(200);
  });
});
