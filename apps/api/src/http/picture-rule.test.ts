import {
	type AdminCatalogueChoices,
	type AdminProductDetail,
	type CartResponse,
	type ProductListResponse,
	variantImages,
} from "@pitara/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../test/helpers.ts";
import { createShopper, placeOrder, putInCart } from "../../test/orders.ts";
import { productImages, variants as variantsTable } from "../db/schema/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
});
afterAll(async () => {
	await t?.close();
});

/** The picture's file, whatever width or address a surface answers it at. */
const base = (url: string | null | undefined) => (url ?? "none").replace(/^.*\/media\//, "").replace(/-\d+\.webp$/, "");

/**
 * Issue 27: one picture rule (variantImages) for every surface. A product of four variants in its order:
 * Green S (a picture), Pink S (a picture), Pink M (none: its colour's), Blue S (none: the product's first).
 */
describe("the one picture rule", () => {
	it("gives the same picture for a size without pictures on the product page, cart, order and console order", async () => {
		const choices = (await call(t.app, { method: "GET", url: "/api/admin/catalogue/choices", headers: admin.auth }))
			.body.response as AdminCatalogueChoices;
		const category = choices.categories.find((row) => row.name === "Girls") as { id: number };
		const subcategory = choices.subcategories.find((row) => row.category_id === category.id) as { id: number };
		const variant = (size: string, color: string, sku: string) => ({
			size,
			color,
			sku,
			price: 500,
			mrp: 600,
			stock: 10,
			active: true,
			description_html: "",
			specifications_html: "",
		});
		const created = await call(t.app, {
			method: "POST",
			url: "/api/admin/products",
			headers: admin.auth,
			payload: {
				name: "Picture Rule Frock",
				category_id: category.id,
				subcategory_id: subcategory.id,
				brand_id: choices.brands[0]?.id,
				featured: false,
				active: true,
				age_groups: [],
				variants: [
					variant("S", "Green", "PIC-G-S"),
					variant("S", "Pink", "PIC-P-S"),
					variant("M", "Pink", "PIC-P-M"),
					variant("S", "Blue", "PIC-B-S"),
				],
			},
		});
		expect(created.status).toBe(201);
		const product = created.body.response as AdminProductDetail;
		const [green, pink, pinkM, blue] = product.variants as AdminProductDetail["variants"];
		await t.database.db.insert(productImages).values([
			{ variantId: green?.id as number, path: "products/rule-green", alt: "Green", position: 0 },
			{ variantId: pink?.id as number, path: "products/rule-pink", alt: "Pink", position: 0 },
		]);

		// the product page: the API's variants and the shared rule
		const page = (
			await call(t.app, {
				method: "GET",
				url: `/api/products/${product.storefront_path.split("/").slice(-2).join("/")}`,
			})
		).body as unknown as ProductListResponse;
		const variants = page.response[0]?.other_info ?? [];
		const onPage = (id: number) =>
			base(variantImages(variants, variants.find((row) => row.id === id) as (typeof variants)[number])[0]?.image_url);

		// the cart (checkout reads the same lines)
		const shopper = await createShopper(t.database, { fullName: "Ira Sen" }, "Ira Sen");
		for (const row of [pinkM, blue]) await putInCart(t.database, shopper.id, row?.id as number, 1);
		const cart = (
			await call(t.app, { method: "POST", url: "/api/products/addtocart/fetch", headers: shopper.auth, payload: {} })
		).body as unknown as CartResponse;
		const inCart = (id: number) => base(cart.response.find((line) => line.product_id === id)?.images[0]?.image_url);

		// the order placed, as the shopper and the console read it
		const lines = [pinkM, blue].map((row) => ({
			variant: { id: row?.id as number, price: 500_00, mrp: 600_00 },
			quantity: 1,
		}));
		const placed = await placeOrder(t.app, shopper, lines);
		expect(placed.status).toBe(201);
		const consoleOrder = (
			await call(t.app, { method: "GET", url: `/api/admin/orders/${placed.orderId}`, headers: admin.auth })
		).body.response as { order: { Product: { product_id: number; image: string | null }[] } };
		const inConsole = (id: number) => base(consoleOrder.order.Product.find((line) => line.product_id === id)?.image);

		const answers = (id: number) => [onPage(id), inCart(id), inConsole(id)];
		expect(answers(pinkM?.id as number)).toEqual(["products/rule-pink", "products/rule-pink", "products/rule-pink"]);
		expect(answers(blue?.id as number)).toEqual(["products/rule-green", "products/rule-green", "products/rule-green"]);
	});
	it("gives a colour's pictures (decision 066) to each of its sizes on every surface, its first size hidden too", async () => {
		const choices = (await call(t.app, { method: "GET", url: "/api/admin/catalogue/choices", headers: admin.auth }))
			.body.response as AdminCatalogueChoices;
		const category = choices.categories.find((row) => row.name === "Girls") as { id: number };
		const subcategory = choices.subcategories.find((row) => row.category_id === category.id) as { id: number };
		const upload = await t.app.inject({
			method: "POST",
			url: "/api/admin/product-images/staged",
			headers: { ...admin.auth, "content-type": "image/png" },
			payload: await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7b3fa0" } })
				.png()
				.toBuffer(),
		});
		const token = (upload.json() as { response: { token: string; image_url: string } }).response;
		const variant = (size: string, color: string, sku: string) => ({
			size,
			color,
			sku,
			price: 500,
			mrp: 600,
			stock: 10,
		});
		const created = await call(t.app, {
			method: "POST",
			url: "/api/admin/products",
			headers: admin.auth,
			payload: {
				name: "Colour Rule Frock",
				category_id: category.id,
				subcategory_id: subcategory.id,
				brand_id: choices.brands[0]?.id,
				variants: [
					variant("S", "Green", "CRF-G-S"),
					variant("S", "Plum", "CRF-P-S"),
					variant("M", "Plum", "CRF-P-M"),
					variant("L", "Plum", "CRF-P-L"),
				],
				colour_pictures: [{ colour: "Plum", pictures: [{ token: token.token, alt: "Plum frock" }] }],
			},
		});
		expect(created.status).toBe(201);
		const product = created.body.response as AdminProductDetail;
		const [green, plumS, plumM, plumL] = product.variants as AdminProductDetail["variants"];
		await t.database.db.insert(productImages).values({ variantId: green?.id as number, path: "products/rule-green-2" });
		// the Plum S (the colour's holder) stops being sold, with its own row still holding an old picture
		const saved = await call(t.app, {
			method: "PUT",
			url: `/api/admin/products/${product.id}`,
			headers: admin.auth,
			payload: {
				name: "Colour Rule Frock",
				category_id: category.id,
				subcategory_id: subcategory.id,
				brand_id: choices.brands[0]?.id,
				variants: product.variants.map((row) => ({ ...row, active: row.id !== plumS?.id })),
			},
		});
		expect(saved.status).toBe(200);
		await t.database.db.insert(productImages).values({ variantId: plumS?.id as number, path: "products/rule-hidden" });
		expect((await t.database.db.select().from(variantsTable)).find((row) => row.id === plumS?.id)?.active).toBe(false);

		const page = (
			await call(t.app, {
				method: "GET",
				url: `/api/products/${product.storefront_path.split("/").slice(-2).join("/")}`,
			})
		).body as unknown as ProductListResponse;
		const shown = page.response[0]?.other_info ?? [];
		const onPage = (id: number) =>
			base(variantImages(shown, shown.find((row) => row.id === id) as (typeof shown)[number])[0]?.image_url);
		const shopper = await createShopper(t.database, { fullName: "Mira Das" }, "Mira Das");
		for (const row of [plumM, plumL]) await putInCart(t.database, shopper.id, row?.id as number, 1);
		const cart = (
			await call(t.app, { method: "POST", url: "/api/products/addtocart/fetch", headers: shopper.auth, payload: {} })
		).body as unknown as CartResponse;
		const inCart = (id: number) => base(cart.response.find((line) => line.product_id === id)?.images[0]?.image_url);
		const placed = await placeOrder(
			t.app,
			shopper,
			[plumM, plumL].map((row) => ({ variant: { id: row?.id as number, price: 500_00, mrp: 600_00 }, quantity: 1 })),
		);
		expect(placed.status).toBe(201);
		const consoleOrder = (
			await call(t.app, { method: "GET", url: `/api/admin/orders/${placed.orderId}`, headers: admin.auth })
		).body.response as { order: { Product: { product_id: number; image: string | null }[] } };
		const inConsole = (id: number) => base(consoleOrder.order.Product.find((line) => line.product_id === id)?.image);

		const plum = base(token.image_url);
		for (const row of [plumM, plumL]) {
			expect([onPage(row?.id as number), inCart(row?.id as number), inConsole(row?.id as number)]).toEqual([
				plum,
				plum,
				plum,
			]);
		}
	});
});
