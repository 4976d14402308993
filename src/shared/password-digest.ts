/**
 * What the browser sends instead of a password: SHA-256(password + lowercased email) as
 * lowercase hex. WebCrypto where the page is a secure context; on plain HTTP, where
 * crypto.subtle is missing, a pure-JS SHA-256 loaded on demand gives the identical hex.
 * The admin CLI uses the same function, so an admin made there signs in from the browser.
 */
export async function passwordDigest(password: string, email: string): Promise<string> {
  const input = new TextEncoder().encode(password + email.trim().toLowerCase());
  const subtle = globalThis.crypto?.subtle;
  const bytes = subtle
    ? new Uint8Array(await subtle.digest('SHA-256', input))
    : (await import('@noble/hashes/sha2.js')).sha256(input);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
