-- Each ticket's last activity, status and assignee in a narrow table of its own, for the desk's
-- 'Last activity' order (docs/decisions/ticket-activity-order.md): an index on tickets.updated_at would
-- make every reply's bump a non-HOT update, which also writes the trigram indexes.
CREATE TABLE "ticket_activity" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"assignee_id" uuid
);
--> statement-breakpoint
CREATE FUNCTION "ticket_activity_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ticket_activity" ("ticket_id", "last_activity_at", "status", "assignee_id")
	SELECT "id", "updated_at", "status", "assignee_id" FROM "new_rows";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The trigger's lock on tickets holds back every write until this migration commits: none is missed.
CREATE TRIGGER "tickets_activity_insert" AFTER INSERT ON "tickets"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_activity_insert"();
--> statement-breakpoint
CREATE FUNCTION "ticket_activity_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "ticket_activity"
	SET "last_activity_at" = NEW."updated_at", "status" = NEW."status", "assignee_id" = NEW."assignee_id"
	WHERE "ticket_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row, and only when one of the copied columns moves: confirming an address writes nothing here.
CREATE TRIGGER "tickets_activity_update" AFTER UPDATE OF "updated_at", "status", "assignee_id" ON "tickets"
	FOR EACH ROW
	WHEN ((OLD."updated_at", OLD."status", OLD."assignee_id") IS DISTINCT FROM (NEW."updated_at", NEW."status", NEW."assignee_id"))
	EXECUTE FUNCTION "ticket_activity_update"();
--> statement-breakpoint
INSERT INTO "ticket_activity" ("ticket_id", "last_activity_at", "status", "assignee_id")
SELECT "id", "updated_at", "status", "assignee_id" FROM "tickets";
--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_activity_last_idx" ON "ticket_activity" USING btree ("last_activity_at" DESC NULLS LAST,"ticket_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_activity_status_last_idx" ON "ticket_activity" USING btree ("status","last_activity_at" DESC NULLS LAST,"ticket_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_activity_assignee_last_idx" ON "ticket_activity" USING btree ("assignee_id","last_activity_at" DESC NULLS LAST,"ticket_id" DESC NULLS LAST) WHERE assignee_id is not null;--> statement-breakpoint
CREATE INDEX "ticket_activity_unassigned_last_idx" ON "ticket_activity" USING btree ("last_activity_at" DESC NULLS LAST,"ticket_id" DESC NULLS LAST) WHERE assignee_id is null;
