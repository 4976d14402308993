import type { ApiErrorCode } from '#shared/error-codes.ts';

/** What a non-JSON failure (a proxy's error page, say) is called: it carries no code of ours. */
const UNKNOWN_FAILURE = 'http_error';

/** A non-2xx answer from /api, with the server's code and readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | typeof UNKNOWN_FAILURE,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * fetch for our API: same-origin cookies ride along, and any non-2xx answer becomes an ApiError
 * carrying the server's error code and message. Network failures (TypeError) and aborts pass through.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const body = await response.json().catch(() => undefined);
  const error = isErrorBody(body) ? body.error : undefined;
  throw new ApiError(response.status, error?.code ?? UNKNOWN_FAILURE, error?.message ?? response.statusText);
}

function isErrorBody(body: unknown): body is { error: { code: ApiErrorCode; message: string } } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * POSTs `body` as JSON. For the few calls the sign-in cards make, which load without the typed client
 * (docs/decisions/sign-in-client.md); everything else goes through `api`.
 */
export function postJson(path: string, body: unknown): Promise<Response> {
  return apiFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
