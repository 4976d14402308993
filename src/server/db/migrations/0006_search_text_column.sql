DROP INDEX "tickets_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("tickets"."subject" || E'\n' || "tickets"."email" || E'\n' || "tickets"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_search_text_trgm_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops);