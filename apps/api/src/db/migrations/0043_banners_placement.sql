DROP INDEX "banners_title_idx";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "placement" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_kind" text DEFAULT 'category' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_product_id" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_path" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "headline_hi" text;--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","status");
--> statement-breakpoint
-- decision 065: a banner's place was its title (SPEC.md §9); the titles of the banners already stored say where they are
UPDATE "banners" SET "placement" = CASE "title"
	WHEN 'BannerTop' THEN 'top'
	WHEN 'winter' THEN 'winter'
	WHEN 'homeBannerToys' THEN 'toys'
	WHEN 'homeBannerSports' THEN 'sports'
	WHEN 'homeBannerBooks' THEN 'books'
	ELSE 'none'
END;
