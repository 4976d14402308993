import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { unauthorized } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { endSession, sessionBody } from '#server/http/session.ts';
import { sessionResponseSchema } from '#shared/schemas/session.ts';

/** The current session (customer or admin) and sign-out. */
export const sessionRoutes = new Hono<AppEnv>()
  .get(
    '/session',
    describeRoute({
      operationId: 'getSession',
      security: access.anySession,
      tags: ['auth'],
      summary: 'The current session, customer or admin',
      responses: { 200: jsonResponse(sessionResponseSchema, 'Signed in.'), ...errorResponses(401) },
    }),
    (c) => {
      const session = c.var.session;
      if (!session) throw unauthorized();
      return c.json({ session: sessionBody(session) }, 200);
    },
  )
  .post(
    '/sign-out',
    describeRoute({
      operationId: 'signOut',
      security: access.anyoneWithOrWithoutSession,
      tags: ['auth'],
      summary: 'End the current session (if any) and clear its cookie',
      responses: { 204: { description: 'Signed out.' }, ...errorResponses(403) },
    }),
    async (c) => {
      await endSession(c);
      return c.body(null, 204);
    },
  );
