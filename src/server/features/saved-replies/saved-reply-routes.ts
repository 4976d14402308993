import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { savedReplies } from '#server/db/schema.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { requireAdminRole, requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import {
  savedRepliesResponseSchema,
  savedReplyEnvelopeSchema,
  savedReplyIdParamSchema,
  savedReplyRequestSchema,
} from '#shared/schemas/saved-replies.ts';
import { noSuchReply, savedReplyColumns, updateSavedReply } from './update-saved-reply.ts';

const tags = ['admin', 'saved-replies'];

/** Mounted at /admin/saved-replies: every desk account inserts them, admins manage them. */
export const savedReplyRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listSavedReplies',
      security: access.desk,
      tags,
      summary: "The team's saved replies by title, in English and French",
      responses: {
        200: jsonResponse(savedRepliesResponseSchema, 'The replies.'),
        ...errorResponses(401, 403),
      },
    }),
    requireSession('admin'),
    async (c) => {
      const replies = await c.var.deps.db
        .select(savedReplyColumns)
        .from(savedReplies)
        .orderBy(asc(savedReplies.title));
      return c.json({ replies }, 200);
    },
  )
  .post(
    '/',
    describeRoute({
      operationId: 'createSavedReply',
      security: access.admin,
      tags,
      summary: 'Add a saved reply (a title, an English and a French text)',
      responses: {
        201: jsonResponse(savedReplyEnvelopeSchema, 'Saved.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    requireAdminRole,
    validate('json', savedReplyRequestSchema),
    async (c) => {
      const [reply] = await c.var.deps.db
        .insert(savedReplies)
        .values(c.req.valid('json'))
        .returning(savedReplyColumns);
      if (!reply) throw new Error('the saved reply came back without a row');
      return c.json({ reply }, 201);
    },
  )
  .put(
    '/:id',
    describeRoute({
      operationId: 'updateSavedReply',
      security: access.admin,
      tags,
      summary: "Replace a saved reply's title and texts (an audit entry says which changed)",
      responses: {
        200: jsonResponse(savedReplyEnvelopeSchema, 'Saved.'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    requireAdminRole,
    validate('param', savedReplyIdParamSchema),
    validate('json', savedReplyRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const id = c.req.valid('param').id;
      const reply = await updateSavedReply(db, id, c.req.valid('json'), requestActor(c), now());
      return c.json({ reply }, 200);
    },
  )
  .delete(
    '/:id',
    describeRoute({
      operationId: 'deleteSavedReply',
      security: access.admin,
      tags,
      summary: 'Delete a saved reply',
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
    }),
    requireAdminRole,
    validate('param', savedReplyIdParamSchema),
    async (c) => {
      const deleted = await c.var.deps.db
        .delete(savedReplies)
        .where(eq(savedReplies.id, c.req.valid('param').id))
        .returning({ id: savedReplies.id });
      if (deleted.length === 0) throw noSuchReply();
      return c.body(null, 204);
    },
  );
