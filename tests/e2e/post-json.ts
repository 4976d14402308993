import { baseUrl } from './browser.ts';

let scripts = 0;

/**
 * A call to the suite's server as a script would make it (no Origin header, no browser), each from an
 * address of its own (the server trusts one proxy hop), as the browser pages are: per-address limits,
 * such as twenty tickets an hour, count one call, not the whole suite's.
 */
export async function postJson(path: string, body: unknown, cookie?: string) {
  scripts = (scripts % 250) + 1;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `203.0.113.${scripts}`,
  };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
