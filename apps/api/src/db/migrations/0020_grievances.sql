CREATE TABLE "grievance_officer" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grievances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"order_ref" text,
	"message" text NOT NULL,
	"requester_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	CONSTRAINT "grievances_ticket_unique" UNIQUE("ticket")
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_created_idx" ON "grievances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","created_at");--> statement-breakpoint
-- custom (issue 30): the grievance officer is one row; a ticket number is G and digits.
ALTER TABLE "grievance_officer" ADD CONSTRAINT "grievance_officer_one_row" CHECK ("id" = 1);--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_ticket_format" CHECK ("ticket" ~ '^G[0-9]{6,}$');
