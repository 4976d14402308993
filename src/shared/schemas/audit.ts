import { z } from 'zod';
import {
  AUDIT_PERSON_MAX_LENGTH,
  auditActorTypes,
  auditKinds,
  auditSubjectTypes,
} from '#shared/constants.ts';
import { pageQuerySchema } from '#shared/schemas/ticket.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const auditKindSchema = z.enum(auditKinds);

export const auditListQuerySchema = pageQuerySchema.extend({
  kind: auditKindSchema.optional(),
  /** An email (or the CLI operator's user name): entries by that person or about their account. */
  person: typedText('Person')
    .trim()
    .toLowerCase()
    .max(AUDIT_PERSON_MAX_LENGTH, `Person must be at most ${AUDIT_PERSON_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
});

export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  kind: auditKindSchema,
  actor: z.object({
    type: z.enum(auditActorTypes),
    id: z.string().nullable(),
    /** An email, or the operator's system user name; null for the server itself. */
    name: z.string().nullable(),
    address: z.string().nullable(),
  }),
  subject: z.object({ type: z.enum(auditSubjectTypes), id: z.string() }).nullable(),
  /** What changed, by kind: a status change's `from` and `to`, a reply's `responseId`, … */
  details: z.record(z.string(), z.unknown()),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether an older page exists; the trail is not counted, it only grows. */
  hasMore: z.boolean(),
});

export type AuditPage = z.infer<typeof auditPageSchema>;
