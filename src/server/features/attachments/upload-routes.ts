import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { uploadQuerySchema, uploadResponseSchema } from '#shared/schemas/attachments.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';
import { storeUpload } from './store-upload.ts';
import { storeUnderQuota } from './upload-limits.ts';

const emptyBody = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

/** Files on their way to a message: anyone may upload, the answer's token attaches the file. */
export const uploadRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    operationId: 'uploadFile',
    security: access.anyoneWithOrWithoutSession,
    tags: ['attachments'],
    summary:
      "Upload one file (the body is the file's bytes, at most 10 MB) to attach to a ticket or reply; its type is decided by its content, images are re-encoded without their metadata, and a file never attached is removed within a day",
    requestBody: {
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    responses: {
      201: jsonResponse(uploadResponseSchema, 'The file is stored; send its token with the message.'),
      ...errorResponses(400, 413, 415, 429),
    },
  }),
  validate('query', uploadQuerySchema),
  async (c) => {
    const { db, now } = c.var.deps;
    const declared = c.req.raw.headers.has('transfer-encoding')
      ? Number.NaN
      : Number(c.req.header('content-length'));
    const file = {
      body: c.req.raw.body ?? emptyBody(),
      declaredBytes: declared,
      name: c.req.valid('query').name,
    };
    const upload = await storeUnderQuota(c, declared, () =>
      storeUpload(db, postgresBlobStore(db), file, now()),
    );
    return c.json({ upload }, 201);
  },
);
