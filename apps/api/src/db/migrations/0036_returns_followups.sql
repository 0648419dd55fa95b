ALTER TABLE "return_lines" ADD COLUMN "replacement_of" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_replacement_of_return_lines_id_fk" FOREIGN KEY ("replacement_of") REFERENCES "public"."return_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_replacement_idx" ON "return_lines" USING btree ("replacement_of");--> statement-breakpoint
-- every shipment line names the size it carries: the lines written before this migration carried their order line's own variant
UPDATE "shipment_lines" SET "variant_id" = "order_items"."variant_id" FROM "order_items" WHERE "order_items"."id" = "shipment_lines"."order_item_id" AND "shipment_lines"."variant_id" IS NULL;
