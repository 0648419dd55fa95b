import { text } from "@pitara/shared/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderPayload, prepareVariants, putInCart } from "../../../test/orders.ts";

/**
 * Issue 27 item 7: the delivery charge, the shop's contact details and the default warranty are settings the
 * staff change in the console, and the server's arithmetic (cart, promo preview, the order's placement) reads the
 * same setting the storefront shows (GET /api/shop).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Settings Owner" });
});
afterAll(async () => {
	await t?.close();
});

const asAdmin = (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) =>
	call(t.app, { method, url: `/api${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

describe("the delivery charge as a setting", () => {
	it("reaches the cart, the promo-less order's total and the storefront's shop answer", async () => {
		const before = await call(t.app, { method: "GET", url: "/api/shop" });
		expect(before.body.response).toMatchObject({ delivery_fee: 50, free_delivery_above: 500 });

		const saved = await asAdmin("PUT", "/admin/settings/delivery-charge", { fee: 40, freeAbove: 999 });
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		expect(saved.body.response).toMatchObject({ deliveryCharge: { fee: 40, freeAbove: 999 } });

		const shop = await call(t.app, { method: "GET", url: "/api/shop" });
		expect(shop.body.response).toMatchObject({ delivery_fee: 40, free_delivery_above: 999 });

		// ₹600 of items: free under the old ₹500 threshold, ₹40 under the new ₹999 one
		const [variant] = await prepareVariants(t.database, [{ price: 600_00, mrp: 700_00, stock: 5 }]);
		const item = variant as NonNullable<typeof variant>;
		const shopper = await createShopper(t.database);
		await putInCart(t.database, shopper.id, item.id, 1);
		const cart = await call(t.app, {
			method: "POST",
			url: "/api/products/addtocart/fetch",
			headers: shopper.auth,
			payload: {},
		});
		expect(cart.body.summary).toMatchObject({
			subtotal: 600,
			delivery: 40,
			total: 640,
			delivery_fee: 40,
			free_delivery_above: 999,
		});

		// the checkout that still sends the old rule's amounts is refused; the setting's amounts are placed
		const old = orderPayload(shopper.addressId, [{ variant: item, quantity: 1 }], { paymentMode: "UPI" });
		expect(old.deliveryAmount).toBe(0);
		const refused = await createOrder(t.app, shopper.auth, old);
		expect(refused.status).toBe(409);
		const placed = await createOrder(t.app, shopper.auth, { ...old, deliveryAmount: 40, total_amount: 640 });
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);

		// the audit log keeps the change in rupees
		const audit = await asAdmin("GET", "/admin/audit?entity=settings");
		expect(JSON.stringify(audit.body)).toContain("delivery_charge");
	});

	it("refuses a negative fee with the field named", async () => {
		const answer = await asAdmin("PUT", "/admin/settings/delivery-charge", { fee: -1, freeAbove: 500 });
		expect(answer.status).toBe(400);
		expect(JSON.stringify(answer.body)).toContain("Delivery fee: 0 or more");
	});
});

describe("the shop's hours, note and warranty on Hindi pages", () => {
	it("are the Hindi of the defaults, then the staff's own Hindi, and never stale Hindi under changed English", async () => {
		const hindi = async () =>
			(await call(t.app, { method: "GET", url: "/api/shop?lang=hi" })).body.response as Record<string, unknown>;
		// the shop's default words have their Hindi in the catalogue
		expect(await hindi()).toMatchObject({
			hours: [text("hi", "contact.hoursWeekdays"), text("hi", "contact.hoursSaturday")],
			hours_note: text("hi", "contact.closedOnSundaysAnd"),
			warranty: text("hi", "contact.warrantyOneYear"),
		});
		const english = (await call(t.app, { method: "GET", url: "/api/shop" })).body.response;
		expect(english).toMatchObject({
			hours: ["Mon-Fri 9AM-6PM", "Sat 10AM-4PM"],
			hours_note: "Closed on Sundays and public holidays",
			warranty: "1 year",
		});

		const current = (await asAdmin("GET", "/admin/settings")).body.response as { shop: Record<string, unknown> };
		// the English hours change, no Hindi written: Hindi pages show the new English, not the old Hindi
		await asAdmin("PUT", "/admin/settings/shop", { ...current.shop, hours: ["Mon-Sat 11AM-8PM"] });
		expect((await hindi()).hours).toEqual(["Mon-Sat 11AM-8PM"]);
		expect((await hindi()).warranty).toBe(text("hi", "contact.warrantyOneYear"));

		// the staff write Hindi: it shows, trimmed; an over-long line is refused with the field named
		const saved = await asAdmin("PUT", "/admin/settings/shop", {
			...current.shop,
			hours: ["Mon-Sat 11AM-8PM"],
			hoursHi: ["सोम–शनि सुबह 11 से रात 8", ""],
			hoursNoteHi: "  त्योहारों पर बंद ",
			warrantyHi: "",
		});
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		expect(await hindi()).toMatchObject({
			hours: ["सोम–शनि सुबह 11 से रात 8"],
			hours_note: "त्योहारों पर बंद",
			warranty: text("hi", "contact.warrantyOneYear"),
		});
		expect((await call(t.app, { method: "GET", url: "/api/shop" })).body.response).toMatchObject({
			hours: ["Mon-Sat 11AM-8PM"],
			hours_note: "Closed on Sundays and public holidays",
		});
		const tooLong = await asAdmin("PUT", "/admin/settings/shop", { ...current.shop, warrantyHi: "क".repeat(121) });
		expect(tooLong.status).toBe(400);
		expect(JSON.stringify(tooLong.body)).toContain("warrantyHi");

		// put back as it was for the next test
		await asAdmin("PUT", "/admin/settings/shop", { ...current.shop, hoursHi: [], hoursNoteHi: "", warrantyHi: "" });
	});
});

describe("the shop's contact details and warranty", () => {
	it("are what the footer's answer and a product page show", async () => {
		const current = (await asAdmin("GET", "/admin/settings")).body.response as { shop: Record<string, unknown> };
		const saved = await asAdmin("PUT", "/admin/settings/shop", {
			...current.shop,
			phone: "+91 80 1111 2222",
			hours: ["Mon-Sat 10AM-7PM", ""],
			warranty: "6 months against manufacturing defects",
		});
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		const shop = await call(t.app, { method: "GET", url: "/api/shop" });
		expect(shop.body.response).toMatchObject({
			phone: "+91 80 1111 2222",
			hours: ["Mon-Sat 10AM-7PM"],
			warranty: "6 months against manufacturing defects",
		});
		// the server-rendered Contact page carries them as data, not code
		const page = await t.app.inject({ method: "GET", url: "/contact" });
		if (page.statusCode === 200 && page.body.includes("Reach us")) {
			expect(page.body).toContain("+91 80 1111 2222");
		}
	});
});
