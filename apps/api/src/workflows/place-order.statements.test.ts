import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { type PlacementLine, placementReadSql, placementWriteSql } from "./place-order.statements.ts";

/**
 * The placement statements are prepared once per connection (decision 027):
 * their text must not change with the order's number of lines, or each
 * length would be parsed and planned again (and take a prepared name of its own).
 */
const dialect = new PgDialect({ casing: "snake_case" });
const textOf = (query: Parameters<PgDialect["sqlToQuery"]>[0]) => dialect.sqlToQuery(query);

const line = (variantId: number): PlacementLine => ({
	variant_id: variantId,
	quantity: 1,
	product_name: "Cotton frock",
	brand: "Pitara",
	size: "4-5Y",
	color: "Blue",
	image: null,
	unit_price: 499_00,
	unit_mrp: 599_00,
	total_price: 499_00,
	promo_share: 0,
	promo_eligible: true,
});

const order = {
	userId: 7,
	paymentMode: "COD" as const,
	addressName: "Asha",
	addressPhone: "9876543210",
	addressLine1: "1 MG Road",
	city: "Bengaluru",
	state: "Karnataka",
	pincode: "560001",
	country: "India",
	mrpTotal: 599_00,
	subTotal: 499_00,
	discount: 100_00,
	delivery: 0,
	total: 499_00,
};

describe("the placement statements' text", () => {
	it("is the same for one and three lines (the read statement)", () => {
		const read = (variantIds: number[]) =>
			textOf(placementReadSql({ userId: 7, addressId: 3, variantIds, idempotencyKey: null, now: new Date() }));
		const one = read([11]);
		const three = read([11, 12, 13]);
		expect(three.sql).toBe(one.sql);
		expect(three.params.length).toBe(one.params.length);
		// the variants are one array parameter
		expect(three.params).toContainEqual([11, 12, 13]);
	});

	it("is the same for one and three lines (the write statement)", () => {
		const write = (lines: PlacementLine[]) =>
			textOf(
				placementWriteSql({
					userId: 7,
					order,
					lines,
					codPayment: true,
					tracking: { status: "Pending", name: "Order placed" },
				}),
			);
		const one = write([line(11)]);
		const three = write([line(11), line(12), line(13)]);
		expect(three.sql).toBe(one.sql);
		expect(three.params.length).toBe(one.params.length);
	});
});
