import { formatRupees } from "@pitara/shared";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product, type Variant } from "./support/shop-api.ts";

/**
 * Issue 24: after the order. A shopper cancels one of three lines of a paid order before it ships and sees,
 * before confirming and after, the new total and the refund to the original payment.
 */

const rupees = (paise: number) => Math.round(paise) / 100;
const toPaise = (r: number) => Math.round(r * 100);

test("cancel one of three lines before dispatch: the new total and the refund, before and after", async ({
	page,
	baseURL,
}, testInfo) => {
	const base = baseURL as string;
	const listing = (await (await page.request.get("/api/products?category=Toys&sort=newest&page_size=24")).json()) as {
		response: Product[];
	};
	// three products in stock, other ones on each screen size
	const offset = testInfo.project.name === "phone" ? 3 : 9;
	const picked = listing.response
		.slice(offset)
		.map((p) => ({ product: p, variant: p.other_info.find((v) => v.stock > 3) }))
		.filter((x): x is { product: Product; variant: Variant } => x.variant !== undefined)
		.slice(0, 3);
	expect(picked).toHaveLength(3);

	const customer = await registerCustomer(base, "Kavya Menon");
	await logInAs(page, base, customer);
	const addressId = await addBengaluruAddress(page, "Kavya Menon");
	const subtotal = picked.reduce((s, x) => s + toPaise(x.variant.price), 0);
	const mrp = picked.reduce((s, x) => s + toPaise(Math.max(x.variant.mrp, x.variant.price)), 0);
	const delivery = subtotal > 500_00 ? 0 : 50_00;
	const order = await asShopper(page, "/api/order/create", {
		address_id: addressId,
		subTotalAmount: rupees(subtotal),
		deliveryAmount: rupees(delivery),
		discountAmount: rupees(mrp - subtotal),
		total_amount: rupees(subtotal + delivery),
		payment_mode: "UPI",
		order_items: picked.map((x) => ({ product_id: x.variant.id, quantity: 1, price: x.variant.price })),
	});
	expect(order.status, JSON.stringify(order.json)).toBe(201);
	const { order_id: orderId, payment } = (
		order.json as { response: { order_id: number; payment: { redirect_url: string } } }
	).response;

	// pay on the test gateway's page, as a shopper would
	await page.goto(payment.redirect_url);
	await page.getByRole("button", { name: /^Pay ₹/ }).click();
	await expect(page.getByText("Payment received. Thank you!")).toBeVisible();

	await page.goto("/orders");
	await page.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
	const card = page.getByRole("article", { name: `Order #${orderId}` });
	const second = picked[1] as { product: Product; variant: Variant };
	const line = card.getByRole("listitem").filter({ hasText: second.product.name });
	await line.getByRole("button", { name: "Cancel item" }).click();

	const dialog = page.getByRole("dialog");
	const newTotal = rupees(subtotal + delivery - toPaise(second.variant.price));
	const money = formatRupees;
	await expect(dialog.getByTestId("new-total")).toHaveText(money(newTotal));
	await expect(dialog.getByTestId("refund-amount")).toHaveText(money(second.variant.price));
	await expect(dialog.getByText("Refund goes to: Your original payment")).toBeVisible();
	await expectAccessible(page);
	await page.screenshot({ path: testInfo.outputPath("cancel-item-preview.png") });
	await dialog.getByRole("button", { name: "Cancel item now" }).click();

	await expect(page.getByText("Item cancelled").first()).toBeVisible();
	await expect(card.getByTestId("order-new-total")).toContainText(money(newTotal));
	await expect(line.getByText("1 cancelled")).toBeVisible();
	await expect(line.getByRole("button", { name: "Cancel item" })).toHaveCount(0);
	await page.screenshot({ path: testInfo.outputPath("cancel-item-done.png") });
});
