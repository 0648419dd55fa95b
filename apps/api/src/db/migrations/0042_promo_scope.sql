ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_one_discount";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "promo_share" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "promo_eligible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_min_order" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_delivery" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "free_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "subcategory_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_one_discount" CHECK ((not "promo_codes"."free_delivery" and "promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off" is null) or (not "promo_codes"."free_delivery" and "promo_codes"."percent_off" is null and "promo_codes"."amount_off" > 0) or ("promo_codes"."free_delivery" and "promo_codes"."percent_off" is null and "promo_codes"."amount_off" is null));--> statement-breakpoint
-- a promo's shopper-facing name defaults to its code (decision 067)
UPDATE "promo_codes" SET "name" = "code" WHERE "name" = '';
