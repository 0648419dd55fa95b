import { addDaysInIndia, isoDateInIndia } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { buildGstr1, reportTable } from "../../modules/reports/index.ts";
import { queryRows } from "../client.ts";
import { seedOrderHistory } from "./orders.ts";

/**
 * The benchmark's order history (issue 29): rows computed from each order's number, written once, with the
 * foreign keys and report triggers off — so the test checks what those would have guarded: every line and document
 * points at an order, the days are marked and summed into the same figures as the orders, and GSTR-1 reconciles.
 */
let t: TestApp;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});
afterAll(async () => {
	await t?.close();
});

describe("seedOrderHistory", () => {
	it("makes orders, lines, invoices and credit notes that hold together and reconcile", async () => {
		const db = t.database.db;
		const summary = await db.transaction((tx) => seedOrderHistory(tx, 4000, () => {}));
		expect(summary.orders).toBe(4000);
		expect(summary.invoices).toBeGreaterThan(3700);
		expect(summary.creditNotes).toBeGreaterThan(150);
		const [orphans] = await queryRows<{ lines: number; documents: number; totals: number; users: number }>(
			db,
			sql`select (select count(*) from order_items i where not exists (select 1 from orders o where o.id = i.order_id))::int as lines,
				(select count(*) from tax_documents d where not exists (select 1 from orders o where o.id = d.order_id))::int as documents,
				(select count(*) from orders o where o.total <> (select sum(total_price) from order_items i where i.order_id = o.id))::int as totals,
				(select count(*) from orders o where not exists (select 1 from users u where u.id = o.user_id))::int as users`,
		);
		expect(orphans).toEqual({ lines: 0, documents: 0, totals: 0, users: 0 });
		// the next order the app places gets a fresh id
		const [next] = await queryRows<{ max: number; next: number }>(
			db,
			sql`select (select max(id) from orders)::int as max, nextval(pg_get_serial_sequence('orders', 'id'))::int as next`,
		);
		expect(next?.next).toBe((next?.max ?? 0) + 1);

		// the daily summary, summed from the marked days, counts the sales the orders hold
		const year = { from: addDaysInIndia(-365), to: isoDateInIndia(), group: "month" as const };
		const sales = await reportTable(db, "sales", year);
		const [live] = await queryRows<{ n: number }>(
			db,
			sql`select count(*)::int as n from orders o where o.status <> 'Cancelled'
				and (o.payment_status in ('Paid', 'Refunded') or o.payment_mode = 'COD')`,
		);
		expect(sales.rows.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(live?.n);

		const [busiest] = await queryRows<{ month: string }>(
			db,
			sql`select to_char(issued_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month from tax_documents
				where kind = 'invoice' group by 1 order by count(*) desc limit 1`,
		);
		const { summary: pack } = await buildGstr1(db, busiest?.month ?? "");
		const { tables, books } = pack;
		for (const key of ["taxable", "igst", "cgst", "sgst"] as const) {
			expect(
				tables.b2b[key] + tables.b2cl[key] + tables.b2cs[key] + tables.nil[key] - tables.cdnr[key] - tables.cdnur[key],
			).toBe(books[key]);
			expect(tables.hsn_b2b[key] + tables.hsn_b2c[key]).toBe(books[key]);
		}
		expect(tables.b2b.count).toBeGreaterThan(0);
	});
});
