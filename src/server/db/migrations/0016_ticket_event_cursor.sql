CREATE TABLE "ticket_event_cursor" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"transaction_id" "xid8" NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "ticket_event_cursor_one_row" CHECK ("ticket_event_cursor"."only_row")
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "transaction_id" "xid8";--> statement-breakpoint
CREATE INDEX "audit_entries_ticket_event_order_idx" ON "audit_entries" USING btree ("transaction_id","id") WHERE transaction_id is not null;--> statement-breakpoint
INSERT INTO "ticket_event_cursor" ("transaction_id", "event_id") VALUES ('0', 0);--> statement-breakpoint
-- Events still waiting for the graphile-worker job that reacted to each before this migration join the
-- cursor's order ahead of every later one, and their jobs go. Setting the new column is the only change
-- ever made to written entries, hence the trigger off for this one statement.
DO $$
BEGIN
  IF to_regclass('graphile_worker._private_jobs') IS NOT NULL THEN
    ALTER TABLE "audit_entries" DISABLE TRIGGER "audit_entries_append_only";
    UPDATE "audit_entries" SET "transaction_id" = '1' WHERE "id" IN (
      SELECT (jobs.payload->>'eventId')::bigint FROM graphile_worker._private_jobs AS jobs
      JOIN graphile_worker._private_tasks AS tasks ON tasks.id = jobs.task_id
      WHERE tasks.identifier = 'ticket_event');
    ALTER TABLE "audit_entries" ENABLE TRIGGER "audit_entries_append_only";
    DELETE FROM graphile_worker._private_jobs AS jobs USING graphile_worker._private_tasks AS tasks
      WHERE tasks.id = jobs.task_id AND tasks.identifier = 'ticket_event';
  END IF;
END $$;
