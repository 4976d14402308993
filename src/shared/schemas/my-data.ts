import { z } from 'zod';
import { auditKinds, satisfactionRatings } from '#shared/constants.ts';
import { ticketWithResponsesSchema } from '#shared/schemas/ticket.ts';

/** GET /account/export: everything held about the signed-in customer, as one JSON file. */
export const myDataExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({
    email: z.string(),
    /** When the password was set; null when the email has none. */
    passwordSetAt: z.iso.datetime().nullable(),
    sessions: z.array(z.object({ createdAt: z.iso.datetime(), expiresAt: z.iso.datetime() })),
  }),
  /** Every ticket filed under the email, each with its whole conversation (the team's replies too). */
  tickets: z.array(ticketWithResponsesSchema),
  /** Their answers to 'How did we do?', with their comments. */
  answers: z.array(
    z.object({
      ticketId: z.string(),
      rating: z.enum(satisfactionRatings),
      comment: z.string().nullable(),
      answeredAt: z.iso.datetime(),
    }),
  ),
  /** The audit trail's record of what this customer did, with the network address it came from. */
  activity: z.array(
    z.object({
      at: z.iso.datetime(),
      kind: z.enum(auditKinds),
      address: z.string().nullable(),
      ticketId: z.string().nullable(),
    }),
  ),
});

export type MyDataExport = z.infer<typeof myDataExportSchema>;

/** DELETE /account: what the deletion removed. */
export const accountDeletionSchema = z.object({
  deletedTickets: z.number().int(),
  deletedResponses: z.number().int(),
});

export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
