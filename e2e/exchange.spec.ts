import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken, setOrderStatus } from "./support/admin.ts";
import { logInToConsole, newStaffMember } from "./support/console.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product } from "./support/shop-api.ts";

/**
 * Issue 24 (decision 047): a delivered frock is exchanged for another size. The shopper asks on the order page
 * and reads what will happen; the staff approve, mark the parcel picked up, inspect it (resalable) and send the
 * replacement from the console; the returned size is back in stock and the new size was taken once.
 */

async function patchVariant(base: string, id: number, body: Record<string, number>) {
	const response = await fetch(`${base}/api/admin/variants/${id}`, {
		method: "PATCH",
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(base)}` },
		body: JSON.stringify(body),
	});
	expect(response.status, await response.text()).toBe(200);
}

async function stocks(base: string, product: Product): Promise<Map<number, number>> {
	const answer = (await (
		await fetch(`${base}/api/products/${encodeURIComponent(product.category)}/${product.slug}`)
	).json()) as { response: Product[] };
	return new Map((answer.response[0]?.other_info ?? []).map((v) => [v.id, v.stock]));
}

test("deliver, exchange a size, staff approve and inspect, the replacement ships: both sizes' stock is right", async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	// the longest journey: the product form, the shopper's request, five console steps and the shopper's page again
	test.slow();
	const base = baseURL as string;
	const project = testInfo.project;
	const listing = (await (await page.request.get("/api/products?category=Girls&page_size=48")).json()) as {
		response: Product[];
	};
	// a frock with two sizes, another one on each screen size
	const candidates = listing.response.filter((p) => p.other_info.length >= 2);
	const product = candidates[project.name === "phone" ? 1 : 4] as Product;
	expect(product).toBeDefined();
	const [from, to] = product.other_info as [Product["other_info"][number], Product["other_info"][number]];
	const consoleContext = () =>
		browser.newContext({
			viewport: project.use.viewport ?? null,
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
			timezoneId: "Asia/Kolkata",
		});
	// the replacement goes out as a parcel: the catalogue staff enter each size's weight and box first
	const cataloguer = await newStaffMember(base, project.name === "phone" ? "Kavya Rao" : "Irfan Ali", "catalogue");
	const forms = await consoleContext();
	const form = await forms.newPage();
	await logInToConsole(form, cataloguer, `/admin/products/${product.product_id}`);
	const cards = form.getByRole("group", { name: /^Variant \d+$/ });
	await expect(cards.first()).toBeVisible();
	for (let i = 0; i < (await cards.count()); i++) {
		const card = cards.nth(i);
		await card.getByLabel("Weight (g)").fill("320");
		await card.getByLabel("Box length (cm)").fill("30");
		await card.getByLabel("Box breadth (cm)").fill("22");
		await card.getByLabel("Box height (cm)").fill("5");
	}
	await form.getByRole("button", { name: "Save", exact: true }).first().click();
	await expect(form.getByText(/saved/i).first()).toBeVisible();
	await forms.close();

	// both sizes at one price with a few in stock, so the counts show exactly
	await patchVariant(base, from.id, { price: from.price, mrp: Math.max(from.mrp, from.price), stock: 5 });
	await patchVariant(base, to.id, { price: from.price, mrp: Math.max(from.mrp, from.price), stock: 5 });

	// the product page says the policy before purchase
	await page.goto(`/products/${encodeURIComponent(product.category)}/${product.slug}`);
	await expect(page.getByTestId("return-policy")).toHaveText("Easy 15-day returns and size exchange");

	const customer = await registerCustomer(base, project.name === "phone" ? "Divya Nair" : "Farah Khan");
	await logInAs(page, base, customer);
	const addressId = await addBengaluruAddress(page, "Divya Nair");
	const price = from.price;
	const delivery = price >= 500 ? 0 : 50;
	const order = await asShopper(page, "/api/order/create", {
		address_id: addressId,
		subTotalAmount: price,
		deliveryAmount: delivery,
		discountAmount: Math.round((Math.max(from.mrp, price) - price) * 100) / 100,
		total_amount: price + delivery,
		payment_mode: "COD",
		order_items: [{ product_id: from.id, quantity: 1, price }],
	});
	expect(order.status, JSON.stringify(order.json)).toBe(201);
	const orderId = (order.json as { response: { order_id: number } }).response.order_id;
	await setOrderStatus(base, orderId, "Shipped");
	await setOrderStatus(base, orderId, "Delivered");
	expect((await stocks(base, product)).get(from.id)).toBe(4);

	// the shopper asks for the other size
	await page.goto("/orders");
	await page.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
	const card = page.getByRole("article", { name: `Order #${orderId}` });
	const returns = card.getByTestId("returns-section");
	await expect(returns.getByText(/Return or exchange until/)).toBeVisible();
	await returns.getByRole("button", { name: "Return or exchange" }).click();
	const dialog = page.getByRole("dialog");
	await dialog.getByLabel("New size").selectOption(String(to.id));
	await expectAccessible(page);
	await dialog.getByRole("button", { name: "Request exchange" }).click();
	await expect(dialog.getByTestId("return-done")).toContainText(
		`We'll pick up your ${from.size} and deliver ${to.size}. No payment needed.`,
	);
	await page.screenshot({ path: testInfo.outputPath("exchange-requested.png") });
	await dialog.getByRole("button", { name: "Done" }).click();
	await expect(card.getByTestId("return-timeline")).toContainText("Requested");
	// the new size is reserved at once
	expect((await stocks(base, product)).get(to.id)).toBe(4);

	// the staff run it from the console's Returns queue
	const staff = await newStaffMember(base, project.name === "phone" ? "Rekha Das" : "Manoj Verma", "orders");
	const context = await consoleContext();
	const admin = await context.newPage();
	await logInToConsole(admin, staff, `/admin/returns?queue=Requested&product=${encodeURIComponent(product.name)}`);
	await admin
		.getByRole("link", { name: /^R\d+$/ })
		.first()
		.click();
	await expect(admin.getByRole("heading", { name: /^Return R\d+$/ })).toBeVisible();
	await admin.getByRole("button", { name: "Approve" }).click();
	await admin.getByRole("button", { name: "Picked up" }).click();
	await admin.getByRole("form", { name: "Inspection" }).getByRole("button", { name: "Record inspection" }).click();
	await admin.getByLabel("Replacement courier").fill("DTDC");
	await admin.getByLabel("AWB").fill(`X${orderId}`);
	await admin.getByRole("button", { name: "Send the exchange" }).click();
	await expect(admin.getByText("Exchanged").first()).toBeVisible();
	await admin.screenshot({ path: testInfo.outputPath("exchange-console.png") });
	await context.close();

	// the returned size is back on sale; the new one was taken once
	const after = await stocks(base, product);
	expect(after.get(from.id)).toBe(5);
	expect(after.get(to.id)).toBe(4);
	await page.reload();
	await page.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
	await expect(card.getByTestId("return-timeline")).toContainText("Exchange sent");
	// the replacement is a parcel of the same order, with its courier and AWB, on the order's tracking page
	await page.goto(`/track-order?order=${orderId}`);
	await expect(
		page.getByRole("region", { name: `Tracking of order #${orderId}` }).getByText(`DTDC · AWB X${orderId}`),
	).toBeVisible();
	// the replacement's parcel names the new size, not the one sent back (decision 056)
	await expect(
		page
			.getByRole("region", { name: `Tracking of order #${orderId}` })
			.getByTestId("parcel-lines")
			.last(),
	).toContainText(`(${to.size},`);
	await page.screenshot({ path: testInfo.outputPath("exchange-shipped.png") });
});
