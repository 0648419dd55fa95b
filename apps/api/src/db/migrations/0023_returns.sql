CREATE TABLE "return_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_name" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"exchange_variant_id" integer,
	"amount" integer NOT NULL,
	"resalable" integer,
	"damaged" integer,
	"inspected_at" timestamp with time zone,
	CONSTRAINT "return_lines_counts" CHECK ("return_lines"."quantity" > 0 and "return_lines"."amount" >= 0 and coalesce("return_lines"."resalable", 0) >= 0 and coalesce("return_lines"."damaged", 0) >= 0 and coalesce("return_lines"."resalable", 0) + coalesce("return_lines"."damaged", 0) <= "return_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "return_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"target_id" integer NOT NULL,
	"returnable" boolean NOT NULL,
	"window_days" smallint DEFAULT 0 NOT NULL,
	"exchange" boolean DEFAULT false NOT NULL,
	"unopened_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_rules_window" CHECK ("return_rules"."window_days" >= 0 and "return_rules"."window_days" <= 365)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(20) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"address" jsonb NOT NULL,
	"self_ship" boolean DEFAULT false NOT NULL,
	"self_ship_credit" integer DEFAULT 0 NOT NULL,
	"refund_to" text NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"promo_lost" integer DEFAULT 0 NOT NULL,
	"refund_utr" varchar(40),
	"payout_to" text,
	"reject_reason" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_courier" text,
	"pickup_awb" text,
	"idempotency_key" varchar(128),
	"idempotency_fingerprint" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_amounts" CHECK ("returns"."refund_amount" >= 0 and "returns"."promo_lost" >= 0 and "returns"."self_ship_credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_rules_target_unique" ON "return_rules" USING btree ("scope","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_unique" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_idempotency_unique" ON "returns" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
-- return numbers: R + digits, never reused (decision 047)
CREATE SEQUENCE IF NOT EXISTS "return_numbers" START WITH 100001;