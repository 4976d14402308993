import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Stored in the hash, so it can be raised later. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id of the browser's SHA-256 digest, with a fresh salt; this is all we store. */
export function hashPasswordDigest(digest: string): Promise<string> {
  return hash(digest, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `digest` matches `storedHash`. Without a stored hash (unknown email) it still spends one
 * argon2id verification, so a failed sign-in takes as long whether or not the account exists.
 */
export async function verifyPasswordDigest(
  storedHash: string | null | undefined,
  digest: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPasswordDigest('0'.repeat(64));
    await verify(await dummyHash, digest).catch(() => false);
    return false;
  }
  return verify(storedHash, digest).catch(() => false);
}
