import { z } from 'zod';

/**
 * `GET /api/health`. `status`: 'ok' when every part works; 'degraded' when the site serves but a part
 * behind it does not (answered 200: another instance would not do better); 'unavailable' when the
 * database does not answer (answered 503).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  parts: z.object({
    database: z.object({ status: z.enum(['ok', 'down']) }),
    /** The job runner (mail, digests, emailed replies): 'restarting' after it stopped, since `since`. */
    jobRunner: z.object({ status: z.enum(['ok', 'starting', 'restarting']), since: z.iso.datetime() }),
    /**
     * The reactions to ticket events (notices, live desks, analytics): 'behind' past a minute;
     * `lagSeconds` is the age of the oldest event not reacted to; null while the database is down.
     */
    eventReactions: z.object({
      status: z.enum(['ok', 'behind', 'unknown']),
      lagSeconds: z.number().nullable(),
    }),
    /** With IMAP_URL only: 'standby' while another instance reads the mailbox. */
    mailbox: z
      .object({ status: z.enum(['ok', 'standby', 'starting', 'reconnecting']), since: z.iso.datetime() })
      .optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
