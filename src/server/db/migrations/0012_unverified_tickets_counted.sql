-- Tickets filed without signing in (is_verified false) are on the desk now, marked, so they count too:
-- the function of 0010 without its "is_verified" filter. Verifying a ticket then moves no count.
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
		FROM "new_rows";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT d_open - count(*) FILTER (WHERE "status" = 'open'),
			d_in_progress - count(*) FILTER (WHERE "status" = 'in_progress'),
			d_resolved - count(*) FILTER (WHERE "status" = 'resolved'),
			d_closed - count(*) FILTER (WHERE "status" = 'closed')
		INTO d_open, d_in_progress, d_resolved, d_closed
		FROM "old_rows";
	END IF;
	IF (d_open, d_in_progress, d_resolved, d_closed) <> (0, 0, 0, 0) THEN
		UPDATE "ticket_status_counts" AS "s" SET
			"open" = "open" + d_open,
			"in_progress" = "in_progress" + d_in_progress,
			"resolved" = "resolved" + d_resolved,
			"closed" = "closed" + d_closed
		WHERE "id" = pg_backend_pid() % 16;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Earlier releases stored every ticket verified; any unverified row (written by hand) is added once.
UPDATE "ticket_status_counts" AS "s" SET
	"open" = "s"."open" + "c"."open",
	"in_progress" = "s"."in_progress" + "c"."in_progress",
	"resolved" = "s"."resolved" + "c"."resolved",
	"closed" = "s"."closed" + "c"."closed"
FROM (
	SELECT count(*) FILTER (WHERE "status" = 'open') AS "open",
		count(*) FILTER (WHERE "status" = 'in_progress') AS "in_progress",
		count(*) FILTER (WHERE "status" = 'resolved') AS "resolved",
		count(*) FILTER (WHERE "status" = 'closed') AS "closed"
	FROM "tickets" WHERE NOT "is_verified"
) AS "c"
WHERE "s"."id" = 0;
