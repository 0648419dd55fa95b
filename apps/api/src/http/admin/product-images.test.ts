import { access } from "node:fs/promises";
import path from "node:path";
import type { AdminProductDetail, AdminProductImage, Product } from "@pitara/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { auditLog, productImages } from "../../db/schema/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let product: AdminProductDetail;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
	const choices = (await call(t.app, { method: "GET", url: "/api/admin/catalogue/choices", headers: admin.auth })).body
		.response as {
		categories: { id: number; name: string }[];
		subcategories: { id: number; category_id: number }[];
		brands: { id: number }[];
	};
	const category = choices.categories.find((row) => row.name === "Toys") as { id: number };
	const created = await call(t.app, {
		method: "POST",
		url: "/api/admin/products",
		headers: admin.auth,
		payload: {
			name: "Picture Test Rattle",
			category_id: category.id,
			subcategory_id: (choices.subcategories.find((row) => row.category_id === category.id) as { id: number }).id,
			brand_id: (choices.brands[0] as { id: number }).id,
			variants: [{ size: "One size", color: "Red", price: 299, mrp: 399, stock: 4, sku: "TEST-PIC-1" }],
		},
	});
	product = created.body.response as AdminProductDetail;
});
afterAll(async () => {
	await t?.close();
});

const upload = (bytes: Buffer, type: string, headers = admin.auth, alt = "") =>
	t.app.inject({
		method: "POST",
		url: `/api/admin/variants/${product.variants[0]?.id}/images?alt=${encodeURIComponent(alt)}`,
		headers: { ...headers, "content-type": type },
		payload: bytes,
	});
const imageAudits = () =>
	t.database.db
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.entity, "product_image")));
const photo = (format: "jpeg" | "png" | "webp", width = 600, height = 400) =>
	sharp({ create: { width, height, channels: 3, background: "#ff8800" } })
		[format]()
		.toBuffer();

describe("product pictures", () => {
	it("asks a visitor to log in and refuses a customer", async () => {
		const customer = await createUser(t.database);
		const bytes = await photo("jpeg");
		expect((await upload(bytes, "image/jpeg", {} as typeof admin.auth)).statusCode).toBe(401);
		expect((await upload(bytes, "image/jpeg", customer.auth)).statusCode).toBe(403);
	});

	it("refuses a renamed non-image, an SVG and an 11 MB file with clear messages, and records nothing", async () => {
		const before = (await imageAudits()).length;
		const text = await upload(Buffer.from("These are not the pixels you are looking for.\n"), "image/jpeg");
		expect(text.statusCode).toBe(400);
		expect(text.json().message).toBe(
			"This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
		);
		const svg = await upload(
			Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
			"image/svg+xml",
		);
		expect(svg.statusCode).toBe(400);
		expect(svg.json().message).toBe("SVG drawings cannot be uploaded: please upload a JPEG, PNG or WebP picture");
		const huge = Buffer.alloc(11 * 1024 * 1024, 0);
		huge.set([0xff, 0xd8, 0xff, 0xe0]);
		const big = await upload(huge, "image/jpeg");
		expect(big.statusCode).toBe(413);
		expect(big.json().message).toBe("This picture is 11.0 MB; a picture can be at most 10 MB");
		// past the route's body limit the file is refused unread: the message is still the picture's limit
		const huger = Buffer.alloc(15 * 1024 * 1024, 0);
		huger.set([0xff, 0xd8, 0xff, 0xe0]);
		const refusedUnread = await upload(huger, "image/jpeg");
		expect(refusedUnread.statusCode).toBe(413);
		expect(refusedUnread.json()).toEqual({
			status: false,
			code: "IMAGE_TOO_LARGE",
			message: "This picture is 15.0 MB; a picture can be at most 10 MB",
		});
		expect((await imageAudits()).length).toBe(before);
		expect(
			await t.database.db
				.select()
				.from(productImages)
				.where(eq(productImages.variantId, product.variants[0]?.id as number)),
		).toEqual([]);
	});

	it("turns a JPEG, a PNG and a WebP into the storefront's WebP widths; alt text, order and removal audited; the storefront shows them", async () => {
		const ids: number[] = [];
		for (const [format, type] of [
			["jpeg", "image/jpeg"],
			["png", "image/png"],
			["webp", "application/octet-stream"],
		] as const) {
			const answer = await upload(await photo(format, 800, 500 + ids.length), type, admin.auth, `Rattle ${format}`);
			expect(answer.statusCode, answer.body).toBe(201);
			const image = answer.json().response as AdminProductImage;
			expect(image).toMatchObject({ alt: `Rattle ${format}`, position: ids.length });
			expect(image.image_url).toMatch(/^\/media\/products\/upload-[0-9a-f]{16}-480\.webp$/);
			for (const width of [240, 480, 960]) {
				const file = path.join(
					t.config.MEDIA_DIR,
					image.image_url.replace(/^\/media\//, "").replace(/-480\.webp$/, `-${width}.webp`),
				);
				await access(file);
				expect((await sharp(file).metadata()).width).toBe(width);
			}
			ids.push(image.id);
		}
		const storefront = async () =>
			((await call(t.app, { method: "GET", url: `/api${product.storefront_path}` })).body.response as Product[])[0]
				?.other_info[0]?.images ?? [];
		expect((await storefront()).map((image) => image.image_id)).toEqual(ids);

		const reordered = await call(t.app, {
			method: "PUT",
			url: `/api/admin/variants/${product.variants[0]?.id}/images/order`,
			headers: admin.auth,
			payload: { ids: [ids[2], ids[0], ids[1]] },
		});
		expect(reordered.status).toBe(200);
		expect((await storefront()).map((image) => image.image_id)).toEqual([ids[2], ids[0], ids[1]]);
		const bad = await call(t.app, {
			method: "PUT",
			url: `/api/admin/variants/${product.variants[0]?.id}/images/order`,
			headers: admin.auth,
			payload: { ids: [ids[0]] },
		});
		expect(bad.status).toBe(400);

		const alt = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/product-images/${ids[0]}`,
			headers: admin.auth,
			payload: { alt: "A red rattle, seen from the front" },
		});
		expect(alt.status).toBe(200);
		expect((await storefront()).find((image) => image.image_id === ids[0])?.alt).toBe(
			"A red rattle, seen from the front",
		);
		expect(
			(await call(t.app, { method: "DELETE", url: `/api/admin/product-images/${ids[1]}`, headers: admin.auth })).status,
		).toBe(200);
		expect((await storefront()).map((image) => image.image_id)).toEqual([ids[2], ids[0]]);
		expect((await imageAudits()).map((row) => row.action)).toEqual(["upload", "upload", "upload", "alt", "remove"]);
	});
});
