import { type ClientResponse, hc } from 'hono/client';
import type { ApiType } from '#server/api.ts';
import { apiFetch } from './api-fetch.ts';

/** The API, typed by the server's own routes: a renamed field fails the client's typecheck. */
export const api = hc<ApiType>('/api', { fetch: apiFetch });

type Body<Response> = Response extends ClientResponse<infer T> ? T : never;

/** The body of a call's successful answer, by the call's type. */
export type Answer<Call extends (...args: never[]) => Promise<ClientResponse<unknown>>> = Body<
  Awaited<ReturnType<Call>>
>;

/** The parsed body of a successful call (apiFetch has already turned every failure into an ApiError). */
export async function json<Response extends ClientResponse<unknown>>(
  call: Promise<Response>,
): Promise<Body<Response>> {
  return (await call).json() as Promise<Body<Response>>;
}
