CREATE TABLE "desk_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_settings_one_row" CHECK ("desk_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "admin_id" uuid;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;