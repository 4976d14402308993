CREATE TABLE "satisfaction_answers" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"rating" text NOT NULL,
	"comment" text,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "satisfaction_answers_rating" CHECK ("satisfaction_answers"."rating" in ('good', 'bad'))
);
--> statement-breakpoint
CREATE TABLE "ticket_measures" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"first_response_at" timestamp with time zone,
	"first_response_by" uuid,
	"first_response_seconds" integer,
	"resolved_at" timestamp with time zone,
	"resolution_seconds" integer,
	"reopen_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_status_spans" (
	"ticket_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_status_spans_ticket_id_position_pk" PRIMARY KEY("ticket_id","position"),
	CONSTRAINT "ticket_status_spans_status" CHECK ("ticket_status_spans"."status" in ('open', 'in_progress'))
);
--> statement-breakpoint
ALTER TABLE "email_passwords" ADD COLUMN "notify_satisfaction" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "satisfaction_answers" ADD CONSTRAINT "satisfaction_answers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_measures" ADD CONSTRAINT "ticket_measures_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_measures" ADD CONSTRAINT "ticket_measures_first_response_by_admin_users_id_fk" FOREIGN KEY ("first_response_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_spans" ADD CONSTRAINT "ticket_status_spans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satisfaction_answers_answered_idx" ON "satisfaction_answers" USING btree ("answered_at","rating");--> statement-breakpoint
CREATE INDEX "ticket_measures_created_idx" ON "ticket_measures" USING btree ("created_at","language","first_response_seconds");--> statement-breakpoint
CREATE INDEX "ticket_measures_first_response_idx" ON "ticket_measures" USING btree ("first_response_at","first_response_by","first_response_seconds","language");--> statement-breakpoint
CREATE INDEX "ticket_measures_resolved_idx" ON "ticket_measures" USING btree ("resolved_at","resolution_seconds","language","reopen_count");--> statement-breakpoint
CREATE INDEX "ticket_status_spans_started_idx" ON "ticket_status_spans" USING btree ("started_at","status");--> statement-breakpoint
CREATE INDEX "ticket_status_spans_ended_idx" ON "ticket_status_spans" USING btree ("ended_at","status");--> statement-breakpoint
-- The seconds of [from_at, to_at) within the business hours: on open_days (ISO, Monday 1), from
-- open_minute to close_minute past local midnight in zone. Open all day every day, it is the plain
-- difference; otherwise one row per local day the interval touches.
CREATE FUNCTION "business_seconds"(from_at timestamptz, to_at timestamptz, zone text, open_minute integer, close_minute integer, open_days integer[])
RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN to_at IS NULL THEN NULL
		WHEN to_at <= from_at THEN 0
		WHEN open_minute = 0 AND close_minute = 1440 AND open_days @> ARRAY[1, 2, 3, 4, 5, 6, 7]
			THEN floor(extract(epoch FROM to_at - from_at))::integer
		ELSE (
			SELECT coalesce(floor(sum(greatest(0, extract(epoch FROM least(to_at, hours.close_at) - greatest(from_at, hours.open_at))))), 0)::integer
			FROM generate_series((from_at AT TIME ZONE zone)::date::timestamp, (to_at AT TIME ZONE zone)::date::timestamp, interval '1 day') AS day,
				LATERAL (SELECT (day + make_interval(mins => open_minute)) AT TIME ZONE zone AS open_at,
					(day + make_interval(mins => close_minute)) AT TIME ZONE zone AS close_at) AS hours
			WHERE extract(isodow FROM day)::integer = ANY (open_days))
	END
$$;
--> statement-breakpoint
-- A ticket's statuses in order from its creation: its status events, and, when its status is not the
-- last one they name (a ticket older than its events), its status since its last change.
CREATE FUNCTION "ticket_status_timeline"(ticket uuid)
RETURNS TABLE ("at" timestamptz, "seq" bigint, "status" text) LANGUAGE sql STABLE AS $$
	WITH recorded AS (
		SELECT t."created_at" AS "at", 0::bigint AS "seq", 'open'::text AS "status" FROM "tickets" AS t WHERE t."id" = ticket
		UNION ALL
		SELECT a."created_at", a."id", a."details"->>'to' FROM "audit_entries" AS a
		WHERE a."subject_id" = ticket::text AND a."subject_type" = 'ticket' AND a."kind" = 'ticket.status_changed'
	), latest AS (SELECT r."status" FROM recorded AS r ORDER BY r."at" DESC, r."seq" DESC LIMIT 1)
	SELECT * FROM recorded
	UNION ALL
	SELECT greatest(t."updated_at", t."created_at"), 9223372036854775807, t."status"
	FROM "tickets" AS t, latest WHERE t."id" = ticket AND t."status" <> latest."status"
$$;
--> statement-breakpoint
-- One ticket's measures and waiting spans, computed again from its row, its replies and its status
-- timeline: running it twice, or for events out of order, gives the same rows. Locking the measures
-- row first makes the refreshes of one ticket take turns, each reading everything committed before it.
CREATE FUNCTION "refresh_ticket_measures"(ticket uuid, zone text, open_minute integer, close_minute integer, open_days integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	found_ticket "tickets"%ROWTYPE;
	first_reply record;
	resolved timestamptz;
	reopens integer;
BEGIN
	INSERT INTO "ticket_measures" ("ticket_id", "created_at", "language")
		SELECT "id", "created_at", "language" FROM "tickets" WHERE "id" = ticket
		ON CONFLICT ("ticket_id") DO UPDATE SET "language" = excluded."language";
	IF NOT FOUND THEN RETURN; END IF;
	SELECT * INTO found_ticket FROM "tickets" WHERE "id" = ticket;
	SELECT "created_at", "admin_id" INTO first_reply FROM "ticket_responses"
		WHERE "ticket_id" = ticket AND "is_from_admin" ORDER BY "created_at", "id" LIMIT 1;

	SELECT count(*) FILTER (WHERE "status" IN ('open', 'in_progress') AND "before" IN ('resolved', 'closed')),
		max("at") FILTER (WHERE "status" IN ('resolved', 'closed') AND "before" IN ('open', 'in_progress'))
	INTO reopens, resolved
	FROM (SELECT "at", "status", lag("status") OVER (ORDER BY "at", "seq") AS "before"
		FROM ticket_status_timeline(ticket)) AS changes;
	IF found_ticket."status" NOT IN ('resolved', 'closed') THEN resolved := NULL; END IF;

	UPDATE "ticket_measures" SET
		"first_response_at" = first_reply."created_at",
		"first_response_by" = first_reply."admin_id",
		"first_response_seconds" = business_seconds(found_ticket."created_at", first_reply."created_at", zone, open_minute, close_minute, open_days),
		"resolved_at" = resolved,
		"resolution_seconds" = business_seconds(found_ticket."created_at", resolved, zone, open_minute, close_minute, open_days),
		"reopen_count" = reopens
	WHERE "ticket_id" = ticket;

	DELETE FROM "ticket_status_spans" WHERE "ticket_id" = ticket;
	INSERT INTO "ticket_status_spans" ("ticket_id", "position", "status", "started_at", "ended_at")
		SELECT ticket, spans."position", spans."status", spans."started_at", spans."ended_at" FROM (
			SELECT row_number() OVER (ORDER BY "at", "seq") AS "position", timeline."status", "at" AS "started_at",
				lead("at", 1, 'infinity') OVER (ORDER BY "at", "seq") AS "ended_at"
			FROM ticket_status_timeline(ticket) AS timeline) AS spans
		WHERE spans."status" IN ('open', 'in_progress') AND spans."ended_at" > spans."started_at";
END
$$;
--> statement-breakpoint
-- Existing tickets, as if every hour counted (the default): a business-hours setting applies to the
-- intervals measured from then on.
SELECT "refresh_ticket_measures"("id", 'UTC', 0, 1440, ARRAY[1, 2, 3, 4, 5, 6, 7]) FROM "tickets";
--> statement-breakpoint
INSERT INTO "server_secrets" ("name", "value") VALUES ('satisfaction_link_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));
