CREATE TABLE "desk_digest_tickets" (
	"admin_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	CONSTRAINT "desk_digest_tickets_admin_id_ticket_id_pk" PRIMARY KEY("admin_id","ticket_id")
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "new_tickets_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_digest_tickets" ADD CONSTRAINT "desk_digest_tickets_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_digest_tickets" ADD CONSTRAINT "desk_digest_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;