CREATE INDEX "orders_user_pending_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'Pending';--> statement-breakpoint
-- a stock update (every order) moves no minimum price: the refresh (a SQL function, planned afresh at every call)
-- is only called when a price, an activity or an owner changed
CREATE OR REPLACE FUNCTION variants_min_price_after_update() RETURNS trigger AS $$
DECLARE
	moved integer[];
BEGIN
	-- only price, activity or ownership changes move the minimum; stock updates
	-- (every order) must not touch, and lock, the product row
	moved := ARRAY(
		SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.price <> o.price OR n.active <> o.active OR n.product_id <> o.product_id
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
