-- products.min_price is the lowest price among a product's active variants.
-- Listing filters and price sorts read it through an index; these statement-level
-- triggers keep it right whatever writes the variants (seed, admin, migrations).
CREATE OR REPLACE FUNCTION refresh_product_min_price(product_ids integer[]) RETURNS void AS $$
	UPDATE products p
	SET min_price = coalesce(
		(SELECT min(v.price) FROM variants v WHERE v.product_id = p.id AND v.active),
		0
	)
	WHERE p.id = ANY(product_ids);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_min_price_after_insert() RETURNS trigger AS $$
BEGIN
	PERFORM refresh_product_min_price(ARRAY(SELECT DISTINCT product_id FROM new_rows));
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_min_price_after_update() RETURNS trigger AS $$
BEGIN
	-- only price, activity or ownership changes move the minimum; stock updates
	-- (every order) must not touch, and lock, the product row
	PERFORM refresh_product_min_price(ARRAY(
		SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.price <> o.price OR n.active <> o.active OR n.product_id <> o.product_id
		UNION
		SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.product_id <> o.product_id
	));
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_min_price_after_delete() RETURNS trigger AS $$
BEGIN
	PERFORM refresh_product_min_price(ARRAY(SELECT DISTINCT product_id FROM old_rows));
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variants_min_price_insert AFTER INSERT ON variants
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION variants_min_price_after_insert();
--> statement-breakpoint
CREATE TRIGGER variants_min_price_update AFTER UPDATE ON variants
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION variants_min_price_after_update();
--> statement-breakpoint
CREATE TRIGGER variants_min_price_delete AFTER DELETE ON variants
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION variants_min_price_after_delete();
