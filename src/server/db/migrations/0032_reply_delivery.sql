ALTER TABLE "mail_outbox" ADD COLUMN "response_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_response_id_ticket_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."ticket_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_response_id_idx" ON "mail_outbox" USING btree ("response_id") WHERE response_id is not null;--> statement-breakpoint
-- Messages written before this column: a reply notice names its reply on the event it tells of.
UPDATE "mail_outbox" SET "response_id" = reply."id"
FROM "audit_entries" event
JOIN "ticket_responses" reply ON reply."id"::text = event."details"->>'responseId'
WHERE "mail_outbox"."kind" = 'customer_reply_notice' AND event."id" = "mail_outbox"."event_id";
--> statement-breakpoint
INSERT INTO "server_secrets" ("name", "value") VALUES ('not_mine_link_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));
