import { createHash, randomBytes } from 'node:crypto';

/** The secret an upload answers with: whoever holds it, and only they, can attach the file. */
export function newUploadToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: a leaked table attaches nothing. */
export function uploadTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
