CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blob_id" uuid NOT NULL,
	"upload_token_hash" text NOT NULL,
	"ticket_id" uuid,
	"response_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_upload_token_hash_unique" UNIQUE("upload_token_hash")
);
--> statement-breakpoint
CREATE TABLE "blob_chunks" (
	"blob_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_response_id_ticket_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."ticket_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blob_chunks" ADD CONSTRAINT "blob_chunks_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_ticket_id_idx" ON "attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "attachments_blob_id_idx" ON "attachments" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "attachments_response_id_idx" ON "attachments" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "attachments_unattached_created_at_idx" ON "attachments" USING btree ("created_at") WHERE ticket_id is null;--> statement-breakpoint
ALTER TABLE "blob_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE FUNCTION "attachments_release_blob"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locked first, so an upload reusing this blob either waits for the delete or keeps it alive.
  PERFORM 1 FROM "blobs" WHERE "id" = OLD."blob_id" FOR UPDATE;
  IF NOT EXISTS (SELECT 1 FROM "attachments" WHERE "blob_id" = OLD."blob_id") THEN
    DELETE FROM "blobs" WHERE "id" = OLD."blob_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attachments_release_blob" AFTER DELETE ON "attachments" FOR EACH ROW EXECUTE FUNCTION "attachments_release_blob"();
