import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '#shared/error-codes.ts';

/** Thrown anywhere in a request; app.onError turns it into the shared error body. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function notFound(message = 'Not found.'): HttpError {
  return new HttpError(404, 'not_found', message);
}

export function unauthorized(message = 'Sign in to continue.'): HttpError {
  return new HttpError(401, 'unauthorized', message);
}

export function forbidden(message = 'You are not allowed to do this.'): HttpError {
  return new HttpError(403, 'forbidden', message);
}

export function conflict(message: string): HttpError {
  return new HttpError(409, 'conflict', message);
}

/** The database does not answer: the client tries again later. */
export function serviceUnavailable(): HttpError {
  return new HttpError(
    503,
    'service_unavailable',
    'The service is temporarily unavailable. Please try again in a moment.',
    { 'Retry-After': '5' },
  );
}
