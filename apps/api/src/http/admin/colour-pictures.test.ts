import {
	type AdminCatalogueChoices,
	type AdminProductDetail,
	type AdminStagedPicture,
	type CartResponse,
	type ProductListResponse,
	variantImages,
} from "@pitara/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, putInCart } from "../../../test/orders.ts";
import { auditLog, stagedPictures } from "../../db/schema/index.ts";

/**
 * Issue 27 item 2 (decision 066): pictures per colour, shared by its sizes, uploaded before the product's first
 * save. A staged upload answers a token; the product's create carries each colour's tokens; every size of that
 * colour then shows the colour's pictures on the product page, in the cart and on the order.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let other: Awaited<ReturnType<typeof createAdmin>>;
let choices: AdminCatalogueChoices;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
	other = await createAdmin(t.database, { fullName: "Kabir Sood" });
	choices = (await call(t.app, { method: "GET", url: "/api/admin/catalogue/choices", headers: admin.auth })).body
		.response as AdminCatalogueChoices;
});
afterAll(async () => {
	await t?.close();
});

const photo = (background: string, width = 600, height = 600) =>
	sharp({ create: { width, height, channels: 3, background } })
		.png()
		.toBuffer();
const stage = (bytes: Buffer | string, headers = admin.auth, type = "image/png") =>
	t.app.inject({
		method: "POST",
		url: "/api/admin/product-images/staged",
		headers: { ...headers, "content-type": type },
		payload: bytes,
	});
const staged = async (background: string, headers = admin.auth) => {
	const answer = await stage(await photo(background), headers);
	expect(answer.statusCode).toBe(201);
	return (answer.json() as { response: AdminStagedPicture }).response;
};
/** The picture's file, whatever width or address a surface answers it at. */
const file = (url: string | null | undefined) => (url ?? "none").replace(/^.*\//, "").replace(/-\d+\.webp$/, "");

const productBody = (name: string, sku: string, colourPictures?: unknown) => {
	const category = choices.categories.find((row) => row.name === "Girls") as { id: number };
	const subcategory = choices.subcategories.find((row) => row.category_id === category.id) as { id: number };
	const variant = (size: string, color: string) => ({
		size,
		color,
		sku: `${sku}-${size}-${color}`.toUpperCase(),
		price: 899,
		mrp: 1199,
		stock: 5,
	});
	return {
		name,
		category_id: category.id,
		subcategory_id: subcategory.id,
		brand_id: choices.brands[0]?.id,
		variants: ["S", "M", "L"].flatMap((size) => [variant(size, "Teal"), variant(size, "Rose")]),
		...(colourPictures === undefined ? {} : { colour_pictures: colourPictures }),
	};
};
const create = (payload: Record<string, unknown>, headers = admin.auth) =>
	call(t.app, { method: "POST", url: "/api/admin/products", headers, payload });

describe("pictures per colour, uploaded before the first save", () => {
	it("shows a colour's pictures for every size of it on the product page, in the cart and on the order", async () => {
		const teal = [await staged("#008080"), await staged("#20b2aa")];
		const rose = await staged("#ff007f");
		expect(teal[0]?.image_url).toMatch(/\/media\/products\/upload-[0-9a-f]+-\d+\.webp$/);
		expect(Date.parse(teal[0]?.expires_at as string) - Date.now()).toBeGreaterThan(23 * 3600_000);

		const created = await create(
			productBody("Colour Picture Kurta", "CPK", [
				{
					colour: "Teal",
					pictures: [
						{ token: teal[0]?.token, alt: "Teal kurta, front" },
						{ token: teal[1]?.token, alt: "Teal kurta, back" },
					],
				},
				{ colour: "rose", pictures: [{ token: rose.token, alt: "Rose kurta" }] },
			]),
		);
		expect(created.status).toBe(201);
		const product = created.body.response as AdminProductDetail;
		const tealFiles = teal.map((picture) => file(picture.image_url));
		const roseFile = file(rose.image_url);
		// the console: the colour's pictures, in order, on its first size (the colour's holder)
		const tealS = product.variants.find((v) => v.size === "S" && v.color === "Teal");
		expect(tealS?.images.map((image) => [file(image.image_url), image.alt])).toEqual([
			[tealFiles[0], "Teal kurta, front"],
			[tealFiles[1], "Teal kurta, back"],
		]);
		// a token is used once
		expect(await t.database.db.select().from(stagedPictures).where(eq(stagedPictures.token, rose.token))).toEqual([]);

		// the product page: every size of each colour shows its colour's first picture
		const page = (
			await call(t.app, {
				method: "GET",
				url: `/api/products/${product.storefront_path.split("/").slice(-2).join("/")}`,
			})
		).body as unknown as ProductListResponse;
		const shown = page.response[0]?.other_info ?? [];
		const onPage = (id: number) =>
			file(variantImages(shown, shown.find((row) => row.id === id) as (typeof shown)[number])[0]?.image_url);
		for (const variant of product.variants) {
			expect(onPage(variant.id)).toBe(variant.color === "Teal" ? tealFiles[0] : roseFile);
		}

		// the cart and the order, for a size of each colour that has no pictures of its own
		const tealL = product.variants.find((v) => v.size === "L" && v.color === "Teal") as { id: number };
		const roseM = product.variants.find((v) => v.size === "M" && v.color === "Rose") as { id: number };
		const shopper = await createShopper(t.database, { fullName: "Ira Sen" }, "Ira Sen");
		for (const id of [tealL.id, roseM.id]) await putInCart(t.database, shopper.id, id, 1);
		const cart = (
			await call(t.app, { method: "POST", url: "/api/products/addtocart/fetch", headers: shopper.auth, payload: {} })
		).body as unknown as CartResponse;
		const inCart = (id: number) => file(cart.response.find((line) => line.product_id === id)?.images[0]?.image_url);
		expect([inCart(tealL.id), inCart(roseM.id)]).toEqual([tealFiles[0], roseFile]);

		const placed = await placeOrder(
			t.app,
			shopper,
			[tealL, roseM].map((row) => ({ variant: { id: row.id, price: 899_00, mrp: 1199_00 }, quantity: 1 })),
		);
		expect(placed.status).toBe(201);
		const consoleOrder = (
			await call(t.app, { method: "GET", url: `/api/admin/orders/${placed.orderId}`, headers: admin.auth })
		).body.response as { order: { Product: { product_id: number; image: string | null }[] } };
		const inOrder = (id: number) => file(consoleOrder.order.Product.find((line) => line.product_id === id)?.image);
		expect([inOrder(tealL.id), inOrder(roseM.id)]).toEqual([tealFiles[0], roseFile]);

		// the audit entry of the create names each colour's pictures
		const [entry] = await t.database.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, String(product.id))));
		expect((entry?.after as { colour_pictures?: unknown } | undefined)?.colour_pictures).toEqual([
			{
				colour: "Teal",
				pictures: [
					expect.objectContaining({ file: tealFiles[0], alt: "Teal kurta, front" }),
					expect.objectContaining({ file: tealFiles[1], alt: "Teal kurta, back" }),
				],
			},
			{ colour: "Rose", pictures: [expect.objectContaining({ file: roseFile, alt: "Rose kurta" })] },
		]);
	});

	it("reorders, removes and keeps pictures on a later save; hiding the colour's first size keeps them shown", async () => {
		const [a, b] = [await staged("#112233"), await staged("#445566")];
		const created = await create(
			productBody("Reorder Kurta", "ROK", [{ colour: "Teal", pictures: [{ token: a.token }, { token: b.token }] }]),
		);
		expect(created.status).toBe(201);
		const product = created.body.response as AdminProductDetail;
		const holder = product.variants.find(
			(v) => v.color === "Teal" && v.images.length,
		) as AdminProductDetail["variants"][number];
		const [first, second] = holder.images;
		// the second first, the first removed, the first size hidden
		const body = productBody("Reorder Kurta", "ROK", [
			{ colour: "Teal", pictures: [{ image_id: second?.id, alt: "Now first" }] },
		]);
		const saved = await call(t.app, {
			method: "PUT",
			url: `/api/admin/products/${product.id}`,
			headers: admin.auth,
			payload: {
				...body,
				variants: product.variants.map((variant) => ({ ...variant, active: variant.id !== holder.id })),
			},
		});
		expect(saved.status).toBe(200);
		const after = saved.body.response as AdminProductDetail;
		const nowHolder = after.variants.find((v) => v.color === "Teal" && v.active) as (typeof after.variants)[number];
		expect(nowHolder.id).not.toBe(holder.id);
		expect(nowHolder.images.map((image) => [image.id, image.alt])).toEqual([[second?.id, "Now first"]]);
		expect(after.variants.flatMap((v) => v.images.map((image) => image.id))).not.toContain(first?.id);

		// a save without colour_pictures (an older client, the CSV import) leaves them as they are
		const again = await call(t.app, {
			method: "PUT",
			url: `/api/admin/products/${product.id}`,
			headers: admin.auth,
			payload: { ...productBody("Reorder Kurta", "ROK"), variants: after.variants },
		});
		expect(again.status).toBe(200);
		expect(
			(again.body.response as AdminProductDetail).variants.find((v) => v.id === nowHolder.id)?.images.map((i) => i.id),
		).toEqual([second?.id]);
	});

	it("refuses someone else's upload, an expired one and a picture of another product, under the picture's field", async () => {
		const theirs = await staged("#abcdef", other.auth);
		const refused = await create(
			productBody("Borrowed Kurta", "BRK", [{ colour: "Rose", pictures: [{ token: theirs.token }] }]),
		);
		expect(refused.status).toBe(400);
		expect(refused.body.errors).toEqual([
			{
				field: "colour_pictures.0.pictures.0",
				message: "Picture 1 of Rose was uploaded by another member of staff: add it again",
			},
		]);
		// nothing was written: the product does not exist and the upload is still theirs
		const list = await call(t.app, { method: "GET", url: "/api/admin/products?q=Borrowed", headers: admin.auth });
		expect((list.body as unknown as { response: unknown[] }).response).toEqual([]);
		expect(
			await t.database.db.select().from(stagedPictures).where(eq(stagedPictures.token, theirs.token)),
		).toHaveLength(1);

		const old = await staged("#fedcba");
		await t.database.db
			.update(stagedPictures)
			.set({ expiresAt: new Date(Date.now() - 60_000) })
			.where(eq(stagedPictures.token, old.token));
		const expired = await create(
			productBody("Late Kurta", "LTK", [{ colour: "Teal", pictures: [{ token: old.token }] }]),
		);
		expect(expired.status).toBe(400);
		expect((expired.body.errors as { message: string }[])[0]?.message).toBe(
			"Picture 1 of Teal was uploaded more than 24 hours ago and has expired: add it again",
		);
		// the next upload clears expired ones
		await staged("#010203");
		expect(await t.database.db.select().from(stagedPictures).where(eq(stagedPictures.token, old.token))).toEqual([]);

		const unknownColour = await create(productBody("Odd Kurta", "ODK", [{ colour: "Gold", pictures: [] }]));
		expect(unknownColour.status).toBe(400);
		expect((unknownColour.body.errors as unknown[])[0]).toEqual({
			field: "colour_pictures.0.colour",
			message: "No variant is Gold: pictures belong to a colour of the product",
		});
	});

	it("refuses a file that is not a picture, one too small, and a customer, with a clear message", async () => {
		const text = await stage("hello, this is not a picture", admin.auth, "image/png");
		expect(text.statusCode).toBe(400);
		expect(text.json().message).toBe(
			"This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
		);
		const tiny = await stage(await photo("#ffffff", 120, 90));
		expect(tiny.statusCode).toBe(400);
		expect(tiny.json().message).toBe("This picture is 120 × 90 pixels; it needs at least 200 × 200");
		const before = await t.database.db.select().from(stagedPictures);
		const shopper = await createShopper(t.database, { fullName: "Anu Rao" }, "Anu Rao");
		const customer = await stage(await photo("#00ff00"), shopper.auth);
		expect(customer.statusCode).toBe(403);
		expect(await t.database.db.select().from(stagedPictures)).toHaveLength(before.length);
	});
});
