import { passwordDigest } from '#shared/password-digest.ts';

/** A same-origin JSON call to a running server, as the browser makes it. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { origin: baseUrl, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body: json };
}

export const ticketFields = {
  name: 'Ada Lovelace',
  subject: 'Cannot export my invoices',
  description: 'The export button does nothing.',
};

/** Files the first ticket of `email`, which sets its password; returns the digest to sign in with. */
export async function createCustomer(baseUrl: string, email: string, password = 'correct horse') {
  const passwordHash = await passwordDigest(password, email);
  const response = await call(baseUrl, 'POST', '/api/tickets', { ...ticketFields, email, passwordHash });
  if (response.status !== 201) throw new Error(`first ticket answered ${response.status}`);
  return { email, passwordHash };
}
