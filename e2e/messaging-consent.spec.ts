import { WHATSAPP_FAKE_PORT } from "./playwright.config.ts";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product } from "./support/shop-api.ts";

/** What the fake WhatsApp Cloud API was asked to send to a phone. */
async function whatsAppTo(phone: string): Promise<{ template: string; parameters: string[] }[]> {
	return (await fetch(`http://127.0.0.1:${WHATSAPP_FAKE_PORT}/messages?to=${phone}`)).json();
}

/**
 * Issue 26 item 4: the checkout's two message consents are unticked; a shopper ticks "Send my order updates on
 * WhatsApp", places a cash on delivery order, and its update reaches the phone through the (fake) WhatsApp Cloud
 * API as the approved template; Account → Messages shows the consent on.
 */
test("opting in to WhatsApp at checkout: the order update arrives as a WhatsApp template", async ({
	page,
	baseURL,
}, info) => {
	const base = baseURL as string;
	const listing = (await (
		await page.request.get("/api/products?category=Girls&sort=price-low&page_size=24")
	).json()) as { response: Product[] };
	const candidates = listing.response.flatMap((product) =>
		product.other_info.filter((variant) => variant.stock >= 3).slice(0, 1),
	);
	const variant = candidates[info.project.name === "phone" ? 7 : 8];
	if (!variant) throw new Error("no variant in stock");

	const customer = await registerCustomer(base, "Anjali Rao");
	await logInAs(page, base, customer);
	await addBengaluruAddress(page, "Anjali Rao");
	expect((await asShopper(page, "/api/product/addtocart", { product_id: variant.id, quantity: 1 })).status).toBe(200);

	await page.goto("/checkout");
	await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();

	const updates = page.getByRole("checkbox", { name: "Send my order updates on WhatsApp" });
	const offers = page.getByRole("checkbox", { name: "Send me offers and alerts" });
	await expect(updates).not.toBeChecked();
	await expect(offers).not.toBeChecked();
	await updates.check();
	await expectAccessible(page);
	await page.getByRole("button", { name: "Place Order", exact: true }).click();
	await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();

	// the order's message went to WhatsApp, as its approved template with the order number
	await expect.poll(async () => (await whatsAppTo(customer.phone)).length, { timeout: 15_000 }).toBeGreaterThan(0);
	const [update] = await whatsAppTo(customer.phone);
	expect(update?.template).toMatch(/^(order_placed|cod_confirmation|cod_confirm_request)/);
	expect(update?.parameters[0]).toMatch(/^\d+$/);

	// Account → Messages: the WhatsApp consent is on, the offers one is not
	await page.goto("/profile");
	const messages = page.getByRole("region", { name: "Messages" });
	await expect(messages.getByRole("checkbox", { name: /on WhatsApp$/ }).first()).toBeChecked();
	await expect(messages.getByRole("checkbox", { name: "Send me offers and alerts by SMS" })).not.toBeChecked();
});
