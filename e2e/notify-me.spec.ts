import { SMS_SINK_PORT } from "./playwright.config.ts";
import { registerCustomer } from "./support/accounts.ts";
import { adminToken } from "./support/admin.ts";
import { expect, expectAccessible, lastOtp, test } from "./support/fixtures.ts";
import type { Product } from "./support/shop-api.ts";

/** The SMS the sink holds for a phone. */
async function smsTo(phone: string): Promise<{ message: string; template_id?: string }[]> {
	return (await fetch(`http://127.0.0.1:${SMS_SINK_PORT}/messages?to=${phone}`)).json();
}

/** Sets a variant's stock as the shop's staff do (the console's variant edit, PATCH /api/admin/variants/:id). */
async function setStock(baseURL: string, variantId: number, stock: number): Promise<void> {
	const response = await fetch(`${baseURL}/api/admin/variants/${variantId}`, {
		method: "PATCH",
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(baseURL)}` },
		body: JSON.stringify({ stock }),
	});
	if (response.status !== 200) throw new Error(`stock refused: ${response.status} ${await response.text()}`);
}

/**
 * Issue 26 item 5: a shopper taps Notify me on a sold-out size (logging in with a one-time code when they
 * were a visitor), staff restock it, and the back-in-stock SMS reaches the phone once, as its DLT template.
 */
test("Notify me on a sold-out size: the restock's message reaches the phone once", async ({ page, baseURL }, info) => {
	const base = baseURL as string;
	// a product in stock that no other journey uses, one for each screen size; staff mark it sold out
	const listing = (await (
		await page.request.get("/api/products?category=Boys&sort=price-low&page_size=24")
	).json()) as {
		response: Product[];
	};
	const candidates = listing.response.filter((product) => product.other_info.some((variant) => variant.stock > 0));
	const product = candidates[info.project.name === "phone" ? 4 : 5];
	const variant = product?.other_info.find((candidate) => candidate.stock > 0);
	if (!product || !variant) throw new Error("no product in stock");
	await setStock(base, variant.id, 0);

	const customer = await registerCustomer(base, "Meera Iyer");
	const page_ = `/products/${encodeURIComponent(product.category)}/${product.slug}?variant=${variant.id}`;
	await page.goto(page_);
	const notify = page.getByRole("button", { name: "Notify me" }).first();
	await expect(notify).toBeVisible();
	await expect(page.locator("form#add-to-cart").getByRole("button", { name: "Add to Cart" })).toHaveCount(0);

	// a visitor is asked to log in with their phone, and comes back to the size
	await notify.click();
	await expect(page).toHaveURL(/\/login\?redirect=.*reason=stock-alert/);
	await expect(page.getByText("we'll message you when this size is back")).toBeVisible();
	await page.getByLabel("Phone number").fill(customer.phone);
	const sentAfter = Date.now() - 1000;
	await page.getByRole("button", { name: "Send OTP" }).click();
	await page.getByLabel("One-time code").fill(await lastOtp(customer.phone, sentAfter));
	await page.getByRole("button", { name: "Verify & Login" }).click();
	await expect(page).toHaveURL(new RegExp(`/products/.*${product.slug}`));

	await page.getByRole("button", { name: "Notify me" }).first().click();
	await expect(page.getByText("We'll message you when this size is back in stock.")).toBeVisible();
	await expectAccessible(page);

	// Account → Messages lists the alert
	await page.goto("/profile");
	const messages = page.getByRole("region", { name: "Messages" });
	await expect(messages.getByRole("list", { name: "Back-in-stock alerts" })).toContainText(product.name);

	// staff restock: the message goes out once, as the registered back-in-stock template
	const before = (await smsTo(customer.phone)).length;
	await setStock(base, variant.id, 4);
	await expect
		.poll(async () => (await smsTo(customer.phone)).filter((sms) => sms.message.includes("is back in stock")).length)
		.toBe(1);
	const [alert] = (await smsTo(customer.phone)).filter((sms) => sms.message.includes("is back in stock"));
	expect(alert?.message).toContain(`in size ${variant.size} is back in stock`);
	expect(alert?.message).toContain(`/s/${variant.id}`);
	expect(alert?.template_id).toMatch(/^\d{19}$/);
	await page.waitForTimeout(2_000);
	expect((await smsTo(customer.phone)).length).toBe(before + 1);

	// the alert is done; the shopper turns on offers by SMS with one tap, and it stays on
	await page.reload();
	await expect(messages.getByText(/None\. Tap “Notify me”/)).toBeVisible();
	const offers = messages.getByRole("checkbox", { name: "Send me offers and alerts by SMS" });
	await expect(offers).not.toBeChecked();
	await offers.click();
	await expect(offers).toBeChecked();
	await page.reload();
	await expect(offers).toBeChecked();
});
