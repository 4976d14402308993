import { type ClientResponse, hc } from 'hono/client';
import type { ApiType } from '#server/api.ts';
import { apiFetch } from './api-fetch.ts';

/** The API, typed by the server's own routes: a renamed field fails the client's typecheck. */
export const api = hc<ApiType>('/api', { fetch: apiFetch });

/** The parsed body of a successful call (apiFetch has already turned every failure into an ApiError). */
export async function json<T>(call: Promise<ClientResponse<T>>): Promise<T> {
  return (await call).json() as Promise<T>;
}
