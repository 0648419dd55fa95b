import { type AdminProductDetail, type AdminProductImportReport, PRODUCT_CSV_COLUMNS } from "@pitara/shared";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	createShopper,
	placeOrder,
	prepareVariants,
	putInCart,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { auditLog, products, variants } from "../../db/schema/index.ts";
import { parseCsv, toCsv } from "../../lib/csv.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
});
afterAll(async () => {
	await t?.close();
});

const exportCsv = () => t.app.inject({ method: "GET", url: "/api/admin/products/export.csv", headers: admin.auth });
const importCsv = async (csv: string, dryRun: boolean) => {
	const answer = await call(t.app, {
		method: "POST",
		url: `/api/admin/products/import?dry_run=${dryRun}`,
		headers: { ...admin.auth, "content-type": "text/csv" },
		payload: csv,
	});
	return {
		status: answer.status,
		message: answer.body.message,
		report: answer.body.response as AdminProductImportReport,
	};
};
const line = (fields: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>) =>
	PRODUCT_CSV_COLUMNS.map((column) => fields[column] ?? "");
const snapshot = async () => ({
	products: (await t.database.db.select().from(products)).length,
	variants: await t.database.db
		.select({ sku: variants.sku, price: variants.price, stock: variants.stock })
		.from(variants),
	audits: (await t.database.db.select().from(auditLog)).length,
});

describe("products CSV", () => {
	it("exports every variant with its product; a dry run of the export changes nothing and refuses no line", async () => {
		const answer = await exportCsv();
		expect(answer.statusCode).toBe(200);
		expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
		const rows = parseCsv(answer.body);
		expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
		expect(rows.length - 1).toBe((await t.database.db.select().from(variants)).length);

		// the lines of the first three products, as a shop owner would edit a part of the file
		const ids = [...new Set(rows.slice(1).map((row) => row[0]))].slice(0, 3);
		const part = toCsv(
			rows[0] as string[],
			rows.slice(1).filter((row) => ids.includes(row[0])),
		);
		const before = await snapshot();
		const { status, message, report } = await importCsv(part, true);
		expect(status).toBe(200);
		expect(report.rows.filter((row) => row.errors.length > 0)).toEqual([]);
		// nothing differs from the shop: every line unchanged, stock not read back
		expect(report).toMatchObject({ dry_run: true, applied: false, products_unchanged: 3, products_created: 0 });
		expect(report.rows.every((row) => row.action === "unchanged" && row.changes.length === 0)).toBe(true);
		expect(message).toBe("Dry run: every line is fine; 0 products would be created, 0 updated, 3 unchanged");
		expect(await snapshot()).toEqual(before);
	});

	it("creates a product from two lines and updates a variant by SKU; a dry run first writes nothing", async () => {
		const [existing] = await t.database.db.select().from(variants).limit(1);
		const exported = parseCsv((await exportCsv()).body);
		const current = exported.find((row) => row[8] === existing?.sku) as string[];
		const raised = [...current];
		raised[11] = String(Number(current[12])); // price up to the MRP
		raised[15] = "77"; // stock_set, with the export's exported_at: nothing sold since
		// a new product in Girls, its two sizes on two lines (names in any case)
		const girls = exported.find((row) => row[2] === "Girls") as string[];
		const kurta = { category: "Girls", subcategory: girls[3], brand: current[4], color: "Orange" };
		const rows = [
			raised,
			line({
				...kurta,
				product_name: "Marigold Kurta Set",
				sku: "CSV-MARI-2",
				size: "2-3 Y",
				price: 899,
				mrp: 999,
				stock_set: 4,
			}),
			line({
				...kurta,
				product_name: "marigold kurta set",
				category: "girls",
				sku: "CSV-MARI-4",
				size: "4-5 Y",
				price: 949,
				mrp: 999,
				stock_set: 2,
			}),
		];
		const file = toCsv(PRODUCT_CSV_COLUMNS, rows);

		const before = await snapshot();
		const dry = await importCsv(file, true);
		expect(dry.report.rows.map((row) => [row.line, row.action, row.errors])).toEqual([
			[2, "update", []],
			[3, "create", []],
			[4, "create", []],
		]);
		expect(await snapshot()).toEqual(before);

		const applied = await importCsv(file, false);
		expect(applied.report).toMatchObject({
			applied: true,
			products_created: 1,
			variants_created: 2,
			variants_updated: 1,
		});
		expect(applied.message).toMatch(/^Imported: 1 products created, 1 updated, 0 unchanged$/);
		const [updated] = await t.database.db
			.select()
			.from(variants)
			.where(eq(variants.sku, existing?.sku as string));
		expect(updated).toMatchObject({ stock: 77, price: Number(current[12]) * 100 });
		const list = await call(t.app, { method: "GET", url: "/api/admin/products?q=Marigold", headers: admin.auth });
		const [created] = list.body.response as { id: number; variants: number }[];
		const detail = (
			await call(t.app, { method: "GET", url: `/api/admin/products/${created?.id}`, headers: admin.auth })
		).body.response as AdminProductDetail;
		expect(detail.variants.map((variant) => [variant.sku, variant.price])).toEqual([
			["CSV-MARI-2", 899],
			["CSV-MARI-4", 949],
		]);
		const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "import"));
		expect(entry).toMatchObject({
			entity: "product",
			actorName: "Deepa Nair",
			after: expect.objectContaining({ products_created: 1 }),
		});
	});

	it("refuses bad lines with a reason each, and then writes nothing at all: not even the good lines", async () => {
		const exported = parseCsv((await exportCsv()).body);
		const girls = exported.find((row) => row[2] === "Girls") as string[];
		const good = [...girls];
		good[15] = "555";
		const csv = toCsv(PRODUCT_CSV_COLUMNS, [
			good,
			line({
				product_name: "Half Kurta",
				category: "Girls",
				subcategory: girls[3],
				brand: girls[4],
				sku: "CSV-HALF-1",
				size: "S",
				color: "Red",
				price: 500,
				mrp: 600,
				stock_set: 1,
			}),
			line({
				product_name: "Half Kurta",
				category: "Girls",
				subcategory: girls[3],
				brand: girls[4],
				sku: "CSV-HALF-2",
				size: "M",
				color: "Red",
				price: 700,
				mrp: 600,
				stock_set: 1,
			}),
			line({
				product_name: "Nowhere Tee",
				category: "Girls",
				subcategory: girls[3],
				brand: "No Such Brand",
				sku: "CSV-NOWHERE",
				size: "S",
				color: "Blue",
				price: 100,
				mrp: 100,
				stock_set: "many",
			}),
		]);
		const before = await snapshot();
		const { status, message, report } = await importCsv(csv, false);
		expect(status).toBe(200);
		expect(report.applied).toBe(false);
		expect(message).toBe("Nothing was imported: 2 lines are refused");
		expect(report.rows.map((row) => [row.line, row.errors])).toEqual([
			[2, []],
			[3, []],
			[4, ["mrp: MRP cannot be less than price"]],
			[5, ['There is no brand "No Such Brand"', 'stock_set must be a whole number, not "many"']],
		]);
		// the good product update and the half product's good variant are not written either
		expect(await snapshot()).toEqual(before);
	});

	it("refuses a file without the columns, or with a body that is not CSV", async () => {
		const missing = await importCsv("price,size\r\n1,S\r\n", true);
		expect(missing.report.errors).toEqual(["The header lacks the column sku"]);
		expect(missing.message).toBe(missing.report.errors[0]);
		const json = await call(t.app, {
			method: "POST",
			url: "/api/admin/products/import",
			headers: admin.auth,
			payload: { csv: "x" },
		});
		expect(json.status).toBe(400);
		expect(json.body.message).toBe("Send the CSV file itself as the body, with the type text/csv");
	});

	const column = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);
	const linesOf = (csv: string, productId: number) =>
		parseCsv(csv)
			.slice(1)
			.filter((row) => row[column("product_id")] === String(productId));

	it("never writes stock back from an export: a stale stock_set is refused with why, stock_add adds", async () => {
		const sold = (await prepareVariants(t.database, [{ price: 400_00, stock: 5 }]))[0] as TestVariant;
		const exported = (await exportCsv()).body;
		const row = linesOf(exported, sold.productId).find((cells) => cells[column("stock")] === "5") as string[];
		expect(row[column("exported_at")]).toMatch(/^\d{4}-\d\d-\d\dT/);

		// two are sold after the export was taken
		const shopper = await createShopper(t.database, { fullName: "Kavya Rao" }, "Kavya Rao");
		await putInCart(t.database, shopper.id, sold.id, 2);
		expect((await placeOrder(t.app, shopper, [{ variant: sold, quantity: 2 }])).status).toBe(201);
		expect(await stockOf(t.database, sold.id)).toBe(3);

		// the export as it was: its stock column (5) is not written back; the line changes nothing
		const asIs = await importCsv(toCsv(PRODUCT_CSV_COLUMNS, [row]), false);
		expect(asIs.report.rows).toEqual([
			{ line: 2, sku: row[column("sku")], action: "unchanged", changes: [], errors: [] },
		]);
		expect(await stockOf(t.database, sold.id)).toBe(3);

		// a count from that export is older than the sale: refused, with the reason, nothing written
		const counted = [...row];
		counted[column("stock_set")] = "5";
		const stale = await importCsv(toCsv(PRODUCT_CSV_COLUMNS, [counted]), false);
		expect(stale.report.applied).toBe(false);
		expect(stale.report.rows[0]?.errors).toEqual([
			expect.stringMatching(
				/^stock_set refused: the file is from .+ IST, and this variant sold since \(last at .+ IST\)/,
			),
		]);
		expect(await stockOf(t.database, sold.id)).toBe(3);

		// without the export's time a count cannot be told from a stale one
		const timeless = await importCsv(`sku,stock_set\r\n${row[column("sku")]},5\r\n`, true);
		expect(timeless.report.rows[0]?.errors).toEqual([expect.stringMatching(/^stock_set needs the time/)]);

		// units received: stock_add raises the stock as it is now
		const received = await importCsv(`sku,stock_add\r\n${row[column("sku")]},4\r\n`, false);
		expect(received.report.rows[0]?.changes).toEqual([{ field: "stock", before: "3", after: "7 (+4)" }]);
		expect(await stockOf(t.database, sold.id)).toBe(7);

		// a count from a fresh export holds
		const fresh = linesOf((await exportCsv()).body, sold.productId).find(
			(cells) => cells[column("sku")] === row[column("sku")],
		) as string[];
		fresh[column("stock_set")] = "6";
		const recount = await importCsv(toCsv(PRODUCT_CSV_COLUMNS, [fresh]), false);
		expect(recount.report).toMatchObject({ applied: true, variants_updated: 1, changes_by_field: { stock: 1 } });
		expect(await stockOf(t.database, sold.id)).toBe(6);
	});

	it("changes only the values that differ, shows each as before → after, and audits each field", async () => {
		const exported = (await exportCsv()).body;
		// a product of several variants, its whole block of lines as exported
		const ids = parseCsv(exported)
			.slice(1)
			.map((row) => Number(row[column("product_id")]));
		const productId = ids.find((id) => ids.filter((other) => other === id).length >= 3) as number;
		const rows = linesOf(exported, productId);
		const edited = rows.map((row) => [...row]);
		const target = edited[1] as string[];
		const oldPrice = target[column("price")] as string;
		const newPrice = String(Number(target[column("mrp")]) - 1);
		target[column("price")] = newPrice;
		const file = toCsv(PRODUCT_CSV_COLUMNS, edited);

		const dry = await importCsv(file, true);
		expect(dry.message).toBe("Dry run: every line is fine; 0 products would be created, 1 updated, 0 unchanged");
		expect(dry.report).toMatchObject({
			variants_updated: 1,
			variants_unchanged: rows.length - 1,
			lines_refused: 0,
			changes_by_field: { price: 1 },
		});
		expect(dry.report.rows.map((row) => [row.action, row.changes])).toEqual(
			rows.map((_row, index) =>
				index === 1
					? ["update", [{ field: "price", before: `₹${oldPrice}`, after: `₹${newPrice}` }]]
					: ["unchanged", []],
			),
		);

		const untouched = async () =>
			t.database.db
				.select({ sku: variants.sku, updatedAt: variants.updatedAt, stock: variants.stock })
				.from(variants)
				.where(eq(variants.productId, productId));
		const before = await untouched();
		const applied = await importCsv(file, false);
		expect(applied.report.applied).toBe(true);
		const after = await untouched();
		const sku = target[column("sku")] as string;
		// the other variants are not written at all
		expect(after.filter((row) => row.sku !== sku)).toEqual(before.filter((row) => row.sku !== sku));
		const [price] = await t.database.db.select({ price: variants.price }).from(variants).where(eq(variants.sku, sku));
		expect(price?.price).toBe(Number(newPrice) * 100);

		const [entry] = await t.database.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.action, "import"))
			.orderBy(desc(auditLog.id))
			.limit(1);
		expect(entry?.after).toMatchObject({
			changes: [{ line: 3, sku, field: "price", before: `₹${oldPrice}`, after: `₹${newPrice}` }],
		});

		// a file of two columns changes that column alone
		const only = await importCsv(`sku,price\r\n${sku},${oldPrice}\r\n`, false);
		expect(only.report).toMatchObject({ applied: true, columns: ["sku", "price"], changes_by_field: { price: 1 } });
	});

	it("reports a typo in a product's field on any of its lines, not only the first", async () => {
		const exported = (await exportCsv()).body;
		const ids = parseCsv(exported)
			.slice(1)
			.map((row) => Number(row[column("product_id")]));
		const productId = ids.find((id) => ids.filter((other) => other === id).length >= 3) as number;
		const rows = linesOf(exported, productId).map((row) => [...row]);
		(rows[1] as string[])[column("category")] = "Grils";
		(rows[2] as string[])[column("featured")] = (rows[0] as string[])[column("featured")] === "yes" ? "no" : "yes";
		const { report, message } = await importCsv(toCsv(PRODUCT_CSV_COLUMNS, rows), true);
		expect(message).toBe("Nothing was imported: 2 lines are refused");
		expect(report.rows[0]?.errors).toEqual([]);
		expect(report.rows[1]?.errors).toEqual(['There is no category "Grils"']);
		expect(report.rows[2]?.errors).toEqual([expect.stringMatching(/^featured ".+" differs from line 2/)]);
	});
});
