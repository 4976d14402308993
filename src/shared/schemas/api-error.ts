import { z } from 'zod';
import { apiErrorCodes } from '#shared/error-codes.ts';

/** The body of every non-2xx JSON answer from /api. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
