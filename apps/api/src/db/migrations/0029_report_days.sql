CREATE TABLE "report_days" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_dimension_day_label_detail_pk" PRIMARY KEY("dimension","day","label","detail")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_dirty_days_day_idx" ON "report_dirty_days" USING btree ("day");--> statement-breakpoint
-- The reports' daily summary is rebuilt a day at a time (decision 058). These
-- statement-level triggers append the days a change touches, in the changing
-- transaction, whatever writes the rows (the order flow, refunds, returns,
-- cancellations, invoices and credit notes, the seed, SQL by hand).
CREATE OR REPLACE FUNCTION report_day(at timestamptz) RETURNS date AS $$
	SELECT (at AT TIME ZONE 'Asia/Kolkata')::date;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_orders_inserted() RETURNS trigger AS $$
BEGIN
	INSERT INTO report_dirty_days (day) SELECT DISTINCT report_day(created_at) FROM new_rows;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_orders_updated() RETURNS trigger AS $$
BEGIN
	INSERT INTO report_dirty_days (day)
	SELECT report_day(created_at) FROM new_rows
	UNION
	-- whether a later order is a returning customer's depends on this one being a sale
	SELECT report_day(e.created_at) FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN orders e ON e.user_id = n.user_id AND e.created_at > n.created_at
	WHERE n.status IS DISTINCT FROM o.status OR n.payment_status IS DISTINCT FROM o.payment_status;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_order_rows_changed() RETURNS trigger AS $$
BEGIN
	INSERT INTO report_dirty_days (day)
	SELECT DISTINCT report_day(o.created_at) FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows);
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_orders_inserted AFTER INSERT ON orders
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER report_orders_updated AFTER UPDATE ON orders
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_updated();
--> statement-breakpoint
CREATE TRIGGER report_order_items_inserted AFTER INSERT ON order_items
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_items_updated AFTER UPDATE ON order_items
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_cancellations_inserted AFTER INSERT ON order_cancellations
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_tax_documents_inserted AFTER INSERT ON tax_documents
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
-- the backfill: every day with an order is summed on the next read or refresh
INSERT INTO report_dirty_days (day) SELECT DISTINCT report_day(created_at) FROM orders;
