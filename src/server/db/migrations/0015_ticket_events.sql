DROP INDEX "audit_entries_created_at_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "event_id" bigint;--> statement-breakpoint
CREATE INDEX "audit_entries_listed_created_at_idx" ON "audit_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE kind <> 'ticket.created';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_event_recipient_idx" ON "mail_outbox" USING btree ("event_id","recipient") WHERE event_id is not null;