import type { AdminBulkReport, AdminInventoryRow, AdminStockAdjustment } from "@pitara/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { prepareVariants } from "../../../test/orders.ts";
import { auditLog, variants } from "../../db/schema/index.ts";

/**
 * Issue 27 item 3: bulk work on products, previewed before → after and applied in one audited change; the
 * inventory screen's adjustments, kept as history with their reason.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Bulk Owner" });
});
afterAll(async () => {
	await t?.close();
});

const send = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>, headers = admin.auth) =>
	call(t.app, { method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const pricesOf = async (ids: number[]) =>
	new Map(
		(
			await t.database.db
				.select({ id: variants.id, price: variants.price, mrp: variants.mrp })
				.from(variants)
				.where(inArray(variants.id, ids))
		).map((row) => [row.id, row]),
	);

describe("bulk price change", () => {
	it("previews every variant's price before → after, changes nothing, then applies exactly that in one audit entry", async () => {
		const chosen = await prepareVariants(t.database, [
			{ price: 599_00, mrp: 899_00, stock: 4 },
			{ price: 1000_00, mrp: 1020_00, stock: 2 },
		]);
		const productIds = chosen.map((variant) => variant.productId);
		const variantIds = (
			await t.database.db.select({ id: variants.id }).from(variants).where(inArray(variants.productId, productIds))
		).map((row) => row.id);
		const before = await pricesOf(variantIds);
		const request = { product_ids: productIds, action: { kind: "price", mode: "percent", value: 5 } };

		const preview = await send("POST", "/admin/products/bulk", { ...request, dry_run: true });
		expect(preview.status, JSON.stringify(preview.body)).toBe(200);
		const report = preview.body.response as AdminBulkReport;
		expect(report.applied).toBe(false);
		const first = chosen[0] as (typeof chosen)[number];
		// ₹599 + 5 % = ₹628.95, rounded to the rupee
		expect(report.changes).toContainEqual(
			expect.objectContaining({ variant_id: first.id, field: "price", before: 599, after: 629 }),
		);
		// ₹1,000 + 5 % = ₹1,050 passes the ₹1,020 MRP: the MRP is raised with it
		const second = chosen[1] as (typeof chosen)[number];
		expect(report.changes).toContainEqual(
			expect.objectContaining({ variant_id: second.id, field: "mrp", before: 1020, after: 1050 }),
		);
		expect(await pricesOf(variantIds)).toEqual(before);

		const entries = async () =>
			(await t.database.db.select().from(auditLog).where(eq(auditLog.action, "bulk_price"))).length;
		const audited = await entries();
		const applied = await send("POST", "/admin/products/bulk", { ...request, dry_run: false });
		expect(applied.status, JSON.stringify(applied.body)).toBe(200);
		const done = applied.body.response as AdminBulkReport;
		expect(done.applied).toBe(true);
		expect(done.changes).toEqual(report.changes);
		const after = await pricesOf(variantIds);
		for (const change of report.changes.filter((c) => c.field === "price")) {
			expect(after.get(change.variant_id as number)?.price).toBe(Number(change.after) * 100);
		}
		expect(after.get(second.id)?.mrp).toBe(1050_00);
		expect(await entries()).toBe(audited + 1);

		// the storefront shows the new price at once
		const variantAnswer = await t.database.db.select().from(variants).where(eq(variants.id, first.id));
		expect(variantAnswer[0]?.price).toBe(629_00);
	});

	it("refuses a change that would take a price under ₹1, naming the SKU, and changes nothing", async () => {
		const [cheap] = await prepareVariants(t.database, [{ price: 1_00, stock: 1 }]);
		const item = cheap as NonNullable<typeof cheap>;
		const answer = await send("POST", "/admin/products/bulk", {
			product_ids: [item.productId],
			action: { kind: "price", mode: "amount", value: -5 },
			dry_run: false,
		});
		expect(answer.status).toBe(400);
		expect(String(answer.body.message)).toContain("under ₹1");
		expect((await pricesOf([item.id])).get(item.id)?.price).toBe(1_00);
	});

	it("hides products and moves them to a category", async () => {
		const [one] = await prepareVariants(t.database, [{ price: 300_00, stock: 3 }]);
		const item = one as NonNullable<typeof one>;
		const hidden = await send("POST", "/admin/products/bulk", {
			product_ids: [item.productId],
			action: { kind: "visibility", active: false },
			dry_run: false,
		});
		expect((hidden.body.response as AdminBulkReport).changes).toEqual([
			expect.objectContaining({ field: "shown", before: true, after: false }),
		]);
		const choices = (await send("GET", "/admin/catalogue/choices")).body.response as {
			subcategories: { id: number; category_id: number }[];
		};
		const target = choices.subcategories.at(-1) as { id: number; category_id: number };
		const moved = await send("POST", "/admin/products/bulk", {
			product_ids: [item.productId],
			action: { kind: "category", category_id: target.category_id, subcategory_id: target.id },
			dry_run: false,
		});
		expect(moved.status, JSON.stringify(moved.body)).toBe(200);
		const detail = (await send("GET", `/admin/products/${item.productId}`)).body.response as {
			subcategory_id: number;
		};
		expect(detail.subcategory_id).toBe(target.id);
	});

	it("is the catalogue staff's: a support member may not", async () => {
		const support = await createUser(t.database, { role: "support" });
		const answer = await send(
			"POST",
			"/admin/products/bulk",
			{ product_ids: [1], action: { kind: "visibility", active: true } },
			support.auth,
		);
		expect(answer.status).toBe(403);
	});
});

describe("stock adjustments", () => {
	it("keeps each adjustment with its reason, who and the counts, and the inventory shows the stock", async () => {
		const [one] = await prepareVariants(t.database, [{ price: 250_00, stock: 3 }]);
		const item = one as NonNullable<typeof one>;
		const received = await send("POST", `/admin/variants/${item.id}/stock-adjustments`, {
			mode: "add",
			value: 10,
			reason: "received",
			note: "Diwali delivery",
		});
		expect(received.status, JSON.stringify(received.body)).toBe(200);
		expect(received.body.message).toBe("Stock 3 → 13 (+10, Received)");
		const counted = await send("POST", `/admin/variants/${item.id}/stock-adjustments`, {
			mode: "set",
			value: 11,
			reason: "count",
		});
		expect(counted.status).toBe(200);
		const refused = await send("POST", `/admin/variants/${item.id}/stock-adjustments`, {
			mode: "add",
			value: -20,
			reason: "damaged",
		});
		expect(refused.status).toBe(400);
		expect(JSON.stringify(refused.body)).toContain("Stock cannot be below 0");
		const noReason = await send("POST", `/admin/variants/${item.id}/stock-adjustments`, { mode: "add", value: 1 });
		expect(noReason.status).toBe(400);

		const history = (await send("GET", `/admin/variants/${item.id}/stock-adjustments`)).body
			.response as AdminStockAdjustment[];
		expect(history.map((row) => [row.stock_before, row.stock_after, row.delta, row.reason, row.staff_name])).toEqual([
			[13, 11, -2, "Stock count", "Bulk Owner"],
			[3, 13, 10, "Received", "Bulk Owner"],
		]);
		expect(history[1]?.note).toBe("Diwali delivery");

		const sku = (await t.database.db.select({ sku: variants.sku }).from(variants).where(eq(variants.id, item.id)))[0]
			?.sku as string;
		const inventory = await send("GET", `/admin/variants/inventory?q=${encodeURIComponent(sku)}`);
		const rows = inventory.body.response as AdminInventoryRow[];
		expect(rows[0]).toMatchObject({ variant_id: item.id, sku, stock: 11 });
		expect(rows[0]?.last_adjusted_at).not.toBeNull();
		// without a search (the whole list, and the dashboard's "See all low stock"): every variant, low ones by stock
		const all = await send("GET", "/admin/variants/inventory");
		expect(all.status, JSON.stringify(all.body)).toBe(200);
		expect((all.body.response as AdminInventoryRow[]).length).toBeGreaterThan(0);
		const low = await send("GET", "/admin/variants/inventory?low=true");
		expect(low.status, JSON.stringify(low.body)).toBe(200);
		const stocks = (low.body.response as AdminInventoryRow[]).map((row) => row.stock);
		expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
		expect(stocks.every((stock) => stock <= 5)).toBe(true);
	});

	it("a bulk stock adjustment adds to every variant of the chosen products, each kept with its reason", async () => {
		const [one] = await prepareVariants(t.database, [{ price: 250_00, stock: 2 }]);
		const item = one as NonNullable<typeof one>;
		const answer = await send("POST", "/admin/products/bulk", {
			product_ids: [item.productId],
			action: { kind: "stock", add: 5, reason: "received" },
			dry_run: false,
		});
		expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		const history = (await send("GET", `/admin/variants/${item.id}/stock-adjustments`)).body
			.response as AdminStockAdjustment[];
		expect(history[0]).toMatchObject({ stock_before: 2, stock_after: 7, reason: "Received" });
	});
});
