-- The counts move from one row to 16 slots, so concurrent writes to tickets stop queueing on one row
-- lock that was held until each commit was flushed. The existing figures become slot 0.
ALTER TABLE "ticket_status_counts" DROP CONSTRAINT "ticket_status_counts_single_row";--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ALTER COLUMN "id" SET DATA TYPE smallint USING 0;--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD CONSTRAINT "ticket_status_counts_slot" CHECK ("ticket_status_counts"."id" between 0 and 15);--> statement-breakpoint
INSERT INTO "ticket_status_counts" ("id") SELECT generate_series(1, 15);
--> statement-breakpoint
-- As in 0002, but a statement's changes go to its connection's slot: two connections share a slot only
-- when their backends' process ids agree modulo 16.
CREATE OR REPLACE FUNCTION "ticket_status_counts_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
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
			"closed" = "closed" + d_closed
		WHERE "id" = pg_backend_pid() % 16;
	END IF;
	RETURN NULL;
END $$;
