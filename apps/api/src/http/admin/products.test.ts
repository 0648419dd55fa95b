import type {
	AdminCatalogueChoices,
	AdminProductDetail,
	AdminProductInput,
	AdminProductRow,
	Product,
} from "@pitara/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { cartOf, createShopper, placeOrder, type TestVariant } from "../../../test/orders.ts";
import { auditLog } from "../../db/schema/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let choices: AdminCatalogueChoices;
let girls: { category_id: number; subcategory_id: number; brand_id: number };

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
	choices = (await get("/api/admin/catalogue/choices")).body.response as AdminCatalogueChoices;
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

/** The storefront's answer of a product page or a listing. */
const storefront = async (url: string) => {
	const answer = await call(t.app, { method: "GET", url });
	return { status: answer.status, products: ((answer.body as { response?: Product[] }).response ?? []) as Product[] };
};
const get = (url: string, headers = admin.auth) => call(t.app, { method: "GET", url, headers });
const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
	call(t.app, { method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const auditFor = (id: number | string) =>
	t.database.db
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, String(id))))
		.orderBy(auditLog.id);

let serial = 0;
const newProduct = (fields: Partial<AdminProductInput> = {}): AdminProductInput => {
	serial += 1;
	return {
		name: `Sunflower Twirl Frock ${serial}`,
		...girls,
		featured: false,
		age_groups: ["4-5 years"],
		variants: [
			{
				size: "4-5 Y",
				color: "Yellow",
				price: 799,
				mrp: 999,
				stock: 5,
				sku: `TEST-SUN-${serial}-45`,
				description_html: '<p>Soft <strong>cotton</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
				specifications_html: "<ul><li>Cotton</li></ul>",
			},
			{ size: "6-7 Y", color: "Yellow", price: 849, mrp: 999, stock: 0, sku: `TEST-SUN-${serial}-67` },
		],
		...fields,
	};
};

describe("products", () => {
	it("asks a visitor to log in and refuses a customer", async () => {
		const customer = await createUser(t.database);
		for (const [method, url] of [
			["GET", "/api/admin/products"],
			["POST", "/api/admin/products"],
			["PUT", "/api/admin/products/1"],
		] as const) {
			expect((await call(t.app, { method, url, payload: {} })).status, `${method} ${url}`).toBe(401);
			expect((await call(t.app, { method, url, headers: customer.auth, payload: {} })).status).toBe(403);
		}
	});

	it("creates a product with two variants, sanitised and audited, and the storefront shows it at once", async () => {
		const answer = await send("POST", "/api/admin/products", newProduct());
		expect(answer.status, JSON.stringify(answer.body)).toBe(201);
		const product = answer.body.response as AdminProductDetail;
		expect(product).toMatchObject({ category: "Girls", active: true, ordered: false, age_groups: ["4-5 years"] });
		expect(product.variants.map((variant) => [variant.sku, variant.price, variant.stock])).toEqual([
			[`TEST-SUN-${serial}-45`, 799, 5],
			[`TEST-SUN-${serial}-67`, 849, 0],
		]);
		expect(product.variants[0]?.description_html).toBe("<p>Soft <strong>cotton</strong></p>");
		expect(await auditFor(product.id)).toEqual([
			expect.objectContaining({ action: "create", actorName: "Deepa Nair", before: null }),
		]);

		const page = await storefront(`/api${product.storefront_path}`);
		expect(page.status).toBe(200);
		expect(page.products[0]).toMatchObject({ name: product.name, price: 799 });
		const search = await storefront(`/api/products?name=${encodeURIComponent(product.name)}`);
		expect(search.products.map((row) => row.product_id)).toContain(product.id);

		const listed = await get(`/api/admin/products?q=${encodeURIComponent(`TEST-SUN-${serial}-67`)}`);
		expect((listed.body.response as AdminProductRow[]).map((row) => [row.id, row.variants, row.stock])).toEqual([
			[product.id, 2, 5],
		]);
	});

	it("refuses bad input with field messages and writes nothing", async () => {
		const before = (await get("/api/admin/products")).body.total as number;
		const cases: [Partial<AdminProductInput>, string][] = [
			[{ name: " " }, "Name is required"],
			[{ variants: [] }, "A product needs at least one variant"],
			[
				{ variants: [{ size: "S", color: "Red", price: 500, mrp: 400, stock: 1, sku: "TEST-MRP" }] },
				"MRP cannot be less than price",
			],
			[{ subcategory_id: 999_999 }, "No such subcategory"],
		];
		for (const [fields, message] of cases) {
			const answer = await send("POST", "/api/admin/products", newProduct(fields));
			expect(answer.status, message).toBe(400);
			expect(JSON.stringify(answer.body), message).toContain(message);
		}
		const other = choices.subcategories.find((row) => row.category_id !== girls.category_id) as { id: number };
		const wrongParent = await send("POST", "/api/admin/products", newProduct({ subcategory_id: other.id }));
		expect(wrongParent.body.message).toBe("This subcategory belongs to another category");
		expect((await get("/api/admin/products")).body.total).toBe(before);
	});

	it("refuses a SKU another product has, and leaves no audit row", async () => {
		const first = (await send("POST", "/api/admin/products", newProduct())).body.response as AdminProductDetail;
		const taken = first.variants[0]?.sku as string;
		const input = newProduct();
		const answer = await send("POST", "/api/admin/products", {
			...input,
			variants: [input.variants[0], { ...input.variants[1], sku: taken }],
		});
		expect(answer.status).toBe(409);
		expect(answer.body.errors).toEqual([
			{ field: "variants.1.sku", message: `SKU ${taken} is already used by another variant` },
		]);
		const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "product"));
		expect(rows.filter((row) => JSON.stringify(row.after).includes(input.name))).toEqual([]);
	});

	it("edits a product: a price, a new variant, a hidden one; before and after audited; the storefront follows", async () => {
		const created = (await send("POST", "/api/admin/products", newProduct())).body.response as AdminProductDetail;
		const [small, large] = created.variants as [AdminProductDetail["variants"][0], AdminProductDetail["variants"][0]];
		// the storefront has the product's page and a listing cached before the change
		expect((await storefront(`/api${created.storefront_path}`)).products[0]?.price).toBe(799);
		const input = newProduct({ name: `${created.name} Deluxe` });
		const answer = await send("PUT", `/api/admin/products/${created.id}`, {
			...input,
			variants: [
				{ ...small, price: 699 },
				{ ...large, active: false },
				{ size: "8-9 Y", color: "Yellow", price: 899, mrp: 999, stock: 3, sku: `TEST-NEW-${created.id}` },
			],
		});
		expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		const after = answer.body.response as AdminProductDetail;
		expect(after.slug).toBe(created.slug);
		expect(after.variants.map((variant) => [variant.price, variant.active])).toEqual([
			[699, true],
			[849, false],
			[899, true],
		]);
		const entries = await auditFor(created.id);
		expect(entries.at(-1)).toMatchObject({
			action: "update",
			before: expect.objectContaining({ name: created.name }),
			after: expect.objectContaining({ name: `${created.name} Deluxe` }),
		});

		const page = await storefront(`/api${created.storefront_path}`);
		expect(page.products[0]).toMatchObject({ name: `${created.name} Deluxe`, price: 699 });
		expect(page.products[0]?.other_info.map((v) => v.size)).toEqual(["4-5 Y", "8-9 Y"]);

		const missing = await send("PUT", `/api/admin/products/${created.id}`, { ...input, variants: [small] });
		expect(missing.status).toBe(400);
		expect(missing.body.message).toMatch(/is missing: send every variant/);
		expect((await auditFor(created.id)).length).toBe(entries.length);
	});

	it("lets two variants swap size and colour, and SKUs, in one save; a SKU of another product is still refused", async () => {
		const input = newProduct({
			variants: [
				{ size: "4-5 Y", color: "Red", price: 799, mrp: 999, stock: 5, sku: `TEST-SWAP-${serial + 1}-A` },
				{ size: "6-7 Y", color: "Blue", price: 849, mrp: 999, stock: 2, sku: `TEST-SWAP-${serial + 1}-B` },
			],
		});
		const created = (await send("POST", "/api/admin/products", input)).body.response as AdminProductDetail;
		const [a, b] = created.variants as [AdminProductDetail["variants"][0], AdminProductDetail["variants"][0]];
		const save = (variants: object[]) => send("PUT", `/api/admin/products/${created.id}`, { ...input, variants });

		const swapped = await save([
			{ ...a, size: b.size, color: b.color, sku: b.sku },
			{ ...b, size: a.size, color: a.color, sku: a.sku },
		]);
		expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
		const after = swapped.body.response as AdminProductDetail;
		expect(
			after.variants.map((variant) => [variant.id, variant.size, variant.color, variant.sku, variant.stock]),
		).toEqual([
			[a.id, "6-7 Y", "Blue", b.sku, 5],
			[b.id, "4-5 Y", "Red", a.sku, 2],
		]);
		expect((await auditFor(created.id)).at(-1)).toMatchObject({ action: "update" });

		// a three-way turn with a new variant taking a freed size and colour
		const turned = await save([
			{ ...after.variants[0], size: "4-5 Y", color: "Red" },
			{ ...after.variants[1], size: "8-9 Y", color: "Green" },
			{ size: "6-7 Y", color: "Blue", price: 899, mrp: 999, stock: 1, sku: `TEST-SWAP-${created.id}-C` },
		]);
		expect(turned.status, JSON.stringify(turned.body)).toBe(200);
		expect((turned.body.response as AdminProductDetail).variants.map((v) => `${v.size}/${v.color}`)).toEqual([
			"4-5 Y/Red",
			"8-9 Y/Green",
			"6-7 Y/Blue",
		]);

		// taking another product's SKU is still a 409, and nothing of the save is kept
		const other = (await send("POST", "/api/admin/products", newProduct())).body.response as AdminProductDetail;
		const entries = (await auditFor(created.id)).length;
		const current = (turned.body.response as AdminProductDetail).variants;
		const clash = await save([
			{ ...current[0], size: "6-7 Y", color: "Blue" },
			{ ...current[1], sku: other.variants[0]?.sku },
			{ ...current[2], size: "4-5 Y", color: "Red" },
		]);
		expect(clash.status).toBe(409);
		expect(clash.body.errors).toEqual([
			{ field: "variants.1.sku", message: `SKU ${other.variants[0]?.sku} is already used by another variant` },
		]);
		const unchanged = (await get(`/api/admin/products/${created.id}`)).body.response as AdminProductDetail;
		expect(unchanged.variants.map((v) => `${v.size}/${v.color}/${v.sku}`)).toEqual(
			current.map((v) => `${v.size}/${v.color}/${v.sku}`),
		);
		expect((await auditFor(created.id)).length).toBe(entries);
	});

	it("hides a product (the storefront answers 404) and shows it again; an ordered product is never deleted", async () => {
		const created = (await send("POST", "/api/admin/products", newProduct())).body.response as AdminProductDetail;
		const storefront = `/api${created.storefront_path}`;
		expect((await call(t.app, { method: "GET", url: storefront })).status).toBe(200);
		expect((await send("PATCH", `/api/admin/products/${created.id}`, { active: false })).status).toBe(200);
		expect((await call(t.app, { method: "GET", url: storefront })).status).toBe(404);
		expect((await send("PATCH", `/api/admin/products/${created.id}`, { active: true })).status).toBe(200);
		expect((await call(t.app, { method: "GET", url: storefront })).status).toBe(200);
		expect((await auditFor(created.id)).map((row) => row.action)).toEqual(["create", "hide", "show"]);

		const variant = created.variants[0] as AdminProductDetail["variants"][0];
		const shopper = await createShopper(t.database, {}, "Asha Rao");
		await placeOrder(t.app, shopper, [
			{
				variant: {
					id: variant.id,
					price: 79_900,
					mrp: 99_900,
					stock: 5,
					name: created.name,
					productId: created.id,
				} as TestVariant,
				quantity: 1,
			},
		]);
		const refused = await send("DELETE", `/api/admin/products/${created.id}`);
		expect(refused.status).toBe(409);
		expect(refused.body.message).toBe("This product has been ordered, so it cannot be deleted: hide it instead");
		expect(((await get(`/api/admin/products/${created.id}`)).body.response as AdminProductDetail).ordered).toBe(true);

		const unordered = (await send("POST", "/api/admin/products", newProduct())).body.response as AdminProductDetail;
		expect((await send("DELETE", `/api/admin/products/${unordered.id}`)).status).toBe(200);
		expect((await get(`/api/admin/products/${unordered.id}`)).status).toBe(404);
		expect((await auditFor(unordered.id)).map((row) => row.action)).toEqual(["create", "delete"]);
	});

	it("deletes a product nobody ordered even while it sits in carts and wishlists, and takes it out of them", async () => {
		const created = (await send("POST", "/api/admin/products", newProduct())).body.response as AdminProductDetail;
		const variant = created.variants[0] as AdminProductDetail["variants"][0];
		const shopper = await createShopper(t.database, {}, "Meera Iyer");
		const auth = { authorization: `Bearer ${shopper.token}` };
		const added = await call(t.app, {
			method: "POST",
			url: "/api/product/addtocart",
			headers: auth,
			payload: { product_id: variant.id, quantity: 1 },
		});
		expect(added.status).toBe(200);
		const hearted = await call(t.app, {
			method: "POST",
			url: "/api/product/wishlist",
			headers: auth,
			payload: { product_id: variant.id },
		});
		expect(hearted.status).toBe(200);
		expect((await cartOf(t.database, shopper.id)).get(variant.id)).toBe(1);

		const deleted = await send("DELETE", `/api/admin/products/${created.id}`);
		expect(deleted.status).toBe(200);
		expect((await cartOf(t.database, shopper.id)).has(variant.id)).toBe(false);
		const wishlist = await call(t.app, {
			method: "POST",
			url: "/api/products/wishlist/fetch",
			headers: auth,
			payload: {},
		});
		expect(JSON.stringify(wishlist.body)).not.toContain(created.name);
	});
});
