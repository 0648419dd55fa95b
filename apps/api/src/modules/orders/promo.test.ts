import { messages } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import {
	cancelOrder,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { auditLog, giftCards, orders, payments, promoCodes, promoRedemptions } from "../../db/schema/index.ts";

let t: TestApp;
let variant: TestVariant;
let dear: TestVariant;
/** one product for each shopper of the total-uses race, so that no stock row puts their orders one after another */
let racing: TestVariant[];

const WELCOME15 = { code: "WELCOME15", percentOff: 15, maxDiscount: 500_00 };

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	let rest: TestVariant[];
	[variant, dear, ...rest] = (await prepareVariants(t.database, [
		{ price: 560_00, mrp: 700_00, stock: 100 },
		{ price: 4000_00, mrp: 4500_00, stock: 100 },
		// for the total-uses race: a product of each racing shopper's own
		...Array.from({ length: 6 }, () => ({ price: 560_00, mrp: 700_00, stock: 10 })),
	])) as [TestVariant, TestVariant, ...TestVariant[]];
	racing = rest;
	await t.database.db.insert(promoCodes).values([
		{ code: "OLDSALE", percentOff: 20, expiresAt: new Date("2020-01-01T00:00:00Z") },
		{ code: "PAUSED10", percentOff: 10, active: false },
		{ code: "EVERYONE10", percentOff: 10 },
	]);
});
afterAll(async () => {
	await t?.close();
});

const shopper = () => createShopper(t.database);

const validate = (auth: { authorization: string }, code: string, items = [{ product_id: variant.id, quantity: 1 }]) =>
	call(t.app, { method: "POST", url: "/api/promo/validate", headers: auth, payload: { code, order_items: items } });

describe("promo codes", () => {
	it("answers the amounts with WELCOME15 (case-insensitive): 15% off the subtotal before the delivery rule", async () => {
		const user = await shopper();
		// ₹560 − 15% = ₹476: the promo takes the order under ₹500, so delivery comes back
		const answer = await validate(user.auth, " welcome15 ");
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({
			status: true,
			message: messages.promo.applied("WELCOME15", "15%"),
			response: {
				code: "WELCOME15",
				percent_off: 15,
				max_discount: 500,
				amounts: {
					mrpTotalAmount: 700,
					subTotalAmount: 560,
					discountAmount: 140,
					promoDiscountAmount: 84,
					deliveryAmount: 50,
					total_amount: 526,
				},
			},
		});
		// capped at ₹500
		const capped = await validate(user.auth, "WELCOME15", [{ product_id: dear.id, quantity: 1 }]);
		expect((capped.body.response as { amounts: unknown }).amounts).toMatchObject({
			subTotalAmount: 4000,
			promoDiscountAmount: 500,
			deliveryAmount: 0,
			total_amount: 3500,
		});
	});

	it("says why a code cannot be used", async () => {
		const user = await shopper();
		const cases: [string, number, string, string][] = [
			["NOPE", 400, "PROMO_UNKNOWN", messages.promo.unknown],
			["OLDSALE", 400, "PROMO_EXPIRED", messages.promo.expired],
			["PAUSED10", 400, "PROMO_INACTIVE", messages.promo.inactive],
			["", 400, "VALIDATION_ERROR", messages.promo.codeRequired],
		];
		for (const [code, status, errorCode, message] of cases) {
			const answer = await validate(user.auth, code);
			expect(answer.status, code).toBe(status);
			expect(answer.body, code).toMatchObject({ code: errorCode, message });
		}
		expect(
			(await call(t.app, { method: "POST", url: "/api/promo/validate", payload: { code: "WELCOME15" } })).status,
		).toBe(401);
	});

	it("applies the code to an order, keeps the code and its amount, and refuses it on a second order", async () => {
		const user = await shopper();
		const payload = orderPayload(user.addressId, [{ variant, quantity: 1 }], { promo: WELCOME15 });
		expect(payload).toMatchObject({
			subTotalAmount: 560,
			promoDiscountAmount: 84,
			deliveryAmount: 50,
			total_amount: 526,
		});
		const placed = await createOrder(t.app, user.auth, payload);
		expect(placed.status).toBe(201);
		const orderId = orderIdOf(placed.body);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order).toMatchObject({
			promoCode: "WELCOME15",
			promoDiscount: 84_00,
			subTotal: 560_00,
			delivery: 50_00,
			total: 526_00,
		});
		const redemptions = await t.database.db
			.select()
			.from(promoRedemptions)
			.where(eq(promoRedemptions.orderId, orderId));
		expect(redemptions).toMatchObject([{ userId: user.id, amount: 84_00 }]);

		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((list.body.response as Record<string, unknown>[])[0]).toMatchObject({
			promo_code: "WELCOME15",
			promoDiscountAmount: 84,
			total_amount: 526,
		});

		const again = await createOrder(t.app, user.auth, payload);
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({ code: "PROMO_NOT_FIRST_ORDER", message: messages.promo.notFirstOrder });
		const check = await validate(user.auth, "WELCOME15");
		expect(check.body.code).toBe("PROMO_NOT_FIRST_ORDER");

		// a code for everyone works on any order; the amounts must include it
		const everyone = orderPayload(user.addressId, [{ variant, quantity: 1 }], {
			promo: { code: "EVERYONE10", percentOff: 10 },
		});
		expect((await createOrder(t.app, user.auth, everyone)).status).toBe(201);
		const withoutPromoAmounts = { ...everyone, promo_code: "EVERYONE10", total_amount: 610 };
		expect((await createOrder(t.app, user.auth, withoutPromoAmounts)).body.code).toBe("PRICE_CHANGED");
	});

	it("lets a shopper whose only order was cancelled use the first-order code again", async () => {
		const user = await shopper();
		const first = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant, quantity: 1 }]));
		await cancelOrder(t.app, user.auth, orderIdOf(first.body));
		const withCode = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { promo: WELCOME15 }),
		);
		expect(withCode.status).toBe(201);
	});

	it("refuses an unknown or expired code on an order with the field named", async () => {
		const user = await shopper();
		for (const code of ["NOPE", "OLDSALE"]) {
			const answer = await createOrder(t.app, user.auth, {
				...orderPayload(user.addressId, [{ variant, quantity: 1 }]),
				promo_code: code,
			});
			expect(answer.status).toBe(400);
			expect(answer.body.errors).toEqual([{ field: "promo_code", message: expect.any(String) }]);
		}
	});
});

describe("promo codes made in the console: a fixed amount, a minimum order, a start date, once per customer", () => {
	let admin: { authorization: string };
	const DAY = 24 * 60 * 60 * 1000;
	const create = async (body: Record<string, unknown>) => {
		const answer = await call(t.app, { method: "POST", url: "/api/admin/promo-codes", headers: admin, payload: body });
		expect(answer.status, JSON.stringify(answer.body)).toBe(201);
		return answer.body.response as { id: number; code: string };
	};
	beforeAll(async () => {
		admin = (await createAdmin(t.database)).auth;
		await create({ code: "FLAT200", amount_off: 200, min_order: 999, once_per_customer: true });
		await create({
			code: "NEWYEAR",
			percent_off: 10,
			starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
			expires_at: new Date(Date.now() + 30 * DAY).toISOString(),
		});
	});

	it("takes a fixed ₹200 off the items, computed by the server, and says so", async () => {
		const user = await shopper();
		// two of ₹560 = ₹1,120, above the ₹999 minimum: ₹920 after the code, delivery free
		const answer = await validate(user.auth, "flat200", [{ product_id: variant.id, quantity: 2 }]);
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({
			message: "FLAT200 applied: ₹200 off your items",
			response: {
				code: "FLAT200",
				percent_off: null,
				amount_off: 200,
				amounts: { subTotalAmount: 1120, promoDiscountAmount: 200, deliveryAmount: 0, total_amount: 920 },
			},
		});
		const payload = orderPayload(user.addressId, [{ variant, quantity: 2 }], {
			promo: { code: "FLAT200", amountOff: 200_00 },
		});
		expect(payload).toMatchObject({ promoDiscountAmount: 200, total_amount: 920 });
		const placed = await createOrder(t.app, user.auth, payload);
		expect(placed.status).toBe(201);
		const [order] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(placed.body)));
		expect(order).toMatchObject({ promoCode: "FLAT200", promoDiscount: 200_00, total: 920_00 });
		// a shopper who sends a larger discount than the server computes is refused
		const other = await shopper();
		const greedy = {
			...orderPayload(other.addressId, [{ variant, quantity: 2 }], { promo: { code: "FLAT200", amountOff: 200_00 } }),
			promoDiscountAmount: 300,
			total_amount: 820,
		};
		expect((await createOrder(t.app, other.auth, greedy)).body.code).toBe("PRICE_CHANGED");
	});

	it("refuses the code below its minimum order with a clear message, on checking and on ordering", async () => {
		const user = await shopper();
		const message = "That promo code needs items worth at least ₹999";
		const answer = await validate(user.auth, "FLAT200", [{ product_id: variant.id, quantity: 1 }]);
		expect(answer.status).toBe(400);
		expect(answer.body).toMatchObject({ code: "PROMO_BELOW_MINIMUM", message, errors: [{ field: "code", message }] });
		const order = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { promo: { code: "FLAT200", amountOff: 200_00 } }),
		);
		expect(order.status).toBe(400);
		expect(order.body).toMatchObject({ code: "PROMO_BELOW_MINIMUM", errors: [{ field: "promo_code", message }] });
	});

	it("refuses a code before its start date, saying from when it can be used", async () => {
		const user = await shopper();
		const starts = new Intl.DateTimeFormat("en-IN", {
			day: "numeric",
			month: "long",
			year: "numeric",
			timeZone: "Asia/Kolkata",
		}).format(new Date(Date.now() + 3 * DAY));
		const answer = await validate(user.auth, "NEWYEAR");
		expect(answer.status).toBe(400);
		expect(answer.body).toMatchObject({
			code: "PROMO_NOT_STARTED",
			message: `That promo code can be used from ${starts}`,
		});
		const order = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { promo: { code: "NEWYEAR", percentOff: 10 } }),
		);
		expect(order.body.code).toBe("PROMO_NOT_STARTED");
	});

	it("lets a shopper use a once-per-customer code on one order only, and again once that order is cancelled", async () => {
		const user = await shopper();
		const payload = orderPayload(user.addressId, [{ variant, quantity: 2 }], {
			promo: { code: "FLAT200", amountOff: 200_00 },
		});
		const first = await createOrder(t.app, user.auth, payload);
		expect(first.status).toBe(201);
		const again = await createOrder(t.app, user.auth, payload);
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({ code: "PROMO_ALREADY_USED", message: "You have already used that promo code" });
		expect((await validate(user.auth, "FLAT200", [{ product_id: variant.id, quantity: 2 }])).body.code).toBe(
			"PROMO_ALREADY_USED",
		);
		await cancelOrder(t.app, user.auth, orderIdOf(first.body));
		expect((await createOrder(t.app, user.auth, payload)).status).toBe(201);
	});

	it("keeps a code one kind of discount with sensible dates, and records each change in the audit log", async () => {
		const both = await call(t.app, {
			method: "POST",
			url: "/api/admin/promo-codes",
			headers: admin,
			payload: { code: "BOTH", percent_off: 10, amount_off: 100 },
		});
		expect(both.status).toBe(400);
		expect(both.body.errors).toContainEqual({
			field: "percent_off",
			message: "Give either a percentage off or an amount off, not both",
		});
		const neither = await call(t.app, {
			method: "POST",
			url: "/api/admin/promo-codes",
			headers: admin,
			payload: { code: "NEITHER" },
		});
		expect(neither.status).toBe(400);
		const backwards = await call(t.app, {
			method: "POST",
			url: "/api/admin/promo-codes",
			headers: admin,
			payload: {
				code: "BACKWARDS",
				percent_off: 5,
				starts_at: "2026-12-10T00:00:00+05:30",
				expires_at: "2026-12-01T00:00:00+05:30",
			},
		});
		expect(backwards.body.errors).toContainEqual({ field: "expires_at", message: "The code must end after it starts" });

		// a percentage code turned into a fixed amount: the percentage and its cap go
		const code = await create({ code: "SWITCH15", percent_off: 15, max_discount: 300 });
		const switched = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/promo-codes/${code.id}`,
			headers: admin,
			payload: { amount_off: 150, min_order: 500 },
		});
		expect(switched.status).toBe(200);
		expect(switched.body.response).toMatchObject({
			percent_off: null,
			max_discount: null,
			amount_off: 150,
			min_order: 500,
		});
		const capOnAmount = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/promo-codes/${code.id}`,
			headers: admin,
			payload: { max_discount: 100 },
		});
		expect(capOnAmount.status).toBe(400);
		const entries = await t.database.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.entityId, String(code.id)));
		expect(entries.filter((entry) => entry.entity === "promo_code").map((entry) => entry.action)).toEqual([
			"create",
			"update",
		]);
	});
});

describe("a code worth as much as the items or more (issue 22)", () => {
	let admin: { authorization: string };
	beforeAll(async () => {
		admin = (await createAdmin(t.database)).auth;
		const made = await call(t.app, {
			method: "POST",
			url: "/api/admin/promo-codes",
			headers: admin,
			payload: { code: "ALLFREE", amount_off: 1000 },
		});
		expect(made.status, JSON.stringify(made.body)).toBe(201);
		// a card with nothing left on it
		await t.database.db.insert(giftCards).values({ code: "PITARA-EMPTY-0001", initialBalance: 500_00, balance: 0 });
	});

	// ₹560 of items, ₹1,000 off: the items cost nothing, and delivery follows its own rule (₹50 up to ₹500)
	const EXPECTED = { subTotalAmount: 560, promoDiscountAmount: 560, deliveryAmount: 50, total_amount: 50 };

	it("never takes off more than the items, and charges delivery by its own threshold", async () => {
		const user = await shopper();
		const answer = await validate(user.auth, "ALLFREE");
		expect(answer.status).toBe(200);
		expect((answer.body.response as { amounts: unknown }).amounts).toMatchObject(EXPECTED);
	});

	it("asks the gateway for the delivery an online order costs, never for ₹0", async () => {
		const user = await shopper();
		const payload = orderPayload(user.addressId, [{ variant, quantity: 1 }], {
			paymentMode: "UPI",
			promo: { code: "ALLFREE", amountOff: 1000_00 },
		});
		expect(payload).toMatchObject(EXPECTED);
		const placed = await createOrder(t.app, user.auth, payload);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		expect(placed.body.response).toMatchObject({ payment: { amount: 50, currency: "INR" } });
		const [order] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(placed.body)));
		expect(order).toMatchObject({ promoDiscount: 560_00, delivery: 50_00, total: 50_00, paymentStatus: "Pending" });
	});

	it("lets no used-up gift card pay for it", async () => {
		const user = await shopper();
		const payload = orderPayload(user.addressId, [{ variant, quantity: 1 }], {
			paymentMode: "GIFT_CARD",
			giftCard: "PITARA-EMPTY-0001",
			promo: { code: "ALLFREE", amountOff: 1000_00 },
		});
		const placed = await createOrder(t.app, user.auth, payload);
		expect(placed.status).toBe(409);
		expect(placed.body.code).toBe("GIFT_CARD_REFUSED");
		const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.code, "PITARA-EMPTY-0001"));
		expect(card?.balance).toBe(0);
		expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
	});

	it("never opens a gateway payment for an order that has nothing to pay", async () => {
		const user = await shopper();
		const placed = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { paymentMode: "UPI" }),
		);
		expect(placed.status).toBe(201);
		const orderId = orderIdOf(placed.body);
		// however an order came to total nothing, the gateway is not asked to take ₹0
		await t.database.db.update(orders).set({ total: 0 }).where(eq(orders.id, orderId));
		await t.database.db.delete(payments).where(eq(payments.orderId, orderId));
		const start = await call(t.app, {
			method: "POST",
			url: "/api/payment/start",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect(start.status).toBe(409);
		expect(start.body).toMatchObject({ code: "NOTHING_TO_PAY", message: messages.payment.nothingToPay });
		expect(await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
	});
});

describe("a total-uses limit (all shoppers together), set and changed in the console (issue 27 item 6)", () => {
	let admin: { authorization: string };
	let limited: { id: number; code: string; max_uses: number | null };
	const payloadFor = (addressId: number, index = 0) =>
		orderPayload(addressId, [{ variant: racing[index] as TestVariant, quantity: 1 }], {
			promo: { code: "LAST3", amountOff: 50_00 },
		});
	beforeAll(async () => {
		admin = (await createAdmin(t.database)).auth;
		const created = await call(t.app, {
			method: "POST",
			url: "/api/admin/promo-codes",
			headers: admin,
			payload: { code: "last3", amount_off: 50, max_uses: 3 },
		});
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		limited = created.body.response as typeof limited;
	});

	it("validates the limit and records its change, by a role that may", async () => {
		expect(limited).toMatchObject({ code: "LAST3", max_uses: 3 });
		const patch = (auth: { authorization: string }, payload: Record<string, unknown>) =>
			call(t.app, { method: "PATCH", url: `/api/admin/promo-codes/${limited.id}`, headers: auth, payload });
		const zero = await patch(admin, { max_uses: 0 });
		expect(zero.status).toBe(400);
		expect(JSON.stringify(zero.body.errors)).toContain("Total uses must be at least 1");
		expect((await patch(admin, { max_uses: 1.5 })).status).toBe(400);
		// the support staff may not change a code; the catalogue staff may
		const support = await createUser(t.database, { fullName: "Support Staff", role: "support" });
		expect((await patch(support.auth, { max_uses: 5 })).status).toBe(403);
		const catalogue = await createUser(t.database, { fullName: "Catalogue Staff", role: "catalogue" });
		const changed = await patch(catalogue.auth, { max_uses: 2 });
		expect(changed.status).toBe(200);
		expect(changed.body.response).toMatchObject({ max_uses: 2 });
		const back = await patch(admin, { max_uses: 3 });
		expect(back.body.response).toMatchObject({ max_uses: 3 });
		const entries = await t.database.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.entityId, String(limited.id)));
		const updates = entries.filter((entry) => entry.entity === "promo_code" && entry.action === "update");
		expect(updates.map((entry) => [(entry.before as { max_uses: number }).max_uses, entry.actorName])).toEqual([
			[3, "Catalogue Staff"],
			[2, expect.any(String)],
		]);
	});

	it("lets exactly as many orders use it as the limit when shoppers race for its last uses, and frees a cancelled one's", async () => {
		const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
		const placed = await Promise.all(
			shoppers.map((user, index) => createOrder(t.app, user.auth, payloadFor(user.addressId, index))),
		);
		const statuses = placed.map((answer) => answer.status).sort();
		expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
		for (const refused of placed.filter((answer) => answer.status === 409)) {
			expect(refused.body).toMatchObject({
				code: "PROMO_USED_UP",
				message: messages.promo.usedUp,
				errors: [{ field: "promo_code", message: messages.promo.usedUp }],
			});
		}
		const redemptions = await t.database.db
			.select()
			.from(promoRedemptions)
			.where(eq(promoRedemptions.promoCodeId, limited.id));
		expect(redemptions).toHaveLength(3);

		// the preview says so before the shopper orders
		const late = await shopper();
		const preview = await validate(late.auth, "LAST3");
		expect(preview.status).toBe(409);
		expect(preview.body).toMatchObject({ code: "PROMO_USED_UP", errors: [{ field: "code" }] });
		const listed = await call(t.app, { method: "GET", url: "/api/admin/promo-codes?q=LAST3", headers: admin });
		expect(listed.body.response).toMatchObject([{ code: "LAST3", uses: 3, max_uses: 3 }]);

		// a cancelled order gives its use back
		const first = placed.find((answer) => answer.status === 201) as (typeof placed)[number];
		const owner = shoppers[placed.indexOf(first)] as Awaited<ReturnType<typeof shopper>>;
		await cancelOrder(t.app, owner.auth, orderIdOf(first.body));
		expect((await validate(late.auth, "LAST3")).status).toBe(200);
		expect((await createOrder(t.app, late.auth, payloadFor(late.addressId))).status).toBe(201);
		expect((await createOrder(t.app, owner.auth, payloadFor(owner.addressId))).body.code).toBe("PROMO_USED_UP");
	});
});
