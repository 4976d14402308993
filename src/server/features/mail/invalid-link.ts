import { HttpError } from '#server/http/http-error.ts';

/** Used, expired, altered or replaced by a newer one: the page says so and offers the way on. */
export function invalidLink(): HttpError {
  return new HttpError(410, 'invalid_link', 'This link has expired or was already used.');
}
