-- A message that keeps failing ends failed, with what the failure said, rather than being retried for ever (docs/decisions/poison-mail.md).
ALTER TABLE "inbound_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "error" text;