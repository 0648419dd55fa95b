ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_hi" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("name_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi_key" text GENERATED ALWAYS AS (regexp_replace(lower(coalesce("name_hi", '')), '[ऀ-ःऺ-ॏ॑-ॗॢॣ]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "alt_hi" text;--> statement-breakpoint
CREATE INDEX "products_search_hi_idx" ON "products" USING gin ("search_vector_hi") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_hi_key_trgm_idx" ON "products" USING gin ("name_hi_key" gin_trgm_ops) WITH (fastupdate=false);