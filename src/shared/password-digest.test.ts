import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { passwordDigest } from './password-digest.ts';

describe('passwordDigest', () => {
  it('is the hex SHA-256 of the password followed by the trimmed, lowercased email', async () => {
    // SHA-256("abc"), the FIPS 180-2 test vector.
    expect(await passwordDigest('ab', ' C ')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the same hex from the pure-JS fallback, accents and emoji included', async () => {
    const input = 'mot de passe é 🍁' + 'élodie@exemple.ca';
    const fallback = Array.from(sha256(new TextEncoder().encode(input)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    expect(await passwordDigest('mot de passe é 🍁', 'Élodie@Exemple.ca')).toBe(fallback);
  });
});
