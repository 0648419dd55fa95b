import { creditToApply, formatRupees } from "@pitara/shared";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken, setOrderStatus } from "./support/admin.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product, type Variant } from "./support/shop-api.ts";

/**
 * Issue 24, Pitara Credit: the shop grants a shopper credit; the shopper reads it on the Pitara Credit page, spends
 * part of it at checkout, sees the balance drop, cancels a line before dispatch and sees the credit come back; a
 * delivered line returned to Pitara Credit is spent on the next order.
 */

const toPaise = (rupees: number) => Math.round(rupees * 100);

async function userIdOf(page: import("@playwright/test").Page): Promise<number> {
	return page.evaluate(() => (JSON.parse(localStorage.getItem("user") ?? "{}") as { user_id: number }).user_id);
}

async function grant(base: string, userId: number, amount: number, reason: string) {
	const token = await adminToken(base);
	const granted = await fetch(`${base}/api/admin/customers/${userId}/credit`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
		body: JSON.stringify({ kind: "grant", amount, reason }),
	});
	expect(granted.status, await granted.text()).toBe(200);
}

test("staff grant Pitara Credit with a reason; the shopper reads the balance and the entry on the Pitara Credit page", async ({
	page,
	baseURL,
}) => {
	const base = baseURL as string;
	const customer = await registerCustomer(base, "Kavya Menon");
	await logInAs(page, base, customer);
	await grant(base, await userIdOf(page), 150, "Sorry for the late parcel");

	await page.goto("/profile");
	await page.getByRole("link", { name: /Pitara Credit/ }).click();
	await expect(page).toHaveURL(/\/profile\?section=credit$/);
	await expect(page.getByRole("heading", { name: "Pitara Credit" })).toBeVisible();
	await expect(page.getByTestId("credit-balance")).toHaveText("₹150");
	await expect(page.getByText("Sorry for the late parcel")).toBeVisible();
	await expectAccessible(page);
});

test("spend part of the credit at checkout, see the balance drop, cancel a line and see the credit come back", async ({
	page,
	baseURL,
}, testInfo) => {
	const base = baseURL as string;
	const listing = (await (await page.request.get("/api/products?category=Toys&sort=newest&page_size=24")).json()) as {
		response: Product[];
	};
	const offset = testInfo.project.name === "phone" ? 12 : 16;
	const picked = listing.response
		.slice(offset)
		.map((p) => ({ product: p, variant: p.other_info.find((v) => v.stock > 3) }))
		.filter((x): x is { product: Product; variant: Variant } => x.variant !== undefined)
		.slice(0, 2);
	expect(picked).toHaveLength(2);

	const customer = await registerCustomer(base, "Meera Iyer");
	await logInAs(page, base, customer);
	await addBengaluruAddress(page, "Meera Iyer");
	for (const { variant } of picked) {
		const added = await asShopper(page, "/api/product/addtocart", { product_id: variant.id, quantity: 1 });
		expect(added.status, JSON.stringify(added.json)).toBe(200);
	}
	// more credit than the order costs: it pays for all of it and some is left
	const subtotal = picked.reduce((sum, x) => sum + toPaise(x.variant.price), 0);
	const total = subtotal + (subtotal > 500_00 ? 0 : 50_00);
	const granted = Math.ceil(total / 100) + 500;
	await grant(base, await userIdOf(page), granted, "Goodwill for a late parcel");

	await page.goto("/checkout");
	await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("radio", { name: /UPI/ }).check();
	await page.getByRole("checkbox", { name: /Use my Pitara Credit/ }).check();
	await expect(page.getByTestId("credit-applied")).toHaveText(
		"Your Pitara Credit pays for the whole order: nothing more to pay.",
	);
	await expect(page.getByTestId("checkout-credit")).toContainText(formatRupees(total / 100));
	await expectAccessible(page);
	await page.screenshot({ path: testInfo.outputPath("checkout-credit.png") });
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("button", { name: "Place Order", exact: true }).click();
	await expect(page.getByText(`${formatRupees(total / 100)} was paid with your Pitara Credit.`)).toBeVisible();

	// the balance dropped by the order's total
	const left = granted - total / 100;
	await page.goto("/profile?section=credit");
	await expect(page.getByTestId("credit-balance")).toHaveText(formatRupees(left));
	await expect(page.getByText(/^Spent on order #\d+$/)).toBeVisible();
	const orderId = Number(/#(\d+)/.exec((await page.getByText(/^Spent on order #\d+$/).textContent()) ?? "")?.[1]);

	// cancel one line before dispatch: its price comes back as credit
	await page.goto("/orders");
	await page.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
	const card = page.getByRole("article", { name: `Order #${orderId}` });
	const second = picked[1] as { product: Product; variant: Variant };
	const line = card.getByRole("listitem").filter({ hasText: second.product.name });
	await line.getByRole("button", { name: "Cancel item" }).click();
	const dialog = page.getByRole("dialog");
	await expect(dialog.getByTestId("refund-amount")).toHaveText(formatRupees(second.variant.price));
	await expect(dialog.getByText("Refund goes to: Pitara Credit")).toBeVisible();
	await dialog.getByRole("button", { name: "Cancel item now" }).click();
	await expect(page.getByText("Item cancelled").first()).toBeVisible();

	await page.goto("/profile?section=credit");
	await expect(page.getByTestId("credit-balance")).toHaveText(formatRupees(left + second.variant.price));
	await expect(page.getByText(`Refund of cancelled items, order #${orderId}`)).toBeVisible();
	await page.screenshot({ path: testInfo.outputPath("credit-back.png") });
});

/** A staff step of a return, as the console sends it. */
async function returnStep(base: string, returnId: number, body: Record<string, unknown>) {
	const answer = await fetch(`${base}/api/admin/orders/returns/${returnId}/actions`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(base)}` },
		body: JSON.stringify(body),
	});
	expect(answer.status, await answer.clone().text()).toBe(200);
	return (await answer.json()) as { response: { lines: { return_line_id: number; quantity: number }[] } };
}

test("return a delivered line to Pitara Credit, then spend that credit on the next order", async ({
	page,
	baseURL,
}, testInfo) => {
	const base = baseURL as string;
	const listing = (await (await page.request.get("/api/products?category=Toys&sort=newest&page_size=24")).json()) as {
		response: Product[];
	};
	const offset = testInfo.project.name === "phone" ? 4 : 8;
	const picked = listing.response
		.slice(offset)
		.map((p) => ({ product: p, variant: p.other_info.find((v) => v.stock > 3) }))
		.find((x): x is { product: Product; variant: Variant } => x.variant !== undefined);
	expect(picked).toBeDefined();
	const { variant } = picked as { product: Product; variant: Variant };

	const customer = await registerCustomer(base, "Lakshmi Pillai");
	await logInAs(page, base, customer);
	const addressId = await addBengaluruAddress(page, "Lakshmi Pillai");
	const price = toPaise(variant.price);
	const delivery = price >= 500_00 ? 0 : 50_00;
	const placed = await asShopper(page, "/api/order/create", {
		address_id: addressId,
		subTotalAmount: variant.price,
		deliveryAmount: delivery / 100,
		discountAmount: Math.round((Math.max(variant.mrp, variant.price) - variant.price) * 100) / 100,
		total_amount: (price + delivery) / 100,
		payment_mode: "COD",
		order_items: [{ product_id: variant.id, quantity: 1, price: variant.price }],
	});
	expect(placed.status, JSON.stringify(placed.json)).toBe(201);
	const orderId = (placed.json as { response: { order_id: number } }).response.order_id;
	await setOrderStatus(base, orderId, "Shipped");
	await setOrderStatus(base, orderId, "Delivered");

	// the shopper returns it from the order page, the refund to Pitara Credit
	await page.goto("/orders");
	await page.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
	const card = page.getByRole("article", { name: `Order #${orderId}` });
	await card.getByTestId("returns-section").getByRole("button", { name: "Return or exchange" }).click();
	const dialog = page.getByRole("dialog");
	const asReturn = dialog.getByRole("radio", { name: "Return for a refund" });
	if (await asReturn.isVisible()) await asReturn.check();
	await dialog.getByLabel("Reason").selectOption("did_not_like");
	await dialog.getByLabel("Refund to").selectOption("credit");
	await dialog.getByRole("button", { name: "Request return" }).click();
	await expect(dialog.getByTestId("return-done")).toContainText(
		`refund ${formatRupees(price / 100)} to Pitara Credit once it reaches us`,
	);
	await page.screenshot({ path: testInfo.outputPath("return-to-credit.png") });
	await dialog.getByRole("button", { name: "Done" }).click();

	// the shop picks it up, inspects it and refunds it
	const mine = (await page.evaluate(async (path) => {
		const response = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
		return response.json();
	}, `/api/orders/${orderId}/returns`)) as {
		response: { returns: { return_id: number; lines: { return_line_id: number; quantity: number }[] }[] };
	};
	const asked = mine.response.returns[0] as {
		return_id: number;
		lines: { return_line_id: number; quantity: number }[];
	};
	await returnStep(base, asked.return_id, { action: "approve" });
	await returnStep(base, asked.return_id, { action: "picked-up" });
	await returnStep(base, asked.return_id, {
		action: "inspect",
		lines: asked.lines.map((l) => ({ return_line_id: l.return_line_id, resalable: l.quantity, damaged: 0 })),
	});
	await returnStep(base, asked.return_id, { action: "complete" });
	await page.goto("/profile?section=credit");
	await expect(page.getByTestId("credit-balance")).toHaveText(formatRupees(price / 100));

	// and the credit pays for the next order (cash on delivery: whole rupees of it)
	const added = await asShopper(page, "/api/product/addtocart", { product_id: variant.id, quantity: 1 });
	expect(added.status, JSON.stringify(added.json)).toBe(200);
	const applied = creditToApply(price, price + delivery, "COD");
	await page.goto("/checkout");
	await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
	await page.getByRole("checkbox", { name: /Use my Pitara Credit/ }).check();
	await expect(page.getByTestId("checkout-credit")).toContainText(formatRupees(applied / 100));
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("button", { name: "Place Order", exact: true }).click();
	await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
	await page.goto("/profile?section=credit");
	await expect(page.getByTestId("credit-balance")).toHaveText(formatRupees((price - applied) / 100));
	await expect(page.getByText(/^Spent on order #\d+$/)).toBeVisible();
	await page.screenshot({ path: testInfo.outputPath("return-credit-spent.png") });
});
