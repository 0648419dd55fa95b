import { mkdir, rmdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PORT, SMS_SINK_PORT } from "./playwright.config.ts";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken } from "./support/admin.ts";
import { logInToConsole, newStaffMember } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { asShopper, type Product, type Variant } from "./support/shop-api.ts";

/**
 * Issue 25 items 5–6 (decision 048), as the shopper meets them: a cash on
 * delivery order above the shop's limit waits for the shopper's
 * confirmation — they confirm it (desktop) or pay online at the reduced
 * amount instead (phone); a parcel the courier could not deliver asks the
 * shopper for a new date, which the staff then see in the NDR queue.
 */

const adminCall = async (base: string, method: string, path: string, body?: unknown) => {
	const response = await fetch(`${base}/api/admin${path}`, {
		method,
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(base)}` },
		...(body ? { body: JSON.stringify(body) } : {}),
	});
	return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** Products of the demo shop with a variant in stock above ₹500, different per project and test. */
async function variants(request: APIRequestContext): Promise<{ product: Product; variant: Variant }[]> {
	const answer = (await (await request.get("/api/products?page_size=96&page=3")).json()) as { response: Product[] };
	return answer.response.flatMap((product) =>
		product.other_info
			.filter((v) => v.stock > 6 && v.price > 500 && Number.isInteger(v.price))
			.map((variant) => ({ product, variant })),
	);
}

async function shopperWithAddress(page: Page, base: string, name: string) {
	const shopper = await registerCustomer(base, name);
	await logInAs(page, base, shopper);
	const address = await asShopper(page, "/api/users/address/add", {
		name,
		phone: "9876512345",
		pincode: "560034",
		address_line1: "7, 1st Main, Koramangala",
		city: "Bengaluru",
		state: "Karnataka",
		country: "India",
		is_default: true,
	});
	expect(address.status).toBe(201);
	return {
		addressId: (address.json as { response: { address_id: number } }).response.address_id,
		phone: shopper.phone,
	};
}

async function orderCod(page: Page, addressId: number, variant: Variant, quantity: number): Promise<number> {
	const placed = await asShopper(page, "/api/order/create", {
		address_id: addressId,
		subTotalAmount: variant.price * quantity,
		deliveryAmount: 0,
		discountAmount: Math.round((variant.mrp - variant.price) * quantity * 100) / 100,
		total_amount: variant.price * quantity,
		payment_mode: "COD",
		order_items: [{ product_id: variant.id, quantity, price: variant.price }],
	});
	expect(placed.status, JSON.stringify(placed.json)).toBe(201);
	return (placed.json as { response: { order_id: number } }).response.order_id;
}

/** The SMS sink's text to a phone that says `words`, waiting for it; its link (the last word). */
async function smsSaying(phone: string, words: string): Promise<{ text: string; link: string }> {
	let text = "";
	await expect
		.poll(
			async () => {
				const sent = (await (await fetch(`http://127.0.0.1:${SMS_SINK_PORT}/messages?to=${phone}`)).json()) as {
					message: string;
				}[];
				text = sent.filter((m) => m.message.includes(words)).at(-1)?.message ?? "";
				return text;
			},
			{ timeout: 15_000 },
		)
		.toContain(words);
	return { text, link: /(https?:\/\/\S+\/l\/\S+)$/.exec(text)?.[1] ?? "" };
}

async function openOrder(page: Page, orderId: number) {
	await page.goto("/orders");
	const card = page.getByRole("article", { name: `Order #${orderId}` });
	await card.getByRole("button", { name: new RegExp(`Order #${orderId}`) }).click();
	return card;
}

const GUARD = {
	always: false,
	first_order_of_phone: false,
	// above ₹4,000: the journeys' other COD orders stay below it
	above_amount: 4000,
	high_rto_pincodes: true,
	window_hours: 24,
	prepaid_saving: 50,
	rto_rate_percent: 30,
	rto_min_orders: 20,
	refused_limit: 2,
};

/**
 * Runs `place` with the shop's COD guard set to GUARD, then puts back the settings as they were, so that no
 * other journey meets a confirmation it does not expect. The phone and desktop runs may overlap: a lock
 * directory makes them take turns (a stale one, left by a killed run, is taken over after a minute).
 */
async function withGuard<T>(base: string, place: () => Promise<T>): Promise<T> {
	const lock = path.join(os.tmpdir(), `pitara-e2e-cod-guard-${E2E_PORT}`);
	for (;;) {
		try {
			await mkdir(lock);
			break;
		} catch {
			const since = await stat(lock).then(
				(s) => Date.now() - s.mtimeMs,
				() => 0,
			);
			if (since > 60_000) await rmdir(lock).catch(() => undefined);
			await new Promise((resolve) => setTimeout(resolve, 200));
		}
	}
	const before = await adminCall(base, "GET", "/settings/cod-guard");
	try {
		expect((await adminCall(base, "PUT", "/settings/cod-guard", GUARD)).status).toBe(200);
		return await place();
	} finally {
		const kept = (before.json as { response: Record<string, unknown> }).response;
		await adminCall(base, "PUT", "/settings/cod-guard", kept);
		await rmdir(lock).catch(() => undefined);
	}
}

test.describe("COD confirmation and failed deliveries", () => {
	test.describe.configure({ timeout: 180_000 });

	test("a COD order above the limit awaits confirmation; the shopper confirms it or pays online instead", async ({
		page,
		request,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const phone = testInfo.project.name === "phone";
		const found = (await variants(request)).find(({ variant }) => {
			const quantity = Math.ceil(4001 / variant.price);
			return quantity <= 6 && variant.price * quantity <= 9000;
		});
		if (!found) throw new Error("no variant for a COD order above ₹4,000");
		const quantity = Math.ceil(4001 / found.variant.price);
		const { addressId, phone: shopperPhone } = await shopperWithAddress(
			page,
			base,
			phone ? "Ishita Bose" : "Rohan Verma",
		);
		// the guard is on only while the order is placed (that is when it decides), then as it was again
		const orderId = await withGuard(base, () => orderCod(page, addressId, found.variant, quantity));

		// the confirmation SMS passes the DLT check as it is and reaches the shopper, its link on the shop's address
		const confirm = await smsSaying(shopperPhone, `please confirm your cash on delivery order #${orderId}`);
		expect(confirm.link.startsWith(base), confirm.text).toBe(true);

		const card = await openOrder(page, orderId);
		const box = card.getByRole("region", { name: "Awaiting your confirmation" });
		await expect(box.getByTestId("cod-confirmation-state")).toHaveText("Awaiting your confirmation");
		// the staff cannot ship it yet
		const refused = await adminCall(base, "POST", `/orders/${orderId}/shipments`, {
			adapter: "manual",
			courier_name: "DTDC",
			awb: `CF${Date.now() % 1_000_000_000}`,
		});
		expect(refused.json.code).toBe("AWAITING_COD_CONFIRMATION");

		const total = found.variant.price * quantity;
		if (phone) {
			// pay by UPI now and save ₹50: the same order, prepaid at the reduced amount
			const pay = box.getByRole("button", { name: /Pay ₹[\d,.]+ online now \(save ₹50/ });
			await pay.click();
			await page.waitForURL(/\/pay\/test\//);
			await page.getByRole("button", { name: /^Pay ₹/ }).click();
			await page.waitForURL(new RegExp(`/checkout/payment/${orderId}`));
			await expect(page.getByText(/confirmed|received|paid/i).first()).toBeVisible();
			const after = await openOrder(page, orderId);
			await expect(after.getByTestId("payment-status")).toHaveText(/paid/i);
			await expect(after.getByText(`₹${(total - 50).toLocaleString("en-IN")}`).first()).toBeVisible();
		} else {
			await box.getByRole("button", { name: "Confirm order" }).click();
			await expect(card.getByTestId("cod-confirmation-state")).toHaveText("Confirmed: pay in cash on delivery");
			const booked = await adminCall(base, "POST", `/orders/${orderId}/shipments`, {
				adapter: "manual",
				courier_name: "DTDC",
				awb: `CF${Date.now() % 1_000_000_000}`,
			});
			// it may ship now (the demo variant may lack a weight: then the size is what stops it, not the confirmation)
			expect(booked.json.code).not.toBe("AWAITING_COD_CONFIRMATION");
		}
	});

	test("an NDR: the shopper picks a new date; the staff see it in the NDR queue", async ({
		page,
		browser,
		request,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const project = testInfo.project;
		const list = await variants(request);
		const found = list.filter(({ variant }) => variant.price < 3000)[project.name === "phone" ? 2 : 5];
		if (!found) throw new Error("no variant to order");
		const { addressId, phone: shopperPhone } = await shopperWithAddress(
			page,
			base,
			project.name === "phone" ? "Meena Das" : "Kiran Shetty",
		);
		const orderId = await orderCod(page, addressId, found.variant, 1);

		// the staff give the product its weight and box, book the parcel and mark the failed delivery
		const staff = await newStaffMember(base, project.name === "phone" ? "Anil Dsouza" : "Gita Nair", "admin");
		const context = await browser.newContext({
			viewport: project.use.viewport ?? null,
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
			timezoneId: "Asia/Kolkata",
		});
		const admin = await context.newPage();
		await logInToConsole(admin, staff, `/admin/products/${found.product.product_id}`);
		const cards = admin.getByRole("group", { name: /^Variant \d+$/ });
		await expect(cards.first()).toBeVisible();
		for (let i = 0; i < (await cards.count()); i++) {
			const variantCard = cards.nth(i);
			await variantCard.getByLabel("Weight (g)").fill("250");
			await variantCard.getByLabel("Box length (cm)").fill("25");
			await variantCard.getByLabel("Box breadth (cm)").fill("20");
			await variantCard.getByLabel("Box height (cm)").fill("4");
		}
		await admin.getByRole("button", { name: "Save", exact: true }).first().click();
		await expect(admin.getByText(/saved/i).first()).toBeVisible();
		const awb = `ND${Date.now() % 1_000_000_000}`;
		const booked = await adminCall(base, "POST", `/orders/${orderId}/shipments`, {
			adapter: "manual",
			courier_name: "DTDC",
			awb,
		});
		expect(booked.status, JSON.stringify(booked.json)).toBe(201);
		const parcelId = (booked.json.response as { id: number }).id;
		for (const [status, note] of [
			["out_for_delivery", undefined],
			["undelivered", "Customer not available"],
		] as const) {
			const scanned = await adminCall(base, "POST", `/shipments/${parcelId}/scans`, { status, note });
			expect(scanned.status).toBe(200);
		}

		// the failed delivery's SMS passes the DLT check as it is: its link opens the shopper's answer page
		const ndrSms = await smsSaying(
			shopperPhone,
			`we could not deliver your order #${orderId} (Customer not available)`,
		);
		expect(ndrSms.link.startsWith(base), ndrSms.text).toBe(true);
		await page.goto(ndrSms.link);
		await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();

		// the shopper answers from their order: a new date
		const card = await openOrder(page, orderId);
		await card.getByRole("button", { name: "Track Order" }).click();
		const ndr = card.getByTestId("ndr-panel");
		await expect(ndr.getByText("Delivery attempt failed")).toBeVisible();
		const dateSelect = ndr.getByLabel("New delivery date");
		const options = await dateSelect.locator("option").all();
		expect(options).toHaveLength(5);
		const chosen = (await options[1]?.getAttribute("value")) as string;
		await dateSelect.selectOption(chosen);
		await ndr.getByRole("button", { name: "Deliver on this date" }).click();
		await expect(ndr.getByText(/the courier will deliver again/)).toBeVisible();

		// the staff read it in the NDR queue
		await admin.goto("/admin/orders/ready-to-ship?queue=ndr");
		const row = admin.getByRole("listitem").filter({ hasText: awb });
		await expect(row.getByText(`Shopper asks for ${chosen}`)).toBeVisible();
		await admin.goto(`/admin/orders/${orderId}`);
		await expect(admin.getByTestId("ndr-request")).toContainText(`Shopper asks for delivery on ${chosen}`);
		await context.close();
	});
});
