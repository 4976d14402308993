-- Emails of tickets deleted before this key existed go now, as later ones will with their ticket (docs/decisions/received-mail-privacy.md).
DELETE FROM "inbound_messages" WHERE "ticket_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tickets" WHERE "tickets"."id" = "inbound_messages"."ticket_id");--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_ticket_id_idx" ON "inbound_messages" USING btree ("ticket_id") WHERE "ticket_id" is not null;
