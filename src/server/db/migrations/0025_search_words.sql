-- The search matches each word of a term on its own, accents and case ignored, in the description too
-- (docs/decisions/search-words-any-order.md). unaccent() is STABLE because its dictionary could be
-- changed; ours is the one its extension ships, so the wrapper can be IMMUTABLE, as a generated column
-- and an index need. The inner lower() keeps every earlier match a match; the outer one folds the
-- capitals unaccent() leaves (É becomes E).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION search_folded(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(unaccent('unaccent'::regdictionary, lower($1)));--> statement-breakpoint
ALTER TABLE "tickets" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_folded("tickets"."subject" || E'\n' || "tickets"."email" || E'\n' || "tickets"."name" || E'\n' || "tickets"."description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "tickets_search_text_trgm_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tickets_search_text_sample_trgm_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE (uuid_hash("tickets"."id") & 7) = 0;
