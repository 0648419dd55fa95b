CREATE TABLE "shipment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"action" text NOT NULL,
	"reference" text NOT NULL,
	"outcome" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text,
	"courier_status" text NOT NULL,
	"location" text,
	"note" text,
	"scan_at" timestamp with time zone NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'forward' NOT NULL,
	"adapter" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"courier_name" text,
	"awb" text,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"label_url" text,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"expected_delivery_date" date,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heard_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_kind_valid" CHECK ("shipments"."kind" in ('forward', 'reverse')),
	CONSTRAINT "shipments_adapter_valid" CHECK ("shipments"."adapter" in ('manual', 'shiprocket')),
	CONSTRAINT "shipments_status_valid" CHECK ("shipments"."status" in ('booking', 'booking_failed', 'booked', 'picked_up', 'in_transit', 'out_for_delivery', 'undelivered', 'delivered', 'rto_initiated', 'rto_in_transit', 'rto_delivered', 'cancelled')),
	CONSTRAINT "shipments_size_positive" CHECK ("shipments"."weight_grams" > 0 and "shipments"."length_cm" > 0 and "shipments"."breadth_cm" > 0 and "shipments"."height_cm" > 0),
	CONSTRAINT "shipments_cod_nonnegative" CHECK ("shipments"."cod_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "box_length_cm" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "box_breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "box_height_cm" integer;--> statement-breakpoint
ALTER TABLE "shipment_attempts" ADD CONSTRAINT "shipment_attempts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_attempts_shipment_idx" ON "shipment_attempts" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_shipment_item_unique" ON "shipment_lines" USING btree ("shipment_id","order_item_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_item_idx" ON "shipment_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_scans_once_unique" ON "shipment_scans" USING btree ("shipment_id","scan_at","courier_status");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_adapter_awb_unique" ON "shipments" USING btree ("adapter","awb");--> statement-breakpoint
CREATE INDEX "shipments_active_idx" ON "shipments" USING btree ("last_heard_at") WHERE "shipments"."status" not in ('delivered', 'rto_delivered', 'cancelled');