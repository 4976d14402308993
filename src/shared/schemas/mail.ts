import { z } from 'zod';
import { mailKinds, mailStates } from '#shared/constants.ts';

export const outboxMailSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  kind: z.enum(mailKinds),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(mailStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** The message as plain text, links included; null once sent (its links live only in the inbox). */
  text: z.string().nullable(),
});

export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whether SMTP is configured: without it nothing leaves the outbox. */
  delivering: z.boolean(),
});

export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const deskNotificationsSchema = z.object({ enabled: z.boolean() });

export type DeskNotifications = z.infer<typeof deskNotificationsSchema>;
