ALTER TABLE "admin_users" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("admin_users"."role" in ('admin', 'agent'));--> statement-breakpoint
CREATE TABLE "ticket_assignee_counts" (
	"assignee_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_assignee_counts_assignee_id_slot_pk" PRIMARY KEY("assignee_id","slot")
);
--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD COLUMN "unassigned_open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD COLUMN "unassigned_in_progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD COLUMN "unassigned_resolved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD COLUMN "unassigned_closed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "is_internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_assignee_created_at_idx" ON "tickets" USING btree ("assignee_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE assignee_id is not null;--> statement-breakpoint
CREATE INDEX "tickets_unassigned_created_at_idx" ON "tickets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE assignee_id is null;--> statement-breakpoint
-- Every ticket so far is unassigned: each slot's unassigned figures are its figures.
UPDATE "ticket_status_counts" SET
	"unassigned_open" = "open",
	"unassigned_in_progress" = "in_progress",
	"unassigned_resolved" = "resolved",
	"unassigned_closed" = "closed";
--> statement-breakpoint
-- The function of 0012 that also keeps the unassigned figures and each assignee's, in the connection's
-- slot (docs/decisions/ticket-assignment.md). A reply's bump of updated_at changes no figure and writes none.
CREATE OR REPLACE FUNCTION "ticket_status_counts_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d_open integer := 0;
	d_in_progress integer := 0;
	d_resolved integer := 0;
	d_closed integer := 0;
	u_open integer := 0;
	u_in_progress integer := 0;
	u_resolved integer := 0;
	u_closed integer := 0;
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT d_open + count(*) FILTER (WHERE "status" = 'open'),
			d_in_progress + count(*) FILTER (WHERE "status" = 'in_progress'),
			d_resolved + count(*) FILTER (WHERE "status" = 'resolved'),
			d_closed + count(*) FILTER (WHERE "status" = 'closed'),
			u_open + count(*) FILTER (WHERE "status" = 'open' AND "assignee_id" IS NULL),
			u_in_progress + count(*) FILTER (WHERE "status" = 'in_progress' AND "assignee_id" IS NULL),
			u_resolved + count(*) FILTER (WHERE "status" = 'resolved' AND "assignee_id" IS NULL),
			u_closed + count(*) FILTER (WHERE "status" = 'closed' AND "assignee_id" IS NULL)
		INTO d_open, d_in_progress, d_resolved, d_closed, u_open, u_in_progress, u_resolved, u_closed
		FROM "new_rows";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT d_open - count(*) FILTER (WHERE "status" = 'open'),
			d_in_progress - count(*) FILTER (WHERE "status" = 'in_progress'),
			d_resolved - count(*) FILTER (WHERE "status" = 'resolved'),
			d_closed - count(*) FILTER (WHERE "status" = 'closed'),
			u_open - count(*) FILTER (WHERE "status" = 'open' AND "assignee_id" IS NULL),
			u_in_progress - count(*) FILTER (WHERE "status" = 'in_progress' AND "assignee_id" IS NULL),
			u_resolved - count(*) FILTER (WHERE "status" = 'resolved' AND "assignee_id" IS NULL),
			u_closed - count(*) FILTER (WHERE "status" = 'closed' AND "assignee_id" IS NULL)
		INTO d_open, d_in_progress, d_resolved, d_closed, u_open, u_in_progress, u_resolved, u_closed
		FROM "old_rows";
	END IF;
	IF (d_open, d_in_progress, d_resolved, d_closed, u_open, u_in_progress, u_resolved, u_closed)
		<> (0, 0, 0, 0, 0, 0, 0, 0) THEN
		UPDATE "ticket_status_counts" SET
			"open" = "open" + d_open,
			"in_progress" = "in_progress" + d_in_progress,
			"resolved" = "resolved" + d_resolved,
			"closed" = "closed" + d_closed,
			"unassigned_open" = "unassigned_open" + u_open,
			"unassigned_in_progress" = "unassigned_in_progress" + u_in_progress,
			"unassigned_resolved" = "unassigned_resolved" + u_resolved,
			"unassigned_closed" = "unassigned_closed" + u_closed
		WHERE "id" = pg_backend_pid() % 16;
	END IF;
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "ticket_assignee_counts" AS "a" ("assignee_id", "slot", "open", "in_progress", "resolved", "closed")
		SELECT "assignee_id", pg_backend_pid() % 16,
			count(*) FILTER (WHERE "status" = 'open'),
			count(*) FILTER (WHERE "status" = 'in_progress'),
			count(*) FILTER (WHERE "status" = 'resolved'),
			count(*) FILTER (WHERE "status" = 'closed')
		FROM "new_rows" WHERE "assignee_id" IS NOT NULL GROUP BY "assignee_id"
		ON CONFLICT ("assignee_id", "slot") DO UPDATE SET
			"open" = "a"."open" + excluded."open",
			"in_progress" = "a"."in_progress" + excluded."in_progress",
			"resolved" = "a"."resolved" + excluded."resolved",
			"closed" = "a"."closed" + excluded."closed";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "ticket_assignee_counts" AS "a" ("assignee_id", "slot", "open", "in_progress", "resolved", "closed")
		SELECT "assignee_id", pg_backend_pid() % 16,
			-count(*) FILTER (WHERE "status" = 'open'),
			-count(*) FILTER (WHERE "status" = 'in_progress'),
			-count(*) FILTER (WHERE "status" = 'resolved'),
			-count(*) FILTER (WHERE "status" = 'closed')
		FROM "old_rows" WHERE "assignee_id" IS NOT NULL GROUP BY "assignee_id"
		ON CONFLICT ("assignee_id", "slot") DO UPDATE SET
			"open" = "a"."open" + excluded."open",
			"in_progress" = "a"."in_progress" + excluded."in_progress",
			"resolved" = "a"."resolved" + excluded."resolved",
			"closed" = "a"."closed" + excluded."closed";
	ELSE
		INSERT INTO "ticket_assignee_counts" AS "a" ("assignee_id", "slot", "open", "in_progress", "resolved", "closed")
		SELECT "assignee_id", pg_backend_pid() % 16,
			coalesce(sum("n") FILTER (WHERE "status" = 'open'), 0),
			coalesce(sum("n") FILTER (WHERE "status" = 'in_progress'), 0),
			coalesce(sum("n") FILTER (WHERE "status" = 'resolved'), 0),
			coalesce(sum("n") FILTER (WHERE "status" = 'closed'), 0)
		FROM (
			SELECT "assignee_id", "status", 1 AS "n" FROM "new_rows" WHERE "assignee_id" IS NOT NULL
			UNION ALL
			SELECT "assignee_id", "status", -1 FROM "old_rows" WHERE "assignee_id" IS NOT NULL
		) AS "c"
		GROUP BY "assignee_id"
		HAVING (coalesce(sum("n") FILTER (WHERE "status" = 'open'), 0),
			coalesce(sum("n") FILTER (WHERE "status" = 'in_progress'), 0),
			coalesce(sum("n") FILTER (WHERE "status" = 'resolved'), 0),
			coalesce(sum("n") FILTER (WHERE "status" = 'closed'), 0)) <> (0, 0, 0, 0)
		ON CONFLICT ("assignee_id", "slot") DO UPDATE SET
			"open" = "a"."open" + excluded."open",
			"in_progress" = "a"."in_progress" + excluded."in_progress",
			"resolved" = "a"."resolved" + excluded."resolved",
			"closed" = "a"."closed" + excluded."closed";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "ticket_status_counts" SET "open" = 0, "in_progress" = 0, "resolved" = 0, "closed" = 0,
		"unassigned_open" = 0, "unassigned_in_progress" = 0, "unassigned_resolved" = 0, "unassigned_closed" = 0;
	DELETE FROM "ticket_assignee_counts";
	RETURN NULL;
END $$;
