ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_percent_range";--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_off" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off" is null) or ("promo_codes"."percent_off" is null and "promo_codes"."amount_off" > 0));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_min_order_nonnegative" CHECK ("promo_codes"."min_order" >= 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_dates_in_order" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."expires_at" is null or "promo_codes"."starts_at" < "promo_codes"."expires_at");