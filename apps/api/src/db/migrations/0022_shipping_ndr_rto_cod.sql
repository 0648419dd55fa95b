CREATE TABLE "cod_blocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cod_off" boolean NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"note" text,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"prepaid_saving" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_confirmations_state_valid" CHECK ("cod_confirmations"."state" in ('awaiting', 'confirmed', 'cancelled', 'expired', 'prepaid')),
	CONSTRAINT "cod_confirmations_saving_nonnegative" CHECK ("cod_confirmations"."prepaid_saving" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rto_pincodes" (
	"pincode" varchar(6) PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"source" text NOT NULL,
	"cod_orders" integer DEFAULT 0 NOT NULL,
	"rto_orders" integer DEFAULT 0 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rto_pincodes_source_valid" CHECK ("rto_pincodes"."source" in ('computed', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "shopper_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopper_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_links_purpose_valid" CHECK ("shopper_links"."purpose" in ('ndr', 'cod'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "ndr_request" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rto_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rto_condition" text;--> statement-breakpoint
ALTER TABLE "cod_blocks" ADD CONSTRAINT "cod_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_blocks" ADD CONSTRAINT "cod_blocks_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rto_pincodes" ADD CONSTRAINT "rto_pincodes_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_links" ADD CONSTRAINT "shopper_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_links" ADD CONSTRAINT "shopper_links_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_confirmations_due_idx" ON "cod_confirmations" USING btree ("deadline") WHERE "cod_confirmations"."state" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_links_token_unique" ON "shopper_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shopper_links_order_idx" ON "shopper_links" USING btree ("order_id");