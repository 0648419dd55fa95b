import type { ReportTable } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema/index.ts";
import { refreshReportDays } from "./index.ts";

/**
 * The sales reports (issue 29) over a few orders placed in India's days:
 * what counts as a sale, the periods, new and returning customers, the
 * payment mix, promo codes and cancellations; the range's field errors; CSV.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: { id: number; product: string };
let ashaFirst = 0;
let raviWithCode = 0;

async function order(
	userId: number,
	at: string,
	fields: Partial<typeof orders.$inferInsert> & { quantity?: number; cancelled?: number } = {},
) {
	const { quantity = 2, cancelled = 0, ...rest } = fields;
	const subTotal = 500_00 * quantity;
	const [row] = await t.database.db
		.insert(orders)
		.values({
			userId,
			paymentMode: "UPI",
			paymentStatus: "Paid",
			status: "Delivered",
			addressName: "Asha",
			addressPhone: "9876543210",
			addressLine1: "1 Main Road",
			city: "Bengaluru",
			state: "Karnataka",
			pincode: "560001",
			country: "India",
			mrpTotal: subTotal,
			subTotal,
			discount: 0,
			delivery: 0,
			total: subTotal - (rest.promoDiscount ?? 0),
			createdAt: new Date(at),
			...rest,
		})
		.returning({ id: orders.id });
	if (!row) throw new Error("no order");
	await t.database.db.insert(orderItems).values({
		orderId: row.id,
		variantId: variant.id,
		productName: variant.product,
		brand: "Pitara",
		size: "2-3Y",
		color: "Red",
		unitPrice: 500_00,
		unitMrp: 500_00,
		quantity,
		totalPrice: 500_00 * quantity,
		cancelledQuantity: cancelled,
	});
	return row.id;
}

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database);
	const [row] = await queryRows<{ id: number; product: string }>(
		t.database.db,
		sql`select v.id, p.name as product from variants v join products p on p.id = v.product_id order by v.id limit 1`,
	);
	if (!row) throw new Error("no variant");
	variant = row;
	const asha = await createUser(t.database);
	const ravi = await createUser(t.database);
	// Asha bought in September: her October order is a returning customer's
	ashaFirst = await order(asha.id, "2026-09-15T10:00:00Z");
	await order(asha.id, "2026-10-01T02:00:00Z", { paymentMode: "COD", paymentStatus: "Pending", status: "Pending" });
	// Ravi's first order, with a code, one of two units cancelled before dispatch
	raviWithCode = await order(ravi.id, "2026-10-08T10:00:00Z", {
		promoCode: "DIWALI",
		promoDiscount: 100_00,
		cancelled: 1,
		refundedAmount: 450_00,
	});
	// not sales: a whole cancellation, an online payment that never came, and the first minute of November in India
	await order(ravi.id, "2026-10-09T10:00:00Z", { status: "Cancelled", paymentStatus: "Refunded" });
	await order(ravi.id, "2026-10-10T10:00:00Z", { paymentStatus: "Pending", status: "Pending" });
	await order(ravi.id, "2026-10-31T18:30:00Z");
});
afterAll(async () => {
	await t?.close();
});

const report = async (name: string, query: string) => {
	const answer = await call(t.app, { method: "GET", url: `/api/admin/reports/${name}?${query}`, headers: admin.auth });
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body.response as ReportTable;
};
const OCTOBER = "from=2026-10-01&to=2026-10-31";
const figure = (table: ReportTable, label: string) => table.summary.find((s) => s.label === label)?.value;

describe("the sales reports", () => {
	it("count an order once it is paid or cash on delivery, by its day in India, every day present", async () => {
		const sales = await report("sales", OCTOBER);
		expect(sales.rows).toHaveLength(31);
		const busy = sales.rows.filter((row) => Number(row.orders) > 0);
		expect(
			busy.map((row) => [row.period, row.orders, row.units, row.gross, row.discounts, row.net, row.refunds]),
		).toEqual([
			["2026-10-01", 1, 2, 1000_00, 0, 1000_00, 0],
			["2026-10-08", 1, 1, 1000_00, 100_00, 900_00, 450_00],
		]);
		expect(figure(sales, "Average order value")).toBe(950_00);
		const monthly = await report("sales", `${OCTOBER}&group=month`);
		expect(monthly.rows.map((row) => [row.period, row.orders])).toEqual([["2026-10-01", 2]]);
		const weekly = await report("sales", "from=2026-10-01&to=2026-10-14&group=week");
		expect(weekly.rows.map((row) => [row.period, row.orders])).toEqual([
			["2026-09-28", 1],
			["2026-10-05", 1],
			["2026-10-12", 0],
		]);
	});

	it("tell new customers from returning ones, the payment mix, codes and cancellations", async () => {
		const customers = await report("customers", OCTOBER);
		expect(customers.rows.map((row) => [row.kind, row.customers, row.orders])).toEqual([
			["New", 1, 1],
			["Returning", 1, 1],
		]);
		const payments = await report("payments", OCTOBER);
		expect(figure(payments, "COD share of orders")).toBe(50);
		const promos = await report("promos", OCTOBER);
		expect(promos.rows).toEqual([{ code: "DIWALI", orders: 1, discount: 100_00, amount: 900_00 }]);
		const products = await report("products", OCTOBER);
		expect(products.rows[0]).toMatchObject({ label: variant.product, units: 3, revenue: 1500_00 });
		const cancellations = await report("cancellations", OCTOBER);
		expect(cancellations.rows).toEqual([
			expect.objectContaining({ product: variant.product, size: "2-3Y", cancelled: 3, amount: 1500_00 }),
		]);
		expect(figure(cancellations, "Orders cancelled whole")).toBe(1);
		for (const name of ["variants", "categories", "brands", "age-bands"])
			expect((await report(name, OCTOBER)).rows[0], name).toMatchObject({ units: 3, revenue: 1500_00 });
	});

	it("refuse a backwards range or one above 400 days with a field error", async () => {
		for (const [query, message] of [
			["from=2026-10-31&to=2026-10-01", "The last day must not be before the first"],
			["from=2025-01-01&to=2026-02-05", "Pick at most 400 days"],
			["from=2026-02-30&to=2026-03-01", "Use a date like 2026-04-12"],
		] as const) {
			const answer = await call(t.app, {
				method: "GET",
				url: `/api/admin/reports/sales?${query}`,
				headers: admin.auth,
			});
			expect(answer.status, query).toBe(400);
			expect(answer.body.errors, query).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
		}
	});

	it("export as CSV in rupees", async () => {
		const answer = await t.app.inject({
			method: "GET",
			url: `/api/admin/reports/sales/export.csv?${OCTOBER}&group=month`,
			headers: admin.auth,
		});
		expect(answer.statusCode).toBe(200);
		expect(answer.headers["content-disposition"]).toBe(
			'attachment; filename="pitara-sales-2026-10-01-to-2026-10-31.csv"',
		);
		expect(answer.body.split("\r\n").slice(0, 2)).toEqual([
			"Month,Orders,Units,Gross (₹),Discounts (₹),Net (₹),GST invoiced (₹),Refunds (₹)",
			"2026-10-01,2,3,2000.00,100.00,1900.00,0.00,450.00",
		]);
	});

	it("stay current: a day whose orders, lines or customers' first sales changed is summed again before the next read", async () => {
		const before = await report("sales", OCTOBER);
		expect(before.rows.find((row) => row.period === "2026-10-08")).toMatchObject({ units: 1 });
		// a unit of Ravi's order comes back; Asha's September order is cancelled whole, so her October one is her first
		await t.database.db.execute(sql`update order_items set returned_quantity = 1 where order_id = ${raviWithCode}`);
		await t.database.db.execute(sql`update orders set status = 'Cancelled' where id = ${ashaFirst}`);
		const after = await report("sales", OCTOBER);
		expect(after.rows.find((row) => row.period === "2026-10-08")).toMatchObject({ units: 0, orders: 1 });
		const customers = await report("customers", OCTOBER);
		expect(customers.rows.map((row) => [row.kind, row.customers, row.orders])).toEqual([
			["New", 2, 2],
			["Returning", 0, 0],
		]);
		// the days outside the range read (September's) are summed by a refresh of all; then nothing is left
		expect(await refreshReportDays(t.database.db)).toBeGreaterThanOrEqual(1);
		expect(await refreshReportDays(t.database.db)).toBe(0);
		// summing every day again (the backfill) changes nothing
		await t.database.db.execute(
			sql`insert into report_dirty_days (day) select distinct report_day(created_at) from orders`,
		);
		expect(await refreshReportDays(t.database.db)).toBeGreaterThanOrEqual(5);
		expect(await report("sales", OCTOBER)).toEqual(after);
	});
});
