import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const customer = await insertCustomer(db, 'fuzz@example.com', 'correct horse');

const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map((s) => `${s}\u0000`),
  fc.constantFrom('ada@example.com', ' ADA@Example.com ', 'a'.repeat(64), '', '   '),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

const fields = ['email', 'name', 'subject', 'description', 'passwordHash', 'website'] as const;
const anyBody = fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), {
  requiredKeys: [],
});

describe('ticket submission under arbitrary input', () => {
  it('answers 201, 400 or 409, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const response = await client().post('/api/tickets', body);
        expect([201, 400, 409]).toContain(response.status);
        const check = await client().post('/api/tickets/email-status', { email: body.email });
        expect([200, 400]).toContain(check.status);
      }),
      { numRuns: 150 },
    );
  });

  it('stores any Unicode text a person can type (or answers 400), never a server error', async () => {
    const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 120 });
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, subject, description) => {
        const response = await client().post('/api/tickets', {
          email: customer.email,
          name,
          subject,
          description,
        });
        expect([201, 400]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
  });
});
