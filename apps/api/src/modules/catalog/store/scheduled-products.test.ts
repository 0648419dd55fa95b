import type { AdminCatalogueChoices, AdminProductDetail, AdminProductInput, ProductListResponse } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../../test/helpers.ts";
import { announceScheduledProducts, findVariantLines } from "../index.ts";

/**
 * Drafts and scheduled products (issue 27 item 2; decision 064): the server decides what the storefront shows. A
 * draft (not active) and a product scheduled for later are on no listing and have no page, though the console
 * shows them; at its moment a scheduled product appears, and the cached answers that left it out are dropped.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let girls: { category_id: number; subcategory_id: number; brand_id: number };

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
	const choices = (await send("GET", "/api/admin/catalogue/choices")).body.response as AdminCatalogueChoices;
	const category = choices.categories.find((row) => row.name === "Girls") as { id: number };
	const subcategory = choices.subcategories.find((row) => row.category_id === category.id) as { id: number };
	girls = {
		category_id: category.id,
		subcategory_id: subcategory.id,
		brand_id: (choices.brands[0] as { id: number }).id,
	};
});
afterAll(async () => {
	await t?.close();
});

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
	call(t.app, { method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const get = (url: string) => t.app.inject({ method: "GET", url });
/** the Girls listing, newest first: does it hold the product? */
const listed = async (name: string) => {
	const answer = await get("/api/products?category=girls&sort=newest&page_size=48");
	return (answer.json() as ProductListResponse).response.some((product) => product.name === name);
};
const pageStatus = async (detail: AdminProductDetail) => (await get(`/api/products/girls/${detail.slug}`)).statusCode;

const product = (name: string, sku: string, fields: Partial<AdminProductInput> = {}): AdminProductInput => ({
	name,
	...girls,
	variants: [{ size: "4-5 Y", color: "Marigold", price: 699, mrp: 899, stock: 4, sku }],
	...fields,
});

describe("drafts and scheduled products", () => {
	it("keeps a draft off the storefront until it is published", async () => {
		const created = await send("POST", "/api/admin/products", product("Draft Lehenga", "DRAFT-1", { active: false }));
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		const detail = created.body.response as AdminProductDetail;
		expect(await listed("Draft Lehenga")).toBe(false);
		expect(await pageStatus(detail)).toBe(404);

		const { ordered: _ordered, ...rest } = detail;
		const published = await send("PUT", `/api/admin/products/${detail.id}`, {
			...rest,
			active: true,
			publish_at: null,
		});
		expect(published.status, JSON.stringify(published.body)).toBe(200);
		expect(await listed("Draft Lehenga")).toBe(true);
		expect(await pageStatus(detail)).toBe(200);
	});

	it("shows a scheduled product from its moment (IST given, kept as an instant), and drops cached answers then", async () => {
		// 10:00 in India tomorrow is 04:30 UTC
		const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
		const created = await send(
			"POST",
			"/api/admin/products",
			product("Scheduled Sharara", "SCHED-1", { publish_at: `${tomorrow}T10:00:00+05:30` }),
		);
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		const detail = created.body.response as AdminProductDetail;
		expect(detail.publish_at).toBe(`${tomorrow}T04:30:00.000Z`);
		// the console lists it with its moment; the storefront neither lists it nor has its page (a cart cannot hold it)
		const rows = await send("GET", "/api/admin/products?q=Scheduled%20Sharara");
		expect((rows.body.response as { publish_at: string }[])[0]?.publish_at).toBe(`${tomorrow}T04:30:00.000Z`);
		expect(await listed("Scheduled Sharara")).toBe(false);
		expect(await listed("Scheduled Sharara")).toBe(false); // now from the cache
		expect(await pageStatus(detail)).toBe(404);
		const variantId = detail.variants[0]?.id as number;
		const onSale = async () => (await findVariantLines(t.app.db, [variantId])).get(variantId)?.active;
		expect(await onSale()).toBe(false);

		// its moment comes (the clock is the database's): a cached listing does not know yet …
		await t.database.db.execute(
			sql`update products set publish_at = now() - interval '5 seconds' where id = ${detail.id}`,
		);
		expect(await listed("Scheduled Sharara")).toBe(false);
		// … until the job's run says so (every 30 s in every process)
		expect(await announceScheduledProducts(t.app.db)).toBeGreaterThanOrEqual(1);
		expect(await listed("Scheduled Sharara")).toBe(true);
		expect(await pageStatus(detail)).toBe(200);
		expect(await onSale()).toBe(true);
	});

	it("refuses a moment that is not a date and time", async () => {
		const answer = await send(
			"POST",
			"/api/admin/products",
			product("Badly Scheduled", "SCHED-2", { publish_at: "tomorrow" as unknown as string }),
		);
		expect(answer.status).toBe(400);
		expect(JSON.stringify(answer.body)).toContain("Publish at: choose a date and time");
	});
});
