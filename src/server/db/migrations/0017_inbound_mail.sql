-- The key that signs reply addresses and Message-IDs (docs/decisions/inbound-mail.md), made like 0007's turn-off link key.
INSERT INTO "server_secrets" ("name", "value") VALUES ('mail_thread_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "via" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
CREATE TABLE "mail_bounces" (
	"email" text PRIMARY KEY NOT NULL,
	"bounced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"message_id" text,
	"raw" bytea NOT NULL,
	"sender" text,
	"subject" text,
	"outcome" text,
	"reason" text,
	"ticket_id" uuid,
	"response_id" uuid,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_source_key_idx" ON "inbound_messages" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_message_id_idx" ON "inbound_messages" USING btree ("message_id") WHERE "message_id" is not null;--> statement-breakpoint
CREATE INDEX "inbound_messages_received_at_idx" ON "inbound_messages" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_response_id_idx" ON "inbound_messages" USING btree ("response_id") WHERE "response_id" is not null;--> statement-breakpoint
CREATE INDEX "inbound_messages_waiting_idx" ON "inbound_messages" USING btree ("received_at") WHERE "outcome" is null;
