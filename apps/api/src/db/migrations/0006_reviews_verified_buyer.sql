ALTER TABLE "reviews" ADD COLUMN "verified_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reviews written before this migration: verified when their author has a delivered order holding one of the
-- product's variants (the rule the API applies from now on, when a review is written and when an order is delivered).
UPDATE "reviews" r SET "verified_buyer" = true
WHERE EXISTS (
	SELECT 1 FROM "orders" o
	JOIN "order_items" oi ON oi."order_id" = o."id"
	JOIN "variants" v ON v."id" = oi."variant_id"
	WHERE o."user_id" = r."user_id" AND o."status" = 'Delivered' AND v."product_id" = r."product_id"
);
