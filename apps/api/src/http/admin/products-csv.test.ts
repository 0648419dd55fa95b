import { type AdminProductDetail, type AdminProductImportReport, PRODUCT_CSV_COLUMNS } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
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
		expect(report).toMatchObject({ dry_run: true, applied: false, products_updated: 3, products_created: 0 });
		expect(message).toBe("Dry run: every line is fine; 0 products would be created, 3 updated");
		expect(await snapshot()).toEqual(before);
	});

	it("creates a product from two lines and updates a variant by SKU; a dry run first writes nothing", async () => {
		const [existing] = await t.database.db.select().from(variants).limit(1);
		const exported = parseCsv((await exportCsv()).body);
		const current = exported.find((row) => row[8] === existing?.sku) as string[];
		const raised = [...current];
		raised[11] = String(Number(current[12])); // price up to the MRP
		raised[13] = "77";
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
				stock: 4,
			}),
			line({
				...kurta,
				product_name: "marigold kurta set",
				category: "girls",
				sku: "CSV-MARI-4",
				size: "4-5 Y",
				price: 949,
				mrp: 999,
				stock: 2,
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
		expect(applied.message).toMatch(/^Imported: 1 products created, \d+ updated$/);
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
		good[13] = "555";
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
				stock: 1,
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
				stock: 1,
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
				stock: "many",
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
			[5, ['There is no brand "No Such Brand"', "stock: Stock must be a whole number"]],
		]);
		// the good product update and the half product's good variant are not written either
		expect(await snapshot()).toEqual(before);
	});

	it("refuses a file without the columns, or with a body that is not CSV", async () => {
		const missing = await importCsv("sku,price\r\nA,1\r\n", true);
		expect(missing.report.errors).toEqual([
			expect.stringMatching(/^The header lacks the columns product_id, product_name/),
		]);
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
});
