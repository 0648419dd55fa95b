DROP INDEX "tax_documents_order_kind_unique";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_reference_unique" ON "tax_documents" USING btree ("order_id","kind",coalesce("reference", ''));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_within_total" CHECK ("orders"."credit_amount" >= 0 and "orders"."credit_amount" <= "orders"."total");