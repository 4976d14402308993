import type { StandardSchemaV1 } from '@standard-schema/spec';
import { resolver } from 'hono-openapi';
import { SESSION_COOKIE_NAME } from '#shared/constants.ts';
import { apiErrorBodySchema } from '#shared/schemas/api-error.ts';

const errorDescriptions: Record<number, string> = {
  400: 'The request does not fit its schema.',
  401: 'No valid session.',
  403: 'The session may not do this.',
  404: 'No such resource for this caller.',
  409: 'The resource is in a state that forbids this.',
  413: 'The body is too large.',
  415: 'The body or the file is not of a type the operation takes.',
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

/** Described once in the document's components: every operation refuses text nobody types (invalid-text.ts). */
export const sharedResponses = {
  invalidText: jsonResponse(
    apiErrorBodySchema,
    'The request holds text no operation takes, or does not fit its schema.',
  ),
};

/** hono-openapi's defaults for each method's operations: the 400 every operation may answer. */
export const everyOperation = Object.fromEntries(
  (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => [
    method,
    { responses: { 400: { $ref: '#/components/responses/invalidText' } } },
  ]),
);

const SESSION_SCHEME = 'sessionCookie';
const INBOUND_SCHEME = 'inboundSecret';

/** The session cookie as an OpenAPI security scheme, with the three roles a session can have. */
export const securitySchemes = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description:
      'The httpOnly session cookie set by a sign-in, valid 24 hours. Roles: `customer` (signed in with ' +
      'POST /auth/sign-in; sees and answers only the tickets of their own email) and `admin` (signed in ' +
      'with POST /auth/admin/sign-in; everything, the team, the outbox and the audit trail included) and ' +
      '`agent` (a desk account signed in the same way; the ticket desk and their own settings only).',
  },
  [INBOUND_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Inbound-Secret',
    description: 'INBOUND_SECRET, shared with the mail provider whose inbound route posts received mail.',
  },
} as const;

/** Who may call an operation, as its `security` requirement; the authorisation matrix tests each one. */
type SecurityRequirement = Record<string, string[]>;

export const access: Record<
  'anyone' | 'anyoneWithOrWithoutSession' | 'anySession' | 'customer' | 'admin' | 'desk' | 'inboundSecret',
  SecurityRequirement[]
> = {
  anyone: [],
  anyoneWithOrWithoutSession: [{}, { [SESSION_SCHEME]: [] }],
  anySession: [{ [SESSION_SCHEME]: [] }],
  customer: [{ [SESSION_SCHEME]: ['customer'] }],
  admin: [{ [SESSION_SCHEME]: ['admin'] }],
  inboundSecret: [{ [INBOUND_SCHEME]: [] }],
  /** Every desk account: admins and agents. */
  desk: [{ [SESSION_SCHEME]: ['admin', 'agent'] }],
};
