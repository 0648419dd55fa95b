import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderPayload, prepareVariants, putInCart } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { runCartReminders } from "../../workflows/cart-reminders.ts";
import { dltValue } from "../../workflows/notify-back-in-stock.ts";
import { notifyPriceDrop } from "../../workflows/price-drop.ts";
import {
	CART_REMINDER_AFTER_MS,
	cartReminderDue,
	PRICE_ALERT_GAP_MS,
	priceAlertDue,
	priceDropWorthAlert,
	recordConsent,
} from "./index.ts";

/**
 * Price-drop alerts and cart reminders (issue 26 items 6–7): the rules as properties, then through the real
 * app — the console's price edit, the outbox, the DLT check and the SMS provider.
 */
const sms = new MemorySmsSender();
let t: TestApp;
/** variants of distinct products, handed out one per use (prepareVariants picks the same first one per call) */
let pool: Awaited<ReturnType<typeof prepareVariants>> = [];
async function fresh(spec: { price: number; mrp?: number; stock: number }) {
	const variant = pool.shift();
	if (!variant) throw new Error("no variant left");
	await t.database.db.execute(
		sql`update variants set price = ${spec.price}, mrp = ${spec.mrp ?? spec.price}, stock = ${spec.stock} where id = ${variant.id}`,
	);
	return { ...variant, price: spec.price, mrp: spec.mrp ?? spec.price, stock: spec.stock };
}
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
	t = await createTestApp({
		seeded: true,
		sms,
		env: { PUBLIC_URL: "https://pitara.in", MESSAGE_QUIET_HOURS: "off" },
	});
	pool = await prepareVariants(
		t.database,
		Array.from({ length: 12 }, () => ({ price: 300_00, stock: 4 })),
	);
});
afterAll(async () => {
	await t?.close();
});

const offers = (phone: string, granted: boolean) =>
	recordConsent(t.app.db, {
		phone,
		userId: null,
		channel: "sms",
		purpose: "promotional",
		granted,
		source: "account",
		ip: null,
	});
const textsTo = (phone: string, words: string) =>
	sms.sent.filter((message) => message.to === phone && message.message.includes(words));

describe("the price-drop rule", () => {
	it("never alerts on a rise or the same price; always on 10% or ₹100 below; never on less than both", () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (base, price) => {
				const worth = priceDropWorthAlert(base, price);
				if (price >= base) expect(worth).toBe(false);
				else if (base - price >= 100_00 || (base - price) * 10 >= base) expect(worth).toBe(true);
				else expect(worth).toBe(false);
			}),
		);
		// the edges: ₹1,000 → ₹900 is 10%; ₹5,000 → ₹4,900 is ₹100; ₹999 → ₹900 is ₹99 and 9.9%
		expect(priceDropWorthAlert(1000_00, 900_00)).toBe(true);
		expect(priceDropWorthAlert(1000_00, 900_01)).toBe(false);
		expect(priceDropWorthAlert(5000_00, 4900_00)).toBe(true);
		expect(priceDropWorthAlert(5000_00, 4900_01)).toBe(false);
		expect(priceDropWorthAlert(999_00, 900_00)).toBe(false);
		expect(priceDropWorthAlert(200_00, 180_00)).toBe(true);
	});

	it("at most once a week per item", () => {
		const at = new Date("2026-11-27T06:00:00Z");
		expect(priceAlertDue(null, at)).toBe(true);
		expect(priceAlertDue(new Date(at.getTime() - PRICE_ALERT_GAP_MS).toISOString(), at)).toBe(true);
		expect(priceAlertDue(new Date(at.getTime() - PRICE_ALERT_GAP_MS + 1).toISOString(), at)).toBe(false);
	});
});

describe("Tell me if the price drops", () => {
	it("alerts a wishlist watcher with consent once on a drop of 10% or ₹100, never on a rise, once a week", async () => {
		const variant = await fresh({ price: 1000_00, mrp: 2000_00, stock: 5 });
		const admin = await createAdmin(t.database);
		const setPrice = async (rupees: number) => {
			const changed = await call(t.app, {
				method: "PATCH",
				url: `/api/admin/variants/${variant.id}`,
				headers: admin.auth,
				payload: { price: rupees },
			});
			expect(changed.status, JSON.stringify(changed.body)).toBe(200);
			await t.app.outbox.drain();
		};
		const watch = (headers: Record<string, string>, on: boolean) =>
			call(t.app, {
				method: "POST",
				url: "/api/account/price-alerts",
				headers,
				payload: { product_id: variant.id, on },
			});
		const shopper = await createUser(t.database);
		const noConsent = await createUser(t.database);

		// only a wishlist item can be watched
		expect((await watch(shopper.auth, true)).status).toBe(404);
		expect((await watch({}, true)).status).toBe(401);
		for (const who of [shopper, noConsent])
			await call(t.app, {
				method: "POST",
				url: "/api/product/wishlist",
				headers: who.auth,
				payload: { product_id: variant.id },
			});
		await offers(shopper.phone, true);
		const on = await watch(shopper.auth, true);
		expect(on.status).toBe(200);
		expect(on.body.response).toEqual({ product_id: variant.id, watching: true, consent: true });
		const without = await watch(noConsent.auth, true);
		expect(without.body.response).toEqual({ product_id: variant.id, watching: true, consent: false });

		await setPrice(950); // 5% and ₹50 below: no alert
		expect(textsTo(shopper.phone, "on your wishlist")).toHaveLength(0);
		await setPrice(899); // 10.1% below ₹1,000
		expect(textsTo(shopper.phone, "on your wishlist")).toHaveLength(1);
		expect(textsTo(shopper.phone, "on your wishlist")[0]?.message).toBe(
			`Pitara: ${dltValue(variant.name)} on your wishlist is now ₹899, down from ₹1,000. See it: https://pitara.in/s/${variant.id}`,
		);
		expect(textsTo(shopper.phone, "on your wishlist")[0]?.dlt?.templateId).toBeTruthy();
		// nothing promotional without a live marketing consent
		expect(textsTo(noConsent.phone, "on your wishlist")).toHaveLength(0);

		await setPrice(1200); // a rise: nothing
		await setPrice(700); // a drop within the week of the last alert: nothing yet
		expect(textsTo(shopper.phone, "on your wishlist")).toHaveLength(1);
		// a week later the next drop compares with the price of the last alert (₹899)
		expect(await notifyPriceDrop(t.app, variant.id, new Date(Date.now() + PRICE_ALERT_GAP_MS))).toBe(1);
		await t.app.outbox.drain();
		expect(textsTo(shopper.phone, "on your wishlist").at(-1)?.message).toContain("is now ₹700, down from ₹899.");
		expect(await notifyPriceDrop(t.app, variant.id, new Date(Date.now() + 2 * PRICE_ALERT_GAP_MS))).toBe(0);

		// Account → Alerts lists it with the price it compares with; Stop ends it
		const mine = await call(t.app, { method: "GET", url: "/api/account/messages", headers: shopper.auth });
		const [alert] = (mine.body.response as { price_alerts: { id: number; base_price: number }[] }).price_alerts;
		expect(alert?.base_price).toBe(700);
		const stopOther = await call(t.app, {
			method: "POST",
			url: "/api/account/alerts/stop",
			headers: noConsent.auth,
			payload: { alert_id: alert?.id, kind: "price" },
		});
		expect(stopOther.status).toBe(404);
		const stop = await call(t.app, {
			method: "POST",
			url: "/api/account/alerts/stop",
			headers: shopper.auth,
			payload: { alert_id: alert?.id, kind: "price" },
		});
		expect(stop.status).toBe(200);
		expect((stop.body.response as { price_alerts: unknown[] }).price_alerts).toEqual([]);
	});

	it("a watch ends when its item leaves the wishlist; a withdrawn consent gets nothing", async () => {
		const variant = await fresh({ price: 500_00, mrp: 900_00, stock: 5 });
		const [left, withdrew] = [await createUser(t.database), await createUser(t.database)];
		for (const who of [left, withdrew]) {
			await call(t.app, {
				method: "POST",
				url: "/api/product/wishlist",
				headers: who.auth,
				payload: { product_id: variant.id },
			});
			await offers(who.phone, true);
			await call(t.app, {
				method: "POST",
				url: "/api/account/price-alerts",
				headers: who.auth,
				payload: { product_id: variant.id, on: true },
			});
		}
		await call(t.app, {
			method: "POST",
			url: "/api/product/wishlist",
			headers: left.auth,
			payload: { product_id: variant.id },
		});
		await offers(withdrew.phone, false);
		await t.database.db.execute(sql`update variants set price = ${300_00} where id = ${variant.id}`);
		expect(await notifyPriceDrop(t.app, variant.id)).toBe(0);
		await t.app.outbox.drain();
		expect(textsTo(left.phone, "on your wishlist")).toHaveLength(0);
		expect(textsTo(withdrew.phone, "on your wishlist")).toHaveLength(0);
		const mine = await call(t.app, { method: "GET", url: "/api/account/messages", headers: left.auth });
		expect((mine.body.response as { price_alerts: unknown[] }).price_alerts).toEqual([]);
	});
});

describe("cart reminders", () => {
	it("the rule: 3 hours after the cart was left, again after 24, no more; a new cart starts again", () => {
		const changedAt = new Date("2026-11-27T06:00:00Z");
		const cart = { since: new Date("2026-11-27T05:00:00Z"), changedAt };
		const at = (ms: number) => new Date(changedAt.getTime() + ms);
		expect(cartReminderDue(cart, undefined, at(CART_REMINDER_AFTER_MS[0] - 1))).toBeNull();
		expect(cartReminderDue(cart, undefined, at(CART_REMINDER_AFTER_MS[0]))).toBe(1);
		expect(cartReminderDue(cart, { cartSince: cart.since, sent: 1 }, at(CART_REMINDER_AFTER_MS[1] - 1))).toBeNull();
		expect(cartReminderDue(cart, { cartSince: cart.since, sent: 1 }, at(CART_REMINDER_AFTER_MS[1]))).toBe(2);
		expect(cartReminderDue(cart, { cartSince: cart.since, sent: 2 }, at(30 * DAY))).toBeNull();
		expect(cartReminderDue(cart, { cartSince: new Date(0), sent: 2 }, at(4 * HOUR))).toBe(1);
	});

	/** A cart of one in-stock line, left `hoursAgo` hours ago. */
	async function leftCart(hoursAgo: number, stock = 4) {
		const shopper = await createShopper(t.database);
		const variant = await fresh({ price: 300_00, stock });
		await putInCart(t.database, shopper.id, variant.id, 1);
		const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
		await t.database.db.execute(
			sql`update cart_items set created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where user_id = ${shopper.id}`,
		);
		return { shopper, variant };
	}
	const remindersTo = (phone: string) => textsTo(phone, "still waiting in your cart");

	it("reminds a shopper with consent twice, linking to the cart, once each however often the job runs", async () => {
		const { shopper } = await leftCart(4);
		await offers(shopper.phone, true);
		const now = new Date();
		const [first, again] = await Promise.all([runCartReminders(t.app, now), runCartReminders(t.app, now)]);
		expect(first + again).toBeGreaterThanOrEqual(1);
		await t.app.outbox.drain();
		expect(remindersTo(shopper.phone).map((m) => m.message)).toEqual([
			"Pitara: 1 item is still waiting in your cart. Complete your order: https://pitara.in/cart",
		]);
		await runCartReminders(t.app, new Date(now.getTime() + 10 * HOUR));
		await t.app.outbox.drain();
		expect(remindersTo(shopper.phone)).toHaveLength(1);
		await runCartReminders(t.app, new Date(now.getTime() + 21 * HOUR));
		await runCartReminders(t.app, new Date(now.getTime() + 21 * HOUR));
		await t.app.outbox.drain();
		expect(remindersTo(shopper.phone)).toHaveLength(2);
		await runCartReminders(t.app, new Date(now.getTime() + 10 * DAY));
		await t.app.outbox.drain();
		expect(remindersTo(shopper.phone)).toHaveLength(2);

		// the dashboard counts an order placed within 7 days after an alert
		const admin = await createAdmin(t.database);
		const figures = async () => {
			const answer = await call(t.app, { method: "GET", url: "/api/admin/dashboard/messages", headers: admin.auth });
			expect(answer.status).toBe(200);
			return answer.body.response as { alert_orders: number; categories: unknown[]; failures: unknown[] };
		};
		const before = await figures();
		expect(Array.isArray(before.categories) && Array.isArray(before.failures)).toBe(true);
		const other = await fresh({ price: 250_00, stock: 5 });
		const placed = await createOrder(
			t.app,
			shopper.auth,
			orderPayload(shopper.addressId, [{ variant: other, quantity: 1 }], { paymentMode: "COD" }),
		);
		expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
		expect((await figures()).alert_orders).toBe(before.alert_orders + 1);
	});

	it("no reminder without consent, after an order, for an emptied cart, for sold-out items, or in quiet hours", async () => {
		const noConsent = await leftCart(4);
		const withdrew = await leftCart(4);
		await offers(withdrew.shopper.phone, true);
		await offers(withdrew.shopper.phone, false);
		const ordered = await leftCart(4);
		await offers(ordered.shopper.phone, true);
		const other = await fresh({ price: 200_00, stock: 5 });
		const placed = await createOrder(
			t.app,
			ordered.shopper.auth,
			orderPayload(ordered.shopper.addressId, [{ variant: other, quantity: 1 }], { paymentMode: "COD" }),
		);
		expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
		const emptied = await leftCart(4);
		await offers(emptied.shopper.phone, true);
		await t.database.db.execute(sql`delete from cart_items where user_id = ${emptied.shopper.id}`);
		const soldOut = await leftCart(4, 0);
		await offers(soldOut.shopper.phone, true);
		const late = await leftCart(4);
		await offers(late.shopper.phone, true);

		// 22:00 in India: quiet hours; nothing is written
		const night = new Date("2026-11-27T16:30:00Z");
		expect(await runCartReminders(t.app, night, { from: 21, until: 9 })).toBe(0);
		await runCartReminders(t.app);
		await t.app.outbox.drain();
		const none = { noConsent, withdrew, ordered, emptied, soldOut };
		for (const [name, who] of Object.entries(none)) expect(remindersTo(who.shopper.phone), name).toHaveLength(0);
		expect(remindersTo(late.shopper.phone)).toHaveLength(1);
	});
});
