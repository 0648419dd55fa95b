ALTER TABLE "shipments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "quality_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_return_live_unique" ON "shipments" USING btree ("return_id") WHERE "shipments"."return_id" is not null and "shipments"."status" <> 'cancelled';