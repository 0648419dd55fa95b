ALTER TABLE "orders" ADD COLUMN "buyer_gstin" varchar(15);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_trade_name" text;