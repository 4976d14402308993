import { openConfiguredDatabase } from '#server/db/client.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { latestLinkToken } from '#tests/support/outbox.ts';
import type { ServerProcess } from '#tests/support/server-process.ts';

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

/** Calls the server at `baseUrl` as `admin`, signed in on the first call (sign-ins are rate limited). */
export function adminCaller(baseUrl: string, admin: { email: string; password: string }) {
  let cookie: Promise<string> | undefined;
  const signIn = async () => {
    const signedIn = await call(baseUrl, 'POST', '/api/auth/admin/sign-in', {
      email: admin.email,
      passwordHash: await passwordDigest(admin.password, admin.email),
    });
    return signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  };
  return async (method: string, path: string, body?: unknown) => {
    cookie ??= signIn();
    return call(baseUrl, method, path, body, { cookie: await cookie });
  };
}

export const ticketFields = {
  name: 'Ada Lovelace',
  subject: 'Cannot export my invoices',
  description: 'The export button does nothing.',
};

/**
 * Files the first ticket of `email` with a password, and opens the emailed confirmation link (read from
 * the server's outbox) typing that password; returns the digest to sign in with.
 */
export async function createCustomer(server: ServerProcess, email: string, password = 'correct horse') {
  const passwordHash = await passwordDigest(password, email);
  const response = await call(server.baseUrl, 'POST', '/api/tickets', {
    ...ticketFields,
    email,
    passwordHash,
  });
  if (response.status !== 201) throw new Error(`first ticket answered ${response.status}`);
  // As `npm run admin` does: a tool connects to the running server's database.
  const database = await openConfiguredDatabase(
    { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl },
    { role: 'tool' },
  );
  try {
    const token = await latestLinkToken(database.db, email, 'confirm_email');
    const confirmed = await call(server.baseUrl, 'POST', '/api/auth/confirm-email', { token, passwordHash });
    if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  } finally {
    await database.close();
  }
  return { email, passwordHash };
}
