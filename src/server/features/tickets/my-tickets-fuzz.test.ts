import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertCustomer, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const ada = await insertCustomer(db, 'fuzz@example.com', 'correct horse');
const ticket = await insertTicket(db, { email: ada.email });
const caller = client();
await caller.post('/api/auth/sign-in', ada);

const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('closed', 'open', '', '   ', 'x'.repeat(6000)),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const anyBody = fc.oneof(
  fc.record({ text: anyValue, status: anyValue, isFromAdmin: anyValue }, { requiredKeys: [] }),
  anyValue,
);
const anySegment = fc.oneof(fc.constant(ticket.id), fc.uuid(), fc.string({ maxLength: 40 }));

describe('the customer ticket API under arbitrary input', () => {
  it('answers ids, pages and bodies it cannot use with 4xx, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(anySegment, anyBody, fc.string({ maxLength: 12 }), async (segment, body, page) => {
        const id = encodeURIComponent(segment);
        const answers = await Promise.all([
          caller.get(`/api/tickets?page=${encodeURIComponent(page)}`),
          caller.get(`/api/tickets/${id}`),
          caller.post(`/api/tickets/${id}/responses`, body),
          caller.patch(`/api/tickets/${id}`, body),
        ]);
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});
