import { describe, expect, it } from 'vitest';
import { hashPasswordDigest, verifyPasswordDigest } from './password-hash.ts';

const digest = 'a'.repeat(64);

describe('password hashing', () => {
  it('stores argon2id with its own salt, never the digest itself', async () => {
    const [first, second] = await Promise.all([hashPasswordDigest(digest), hashPasswordDigest(digest)]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain(digest);
    expect(first).not.toBe(second);
  });

  it('verifies the right digest and refuses a wrong one, a missing hash and a corrupt hash', async () => {
    const stored = await hashPasswordDigest(digest);
    expect(await verifyPasswordDigest(stored, digest)).toBe(true);
    expect(await verifyPasswordDigest(stored, 'b'.repeat(64))).toBe(false);
    expect(await verifyPasswordDigest(null, digest)).toBe(false);
    expect(await verifyPasswordDigest('not-a-hash', digest)).toBe(false);
  });
});
