import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY } from '#shared/constants.ts';
import { clearSupportSession, readSupportSession, saveSupportSession } from './support-session.ts';

const now = Date.UTC(2026, 10, 22, 12);
const session = {
  email: 'ada@example.com',
  type: 'user' as const,
  authenticatedAt: now,
  expiresAt: now + SESSION_LIFETIME_MS,
};

describe('support_session mirror', () => {
  it('reads back a saved session of the asked type until 24 hours have passed', () => {
    saveSupportSession({ ...session, email: 'Ada@Example.com' });
    expect(readSupportSession('customer', now + 1000)).toEqual(session);
    expect(readSupportSession('admin', now + 1000)).toBeNull();
    expect(readSupportSession('customer', now + SESSION_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['{not json'],
    ['null'],
    [JSON.stringify({ ...session, type: 'root' })],
    [JSON.stringify({ ...session, email: 42 })],
    [JSON.stringify({ ...session, authenticatedAt: 'yesterday' })],
    [JSON.stringify({ ...session, expiresAt: undefined })],
  ])('drops the unreadable entry %s', (entry) => {
    localStorage.setItem(SESSION_STORAGE_KEY, entry);
    expect(readSupportSession('customer', now)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears on sign-out', () => {
    saveSupportSession(session);
    clearSupportSession();
    expect(readSupportSession('customer', now)).toBeNull();
  });
});
