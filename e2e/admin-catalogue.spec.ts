import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

/** A square PNG of one colour, made here (the server refuses pictures under 200 px). */
function squarePng(size: number, [r, g, b]: [number, number, number]): Buffer {
	const crcTable = Array.from({ length: 256 }, (_, n) => {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		return c >>> 0;
	});
	const crc32 = (bytes: Buffer) => {
		let c = 0xffffffff;
		for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
		return (c ^ 0xffffffff) >>> 0;
	};
	const chunk = (type: string, data: Buffer) => {
		const head = Buffer.alloc(4);
		head.writeUInt32BE(data.length);
		const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
		const tail = Buffer.alloc(4);
		tail.writeUInt32BE(crc32(body));
		return Buffer.concat([head, body, tail]);
	};
	const header = Buffer.alloc(13);
	header.writeUInt32BE(size, 0);
	header.writeUInt32BE(size, 4);
	header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
	const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
	const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk("IHDR", header),
		chunk("IDAT", pixels),
		chunk("IEND", Buffer.alloc(0)),
	]);
}

/** Fills one variant's card of the product form. */
async function fillVariant(
	page: Page,
	number: number,
	fields: { size: string; colour: string; sku: string; price: string; mrp: string; stock: string },
) {
	const card = page.getByRole("group", { name: `Variant ${number}` });
	await card.getByLabel("Size", { exact: true }).fill(fields.size);
	await card.getByLabel("Colour", { exact: true }).fill(fields.colour);
	await card.getByLabel("SKU", { exact: true }).fill(fields.sku);
	await card.getByLabel("Price (₹)", { exact: true }).fill(fields.price);
	await card.getByLabel("MRP (₹)", { exact: true }).fill(fields.mrp);
	await card.getByLabel("Stock", { exact: true }).fill(fields.stock);
}

/**
 * Issue 12's catalogue journey: staff log in to the console, create a product with two variants,
 * give it a picture, and the storefront shows it at once (the catalogue cache is told at commit).
 */
test("staff create a product with two variants and a picture in the console, and the storefront shows it", async ({
	page,
	baseURL,
}, testInfo) => {
	test.setTimeout(120_000);
	const project = testInfo.project.name;
	const shot = (name: string) =>
		page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
	const staff = await newStaffMember(baseURL as string, project === "phone" ? "Kavya Menon" : "Rohan Kapoor");
	const name = `Peacock Kurta Set ${project} ${Date.now() % 100000}`;
	const sku = `E2E-${project.toUpperCase()}-${Date.now() % 100000}`;

	await logInToConsole(page, staff);
	await openSection(page, "Products");
	await page.getByRole("link", { name: "Add a product" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();

	await page.getByLabel("Name", { exact: true }).fill(name);
	await page.getByLabel("Category", { exact: true }).selectOption({ label: "Girls" });
	await page.getByLabel("Subcategory", { exact: true }).selectOption({ index: 1 });
	await page.getByLabel("Brand", { exact: true }).selectOption({ index: 1 });
	await fillVariant(page, 1, {
		size: "2-3 Y",
		colour: "Teal",
		sku: `${sku}-23`,
		price: "899",
		mrp: "1199",
		stock: "8",
	});
	await page.getByRole("button", { name: "Add a variant" }).click();
	await fillVariant(page, 2, {
		size: "4-5 Y",
		colour: "Teal",
		sku: `${sku}-45`,
		price: "949",
		mrp: "1199",
		stock: "5",
	});
	await page.getByRole("button", { name: "Create product" }).first().click();

	// the saved product's page: its pictures can be added now
	await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
	await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
	await page
		.getByLabel("Add pictures of 2-3 Y · Teal", { exact: true })
		.setInputFiles({ name: "kurta.png", mimeType: "image/png", buffer: squarePng(400, [0, 128, 128]) });
	const pictures = page.getByRole("list", { name: "Pictures of 2-3 Y · Teal" });
	await expect(pictures.getByRole("listitem")).toHaveCount(1);
	await pictures.getByLabel("Alt text of picture 1", { exact: true }).fill("Teal kurta set, front");
	await pictures.getByRole("button", { name: "Save" }).click();
	await expect(pictures.getByRole("button", { name: "Save" })).toBeHidden();
	await shot("console-product");

	// the storefront's page of the product, from the console's link
	const href = await page.getByRole("link", { name: "See it on the storefront" }).getAttribute("href");
	expect(href).toMatch(/^\/products\/[a-z0-9-]+\/[a-z0-9-]+$/);
	await page.goto(href as string);
	await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
	await expect(page.getByRole("main").getByText("₹899").first()).toBeVisible();
	await expect(page.getByRole("main").locator('img[src*="/media/products/upload-"]').first()).toBeVisible();
	await shot("storefront-product");
});
