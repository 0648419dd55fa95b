ALTER TABLE "products" ADD COLUMN "shown_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shown_price_idx" ON "products" USING btree ("shown_price","id");--> statement-breakpoint
-- products.shown_price is the price a card shows (packages/shared cardVariant): the cheapest active variant in
-- stock, else the cheapest active variant. The listing sorts and filters by it, so the order agrees with the
-- cards. The statement-level triggers on variants that keep min_price keep it too, whatever writes the variants
-- (orders, cancellations, the console, the CSV import, the seed).
CREATE OR REPLACE FUNCTION refresh_product_min_price(product_ids integer[]) RETURNS void AS $$
	UPDATE products p
	SET min_price = prices.min_price, shown_price = prices.shown_price
	FROM (
		SELECT q.id,
			coalesce((SELECT min(v.price) FROM variants v WHERE v.product_id = q.id AND v.active), 0) AS min_price,
			coalesce(
				(SELECT min(v.price) FROM variants v WHERE v.product_id = q.id AND v.active AND v.stock > 0),
				(SELECT min(v.price) FROM variants v WHERE v.product_id = q.id AND v.active),
				0
			) AS shown_price
		-- locked in id order, the one order every writer takes them in, so two orders selling out variants of
		-- the same products never wait on each other in a circle
		FROM products q WHERE q.id = ANY(product_ids) ORDER BY q.id FOR NO KEY UPDATE OF q
	) prices
	WHERE p.id = prices.id
		-- a product row whose prices stay is neither written nor locked
		AND (p.min_price, p.shown_price) IS DISTINCT FROM (prices.min_price, prices.shown_price);
$$ LANGUAGE sql;
--> statement-breakpoint
-- a stock update (every order) moves the shown price only when a variant sells out or comes back into stock;
-- others touch, and lock, no product row
CREATE OR REPLACE FUNCTION variants_min_price_after_update() RETURNS trigger AS $$
DECLARE
	moved integer[];
BEGIN
	moved := ARRAY(
		SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.price <> o.price OR n.active <> o.active OR n.product_id <> o.product_id
			OR (n.stock > 0) <> (o.stock > 0)
		UNION
		SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.product_id <> o.product_id
	);
	IF cardinality(moved) > 0 THEN
		PERFORM refresh_product_min_price(moved);
	END IF;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE products p SET shown_price = coalesce(
	(SELECT min(v.price) FROM variants v WHERE v.product_id = p.id AND v.active AND v.stock > 0),
	p.min_price
);
