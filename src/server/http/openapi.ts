import type { StandardSchemaV1 } from '@standard-schema/spec';
import { resolver } from 'hono-openapi';
import { apiErrorBodySchema } from '#shared/schemas/api-error.ts';

const errorDescriptions: Record<number, string> = {
  400: 'The request does not fit its schema.',
  401: 'No valid session.',
  403: 'The session may not do this.',
  404: 'No such resource for this caller.',
  409: 'The resource is in a state that forbids this.',
  413: 'The body is too large.',
  429: 'Too many requests; see Retry-After.',
  502: 'The upstream service failed.',
  503: 'The database is unavailable.',
};

/** An OpenAPI response whose JSON body is described by a shared schema. */
export function jsonResponse(schema: StandardSchemaV1, description: string) {
  return { description, content: { 'application/json': { schema: resolver(schema) } } };
}

/** The shared error body for each listed status. */
export function errorResponses(...statuses: (keyof typeof errorDescriptions)[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      jsonResponse(apiErrorBodySchema, errorDescriptions[status] ?? 'Error.'),
    ]),
  );
}
