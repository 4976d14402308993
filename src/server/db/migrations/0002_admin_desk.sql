CREATE TABLE "ticket_status_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_status_counts_single_row" CHECK ("ticket_status_counts"."id")
);
--> statement-breakpoint
DROP INDEX "tickets_status_created_at_idx";--> statement-breakpoint
DROP INDEX "tickets_created_at_idx";--> statement-breakpoint
CREATE INDEX "tickets_status_created_at_idx" ON "tickets" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The one row, counted from the tickets already there.
INSERT INTO "ticket_status_counts" ("id", "open", "in_progress", "resolved", "closed")
SELECT true,
	count(*) FILTER (WHERE "status" = 'open'),
	count(*) FILTER (WHERE "status" = 'in_progress'),
	count(*) FILTER (WHERE "status" = 'resolved'),
	count(*) FILTER (WHERE "status" = 'closed')
FROM "tickets" WHERE "is_verified";
--> statement-breakpoint
-- Statement-level, so a bulk insert costs one update; an update that moves no count (a reply bumping
-- updated_at) leaves the row alone and takes no lock on it.
CREATE FUNCTION "ticket_status_counts_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d_open integer := 0;
	d_in_progress integer := 0;
	d_resolved integer := 0;
	d_closed integer := 0;
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT d_open + count(*) FILTER (WHERE "status" = 'open'),
			d_in_progress + count(*) FILTER (WHERE "status" = 'in_progress'),
			d_resolved + count(*) FILTER (WHERE "status" = 'resolved'),
			d_closed + count(*) FILTER (WHERE "status" = 'closed')
		INTO d_open, d_in_progress, d_resolved, d_closed
		FROM "new_rows" WHERE "is_verified";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT d_open - count(*) FILTER (WHERE "status" = 'open'),
			d_in_progress - count(*) FILTER (WHERE "status" = 'in_progress'),
			d_resolved - count(*) FILTER (WHERE "status" = 'resolved'),
			d_closed - count(*) FILTER (WHERE "status" = 'closed')
		INTO d_open, d_in_progress, d_resolved, d_closed
		FROM "old_rows" WHERE "is_verified";
	END IF;
	IF (d_open, d_in_progress, d_resolved, d_closed) <> (0, 0, 0, 0) THEN
		UPDATE "ticket_status_counts" SET
			"open" = "open" + d_open,
			"in_progress" = "in_progress" + d_in_progress,
			"resolved" = "resolved" + d_resolved,
			"closed" = "closed" + d_closed;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_insert" AFTER INSERT ON "tickets"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_shift"();
--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_update" AFTER UPDATE ON "tickets"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_shift"();
--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_delete" AFTER DELETE ON "tickets"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_shift"();
--> statement-breakpoint
CREATE FUNCTION "ticket_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "ticket_status_counts" SET "open" = 0, "in_progress" = 0, "resolved" = 0, "closed" = 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_truncate" AFTER TRUNCATE ON "tickets"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_reset"();
