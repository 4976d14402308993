DROP INDEX "tickets_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_email_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "tickets_search_text_trgm_idx" ON "tickets" USING gin (("subject" || E'\n' || "email" || E'\n' || "name") gin_trgm_ops);