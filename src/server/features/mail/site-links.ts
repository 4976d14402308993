import type { Env } from '#server/env.ts';
import { type Language, languageStorageKey } from '#shared/language.ts';

/** The public base URL every emailed link starts with: PUBLIC_URL, or this machine's own address. */
export function publicBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** An absolute link to a page of the site that opens in the person's language. */
export function siteLink(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
  path: string,
  language: Language,
  params: Record<string, string> = {},
): string {
  const url = new URL(path, `${publicBaseUrl(env)}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set(languageStorageKey, language);
  return url.toString();
}
