CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"fact" text NOT NULL,
	"language" text NOT NULL,
	"member" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_days_fact_day_language_member_bucket_pk" PRIMARY KEY("fact","day","language","member","bucket"),
	CONSTRAINT "analytics_days_fact" CHECK ("fact" in ('created', 'answered', 'resolved', 'reopened', 'good', 'bad', 'open', 'in_progress'))
);
--> statement-breakpoint
CREATE TABLE "analytics_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"zone" text NOT NULL,
	"target_seconds" integer NOT NULL,
	CONSTRAINT "analytics_settings_one_row" CHECK ("analytics_settings"."id")
);
--> statement-breakpoint
-- Which of the buckets of seconds a duration falls in: 0 under a minute, then eight per doubling
-- (each about 9% wider than the one before). Only where a percentile is looked for depends on it.
CREATE FUNCTION "analytics_bucket"(seconds integer)
RETURNS smallint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT CASE WHEN seconds < 60 THEN 0 ELSE (1 + floor(8 * log(seconds / 60.0::float8) / log(2.0::float8)))::smallint END
$$;
--> statement-breakpoint
DROP INDEX "ticket_measures_first_response_idx";--> statement-breakpoint
DROP INDEX "ticket_measures_resolved_idx";--> statement-breakpoint
DROP INDEX "ticket_status_spans_started_idx";--> statement-breakpoint
DROP INDEX "ticket_status_spans_ended_idx";--> statement-breakpoint
CREATE INDEX "ticket_measures_first_response_bucket_idx" ON "ticket_measures" USING btree (analytics_bucket("first_response_seconds"),"first_response_at","first_response_seconds","first_response_by","language");--> statement-breakpoint
CREATE INDEX "ticket_measures_resolution_bucket_idx" ON "ticket_measures" USING btree (analytics_bucket("resolution_seconds"),"resolved_at","resolution_seconds");
--> statement-breakpoint
-- What a ticket's measures row counts in analytics_days (its language aside): one row per fact that
-- happened, at its instant.
CREATE FUNCTION "analytics_ticket_facts"(m "ticket_measures", target_seconds integer)
RETURNS TABLE ("at" timestamptz, "fact" text, "member" uuid, "bucket" integer) LANGUAGE sql IMMUTABLE AS $$
	SELECT * FROM (VALUES
		(m."created_at", 'created', NULL::uuid, coalesce(m."first_response_seconds" <= target_seconds, false)::integer),
		(m."first_response_at", 'answered', m."first_response_by", analytics_bucket(m."first_response_seconds")::integer),
		(m."resolved_at", 'resolved', NULL, analytics_bucket(m."resolution_seconds")::integer),
		(CASE WHEN m."reopen_count" > 0 THEN m."resolved_at" END, 'reopened', NULL, 0)
	) AS facts ("at", "fact", "member", "bucket")
	WHERE facts."at" IS NOT NULL
$$;
--> statement-breakpoint
-- Adds delta to the count of one fact on its day in the counted time zone; a wait still going on
-- ends on no day.
CREATE FUNCTION "analytics_add"(fact_at timestamptz, fact_name text, fact_language text, fact_member uuid, fact_bucket integer, delta integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "analytics_days" AS days ("day", "fact", "language", "member", "bucket", "count")
	SELECT (fact_at AT TIME ZONE settings."zone")::date, fact_name, fact_language,
		coalesce(fact_member, '00000000-0000-0000-0000-000000000000'), fact_bucket, delta
	FROM "analytics_settings" AS settings
	WHERE fact_at IS NOT NULL AND fact_at <> 'infinity'
	ON CONFLICT ("fact", "day", "language", "member", "bucket") DO UPDATE SET "count" = days."count" + excluded."count"
$$;
--> statement-breakpoint
-- A measures row's facts, and its answer's (counted for the row's language and first responder),
-- taken away as they were and added as they are. It runs before a delete, so that when a ticket's
-- deletion takes both rows, whichever goes first still sees the other (after the statement, neither
-- would); it returns OLD to let the delete go on.
CREATE FUNCTION "analytics_days_of_measures"()
RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target integer := (SELECT "target_seconds" FROM "analytics_settings");
	answer "satisfaction_answers"%ROWTYPE;
	fact record;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN OLD; END IF;
	SELECT * INTO answer FROM "satisfaction_answers" WHERE "ticket_id" = coalesce(NEW."ticket_id", OLD."ticket_id");
	IF TG_OP <> 'INSERT' THEN
		FOR fact IN SELECT * FROM analytics_ticket_facts(OLD, target) LOOP
			PERFORM analytics_add(fact."at", fact."fact", OLD."language", fact."member", fact."bucket", -1);
		END LOOP;
		PERFORM analytics_add(answer."answered_at", answer."rating", OLD."language", OLD."first_response_by", 0, -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		FOR fact IN SELECT * FROM analytics_ticket_facts(NEW, target) LOOP
			PERFORM analytics_add(fact."at", fact."fact", NEW."language", fact."member", fact."bucket", 1);
		END LOOP;
		PERFORM analytics_add(answer."answered_at", answer."rating", NEW."language", NEW."first_response_by", 0, 1);
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
-- An answer's fact, for its ticket's language and first responder, before a delete as above. Locking
-- the measures row makes a change of it and a change of the answer take turns, so neither counts the
-- other's old state.
CREATE FUNCTION "analytics_days_of_answers"()
RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	m "ticket_measures"%ROWTYPE;
BEGIN
	SELECT * INTO m FROM "ticket_measures" WHERE "ticket_id" = coalesce(NEW."ticket_id", OLD."ticket_id") FOR SHARE;
	IF NOT FOUND THEN RETURN OLD; END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM analytics_add(OLD."answered_at", OLD."rating", m."language", m."first_response_by", 0, -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM analytics_add(NEW."answered_at", NEW."rating", m."language", m."first_response_by", 0, 1);
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
-- A wait adds one to its status on the day it starts and takes one away on the day it ends.
CREATE FUNCTION "analytics_days_of_spans"()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM analytics_add(OLD."started_at", OLD."status", '', NULL, 0, -1);
		PERFORM analytics_add(OLD."ended_at", OLD."status", '', NULL, 0, 1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM analytics_add(NEW."started_at", NEW."status", '', NULL, 0, 1);
		PERFORM analytics_add(NEW."ended_at", NEW."status", '', NULL, 0, -1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts every day again for a time zone and a first-response target: the migration's, then the
-- server's at its start when they differ. Writers of the three tables wait meanwhile.
CREATE FUNCTION "analytics_recount"(zone text, target_seconds integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE "ticket_measures", "ticket_status_spans", "satisfaction_answers" IN SHARE MODE;
	DELETE FROM "analytics_settings";
	INSERT INTO "analytics_settings" ("zone", "target_seconds") VALUES (zone, target_seconds);
	DELETE FROM "analytics_days";
	INSERT INTO "analytics_days" ("day", "fact", "language", "member", "bucket", "count")
	SELECT (facts."at" AT TIME ZONE zone)::date, facts."fact", facts."language",
		coalesce(facts."member", '00000000-0000-0000-0000-000000000000'), facts."bucket", sum(facts."delta")
	FROM (
		SELECT ticket."at", ticket."fact", m."language", ticket."member", ticket."bucket", 1 AS "delta"
		FROM "ticket_measures" AS m, analytics_ticket_facts(m, target_seconds) AS ticket
		UNION ALL
		SELECT a."answered_at", a."rating", m."language", m."first_response_by", 0, 1
		FROM "satisfaction_answers" AS a JOIN "ticket_measures" AS m USING ("ticket_id")
		UNION ALL
		SELECT "started_at", "status", '', NULL, 0, 1 FROM "ticket_status_spans"
		UNION ALL
		SELECT "ended_at", "status", '', NULL, 0, -1 FROM "ticket_status_spans" WHERE "ended_at" <> 'infinity'
	) AS facts
	GROUP BY 1, 2, 3, 4, 5
	ORDER BY 2, 1, 3, 4, 5;
END
$$;
--> statement-breakpoint
SELECT "analytics_recount"('UTC', 86400);
--> statement-breakpoint
CREATE TRIGGER "analytics_days_of_measures" AFTER INSERT OR UPDATE ON "ticket_measures"
	FOR EACH ROW EXECUTE FUNCTION "analytics_days_of_measures"();
--> statement-breakpoint
CREATE TRIGGER "analytics_days_of_deleted_measures" BEFORE DELETE ON "ticket_measures"
	FOR EACH ROW EXECUTE FUNCTION "analytics_days_of_measures"();
--> statement-breakpoint
CREATE TRIGGER "analytics_days_of_answers" AFTER INSERT OR UPDATE ON "satisfaction_answers"
	FOR EACH ROW EXECUTE FUNCTION "analytics_days_of_answers"();
--> statement-breakpoint
CREATE TRIGGER "analytics_days_of_deleted_answers" BEFORE DELETE ON "satisfaction_answers"
	FOR EACH ROW EXECUTE FUNCTION "analytics_days_of_answers"();
--> statement-breakpoint
CREATE TRIGGER "analytics_days_of_spans" AFTER INSERT OR UPDATE OR DELETE ON "ticket_status_spans"
	FOR EACH ROW EXECUTE FUNCTION "analytics_days_of_spans"();
