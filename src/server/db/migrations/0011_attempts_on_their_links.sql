-- A first ticket's password no longer goes to email_passwords before its address is confirmed: it stays
-- on its own confirmation link, with the ticket it filed. A link sent again carries no password.
ALTER TABLE "email_tokens" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
CREATE INDEX "email_tokens_email_created_at_idx" ON "email_tokens" USING btree ("email","created_at" DESC NULLS LAST);