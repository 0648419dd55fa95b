import type { AdminShipment, CodConfirmation, OrderShipment, PaymentStart, ShopperLinkView } from "@pitara/shared";
import { addDaysInIndia } from "@pitara/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeShiprocket, startFakeShiprocket } from "../../../test/fake-shiprocket.ts";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import {
	createOrder,
	createShopper,
	orderPayload,
	placeOrder,
	prepareVariants,
	type Shopper,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { addresses, auditLog, codConfirmations, orders, payments, shipments, variants } from "../../db/schema/index.ts";
import { courierWebhookToken } from "../../modules/shipping/index.ts";
import { expireCodConfirmations } from "../../workflows/cod-confirmation.ts";

/**
 * Failed deliveries, returns to origin and COD confirmation through the API
 * (issue 25 items 5–6, decision 048): the shopper's single-use links, the
 * courier's NDR action (the fake Shiprocket), the staff's return to origin
 * and receipt, the COD confirmation window, paying online instead, the
 * high-RTO pincode list and the refused-COD switch.
 */

let t: TestApp;
let fake: FakeShiprocket;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;
const sms = new MemorySmsSender();

beforeAll(async () => {
	fake = await startFakeShiprocket();
	t = await createTestApp({
		seeded: true,
		sms,
		env: {
			SHIPPING_SECRETS_KEY: "b".repeat(64),
			SHIPROCKET_BASE_URL: fake.url,
			SHIPROCKET_TIMEOUT_MS: "300",
			PUBLIC_URL: "https://pitara.in",
		},
	});
	admin = await createAdmin(t.database, { fullName: "Ravi Dispatch" });
	[variant] = (await prepareVariants(t.database, [{ price: 900_00, mrp: 1200_00, stock: 500 }])) as [TestVariant];
	await t.database.db
		.update(variants)
		.set({ weightGrams: 300, boxLengthCm: 25, boxBreadthCm: 20, boxHeightCm: 5 })
		.where(eq(variants.id, variant.id));
});
afterAll(async () => {
	await t?.close();
	await fake?.close();
});

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>, auth = admin.auth) =>
	call(t.app, { method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });
const store = (url: string, payload: Record<string, unknown>, auth?: { authorization: string }) =>
	call(t.app, { method: "POST", url: `/api${url}`, ...(auth ? { headers: auth } : {}), payload });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
	const end = Date.now() + ms;
	for (;;) {
		const value = await read();
		if (ok(value) || Date.now() > end) return value;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const shipmentRow = async (id: number) => (await t.database.db.select().from(shipments).where(eq(shipments.id, id)))[0];
/** The token of the last link texted to a phone containing `words`. */
const linkIn = async (phone: string, words: string) => {
	const text = await until(
		async () => sms.sent.filter((m) => m.to === phone && m.message.includes(words)).at(-1)?.message ?? "",
		(message) => message !== "",
	);
	const match = /https:\/\/pitara\.in\/l\/([A-Za-z0-9_-]+)$/.exec(text);
	expect(match, text).not.toBeNull();
	return match?.[1] as string;
};

let awbs = 0;
async function codOrder(shopper?: Shopper, quantity = 1) {
	const user = shopper ?? (await createShopper(t.database, {}, "Farida Khan"));
	const placed = await placeOrder(t.app, user, [{ variant, quantity }], { paymentMode: "COD" });
	expect(placed.status, JSON.stringify(placed.body)).toBe(201);
	return { user, orderId: placed.orderId };
}
async function bookManual(orderId: number) {
	awbs += 1;
	const booked = await send("POST", `/orders/${orderId}/shipments`, {
		adapter: "manual",
		courier_name: "DTDC",
		awb: `N${900_000 + awbs}`,
	});
	expect(booked.status, JSON.stringify(booked.body)).toBe(201);
	return booked.body.response as AdminShipment;
}
const scan = (id: number, status: string, note?: string) =>
	send("POST", `/shipments/${id}/scans`, { status, ...(note ? { note } : {}) });

async function setGuard(overrides: Record<string, unknown> = {}) {
	const saved = await send("PUT", "/settings/cod-guard", {
		always: false,
		first_order_of_phone: false,
		above_amount: 0,
		high_rto_pincodes: true,
		window_hours: 24,
		prepaid_saving: 0,
		rto_rate_percent: 30,
		rto_min_orders: 20,
		refused_limit: 2,
		...overrides,
	});
	expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe("a failed delivery (NDR)", () => {
	it("texts the shopper a single-use link; their new date and corrected phone reach the NDR queue", async () => {
		await setGuard();
		const { user, orderId } = await codOrder();
		const parcel = await bookManual(orderId);
		await scan(parcel.id, "out_for_delivery");
		const failed = await scan(parcel.id, "undelivered", "Customer not available");
		expect((failed.body.response as AdminShipment).status).toBe("undelivered");
		const token = await linkIn(user.phone, "could not deliver");

		const ndr = await send("GET", "/shipments?queue=ndr");
		expect((ndr.body.response as AdminShipment[]).map((row) => row.id)).toContain(parcel.id);

		const view = await call(t.app, { method: "GET", url: `/api/links/${token}` });
		expect(view.status).toBe(200);
		const link = view.body.response as ShopperLinkView;
		expect(link).toMatchObject({ purpose: "ndr", order_id: orderId, state: "open" });
		expect(link.ndr?.dates).toHaveLength(5);
		expect(link.ndr?.phone).toMatch(/^•+\d{4}$/);

		const date = addDaysInIndia(2);
		const wrongDate = await store(`/links/${token}/ndr`, { date: addDaysInIndia(30) });
		expect(wrongDate.status).toBe(422);
		const badPhone = await store(`/links/${token}/ndr`, { date, phone: "12345" });
		expect(badPhone.status).toBe(400);
		const answered = await store(`/links/${token}/ndr`, { date, phone: "9876501234" });
		expect(answered.status, JSON.stringify(answered.body)).toBe(200);
		expect((await store(`/links/${token}/ndr`, { date })).body.code).toBe("LINK_USED");

		const row = await shipmentRow(parcel.id);
		expect(row?.ndrRequest).toMatchObject({ date, phone: "9876501234" });
		const queue = (await send("GET", "/shipments?queue=ndr")).body.response as AdminShipment[];
		expect(queue.find((r) => r.id === parcel.id)?.ndr_request).toMatchObject({ date, phone: "9876501234" });
		// the courier comes again: out for delivery, then delivered
		expect((await scan(parcel.id, "out_for_delivery")).status).toBe(200);
		expect((await scan(parcel.id, "delivered")).status).toBe(200);
		expect((await orderRow(orderId))?.status).toBe("Delivered");
	});

	it("a Shiprocket parcel's answer from the order page is the courier's NDR re-attempt, once", async () => {
		await send("PUT", "/settings/shipping", {
			adapter: "shiprocket",
			shiprocket_email: fake.email,
			shiprocket_password: fake.password,
			pickup_location: "Primary",
			pickup_pincode: "560095",
		});
		const { user, orderId } = await codOrder();
		const id = ((await send("POST", `/orders/${orderId}/shipments`, {})).body.response as AdminShipment).id;
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		const awb = booked?.awb as string;
		fake.ndr.add(awb);
		const hook = await call(t.app, {
			method: "POST",
			url: "/api/webhooks/courier/shiprocket",
			headers: { "x-api-key": await courierWebhookToken(t.database.db) },
			payload: { awb, current_status: "UNDELIVERED", current_timestamp: "2026-11-28 18:00:00", scans: [] },
		});
		expect(hook.status).toBe(200);
		await until(
			() => shipmentRow(id),
			(row) => row?.status === "undelivered",
		);
		const parcels = (await store("/order/shipments/fetch", { order_id: orderId }, user.auth)).body
			.response as OrderShipment[];
		expect(parcels[0]?.ndr).toMatchObject({ answered: false });
		const date = parcels[0]?.ndr?.dates[0] as string;
		const stranger = await createShopper(t.database);
		expect((await store("/order/ndr/answer", { order_id: orderId, shipment_id: id, date }, stranger.auth)).status).toBe(
			404,
		);
		const answer = await store(
			"/order/ndr/answer",
			{ order_id: orderId, shipment_id: id, date, address_line1: "14, Park Street, 2nd floor" },
			user.auth,
		);
		expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		await until(
			async () => fake.ndrActions.filter((a) => a.awb === awb).length,
			(n) => n > 0,
		);
		expect(fake.ndrActions.filter((a) => a.awb === awb)).toEqual([
			{
				awb,
				body: expect.objectContaining({
					action: "re-attempt",
					deferred_date: date,
					address1: "14, Park Street, 2nd floor",
				}),
			},
		]);
		const after = (await store("/order/shipments/fetch", { order_id: orderId }, user.auth)).body
			.response as OrderShipment[];
		expect(after[0]?.ndr?.answered).toBe(true);
		await send("PUT", "/settings/shipping", {
			adapter: "manual",
			shiprocket_email: fake.email,
			shiprocket_password: "",
			pickup_location: "Primary",
			pickup_pincode: "560095",
		});
	}, 30_000);
});

describe("return to origin", () => {
	it("needs a confirmation; received and restocked, the order is cancelled and its stock is back", async () => {
		const { orderId } = await codOrder(undefined, 2);
		const before = await stockOf(t.database, variant.id);
		const parcel = await bookManual(orderId);
		await scan(parcel.id, "undelivered", "Address not found");
		expect((await send("POST", `/shipments/${parcel.id}/rto`, {})).status).toBe(400);
		expect((await scan(parcel.id, "rto_initiated")).body.code).toBe("USE_RTO_ACTION");
		const rto = await send("POST", `/shipments/${parcel.id}/rto`, { confirm: true });
		expect(rto.status, JSON.stringify(rto.body)).toBe(200);
		expect((rto.body.response as AdminShipment).status).toBe("rto_initiated");
		// not back yet: it cannot be received
		expect((await send("POST", `/shipments/${parcel.id}/receive`, { condition: "restocked" })).body.code).toBe(
			"NOT_RETURNED",
		);
		await scan(parcel.id, "rto_delivered");
		const queue = (await send("GET", "/shipments?queue=rto")).body.response as AdminShipment[];
		expect(queue.map((row) => row.id)).toContain(parcel.id);
		const received = await send("POST", `/shipments/${parcel.id}/receive`, { condition: "restocked" });
		expect(received.status, JSON.stringify(received.body)).toBe(200);
		expect((received.body.response as AdminShipment).rto_condition).toBe("restocked");
		expect((await orderRow(orderId))?.status).toBe("Cancelled");
		expect(await stockOf(t.database, variant.id)).toBe(before + 2);
		expect((await send("POST", `/shipments/${parcel.id}/receive`, { condition: "restocked" })).body.code).toBe(
			"ALREADY_RECEIVED",
		);
		const audit = await t.database.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, "shipment"), eq(auditLog.entityId, String(parcel.id))));
		expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["rto", "receive"]));
	});

	it("damaged goods stay out of stock", async () => {
		const { orderId } = await codOrder();
		const before = await stockOf(t.database, variant.id);
		const parcel = await bookManual(orderId);
		await send("POST", `/shipments/${parcel.id}/rto`, { confirm: true });
		await scan(parcel.id, "rto_delivered");
		expect((await send("POST", `/shipments/${parcel.id}/receive`, { condition: "damaged" })).status).toBe(200);
		expect((await orderRow(orderId))?.status).toBe("Cancelled");
		expect(await stockOf(t.database, variant.id)).toBe(before);
	});

	it("support staff may read the queues but not send a parcel back", async () => {
		const support = await createUser(t.database, { role: "support" });
		expect((await send("GET", "/shipments?queue=ndr", undefined, support.auth)).status).toBe(200);
		expect((await send("POST", "/shipments/1/rto", { confirm: true }, support.auth)).status).toBe(403);
		expect((await send("PUT", "/settings/cod-guard", {}, support.auth)).status).toBe(403);
	});
});

describe("COD confirmation", () => {
	it("an order above the limit awaits confirmation, cannot ship, and ships once the shopper confirms by link", async () => {
		await setGuard({ above_amount: 1000 });
		const { user, orderId } = await codOrder(undefined, 2);
		const token = await linkIn(user.phone, "please confirm your cash on delivery order");
		const mine = await store("/order/cod-confirmation/fetch", { order_id: orderId }, user.auth);
		expect(mine.body.response).toMatchObject({ state: "awaiting", state_text: "Awaiting your confirmation" });
		const refused = await send("POST", `/orders/${orderId}/shipments`, { courier_name: "DTDC", awb: "C1000001" });
		expect(refused.body.code).toBe("AWAITING_COD_CONFIRMATION");
		const queue = (await send("GET", "/cod-confirmations")).body.response as CodConfirmation[];
		expect(queue.map((row) => row.order_id)).toContain(orderId);

		const link = (await call(t.app, { method: "GET", url: `/api/links/${token}` })).body.response as ShopperLinkView;
		expect(link).toMatchObject({ purpose: "cod", state: "open", cod: { state: "awaiting" } });
		const confirmed = await store(`/links/${token}/cod`, { action: "confirm" });
		expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
		expect((await store(`/links/${token}/cod`, { action: "cancel" })).body.code).toBe("LINK_USED");
		await until(
			async () => sms.sent.filter((m) => m.to === user.phone && m.message.includes("in cash on delivery")).length,
			(n) => n > 0,
		);
		expect((await send("POST", `/orders/${orderId}/shipments`, { courier_name: "DTDC", awb: "C1000001" })).status).toBe(
			201,
		);
	});

	it("an order under the limit needs none; the shopper may cancel from the order page (stock back)", async () => {
		await setGuard({ above_amount: 1000 });
		const small = await codOrder();
		expect(
			(await store("/order/cod-confirmation/fetch", { order_id: small.orderId }, small.user.auth)).body.response,
		).toBe(null);
		const before = await stockOf(t.database, variant.id);
		const { user, orderId } = await codOrder(undefined, 3);
		const cancelled = await store("/order/cod-confirmation/decide", { order_id: orderId, action: "cancel" }, user.auth);
		expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
		expect((await orderRow(orderId))?.status).toBe("Cancelled");
		expect(await stockOf(t.database, variant.id)).toBe(before);
	});

	it("is cancelled when the window ends, stock returned and the shopper told", async () => {
		await setGuard({ always: true, window_hours: 2 });
		const before = await stockOf(t.database, variant.id);
		const { user, orderId } = await codOrder();
		expect(await expireCodConfirmations(t.app, new Date(Date.now() + 3_600_000))).not.toContain(orderId);
		expect(await expireCodConfirmations(t.app, new Date(Date.now() + 3 * 3_600_000))).toContain(orderId);
		expect((await orderRow(orderId))?.status).toBe("Cancelled");
		expect(await stockOf(t.database, variant.id)).toBe(before);
		const [row] = await t.database.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
		expect(row?.state).toBe("expired");
		await until(
			async () => sms.sent.filter((m) => m.to === user.phone && m.message.includes("has been cancelled")).length,
			(n) => n > 0,
		);
	});

	it("paying online turns the same order prepaid at the reduced amount; a payment after confirming COD is refunded", async () => {
		await setGuard({ above_amount: 1000, prepaid_saving: 50 });
		const { user, orderId } = await codOrder(undefined, 2);
		const placed = await orderRow(orderId);
		const view = (await store("/order/cod-confirmation/fetch", { order_id: orderId }, user.auth)).body
			.response as CodConfirmation;
		const expected = (placed?.subTotal ?? 0) - (placed?.promoDiscount ?? 0) + (placed?.delivery ?? 0) - 50_00;
		expect(view.prepaid_amount).toBe(expected / 100);
		await linkIn(user.phone, "or pay online and save");
		const start = await store("/order/cod-confirmation/pay", { order_id: orderId }, user.auth);
		expect(start.status, JSON.stringify(start.body)).toBe(200);
		const payment = start.body.response as PaymentStart;
		expect(payment.amount).toBe(expected / 100);
		const result = await pay(payment);
		const verified = await store("/payment/verify", { order_id: orderId, ...result }, user.auth);
		expect(verified.status, JSON.stringify(verified.body)).toBe(200);
		const order = await orderRow(orderId);
		expect(order).toMatchObject({ id: orderId, paymentMode: "UPI", paymentStatus: "Paid", total: expected, codFee: 0 });
		const [row] = await t.database.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
		expect(row?.state).toBe("prepaid");
		// now it may ship (no COD to collect)
		const parcel = await bookManual(orderId);
		expect(parcel.cod_amount).toBe(0);

		// another: started paying, then confirmed COD, then the payment lands → refunded, the order stays COD
		const second = await codOrder(user, 2);
		const late = (await store("/order/cod-confirmation/pay", { order_id: second.orderId }, user.auth)).body
			.response as PaymentStart;
		expect(
			(await store("/order/cod-confirmation/decide", { order_id: second.orderId, action: "confirm" }, user.auth))
				.status,
		).toBe(200);
		const lateResult = await pay(late);
		const lateVerify = await store("/payment/verify", { order_id: second.orderId, ...lateResult }, user.auth);
		expect(lateVerify.body.code).toBe("PAYMENT_LATE");
		expect(await orderRow(second.orderId)).toMatchObject({ paymentMode: "COD", paymentStatus: "Pending" });
		const [attempt] = await t.database.db
			.select()
			.from(payments)
			.where(and(eq(payments.orderId, second.orderId), eq(payments.gateway, "test")));
		expect(attempt?.status).toBe("refunded");
	});

	it("a pincode the staff list needs confirmation", async () => {
		await setGuard();
		const user = await createShopper(t.database, {}, "Neha Rao");
		const [address] = await t.database.db.select().from(addresses).where(eq(addresses.id, user.addressId));
		const listed = await send("PUT", "/rto-pincodes", { pincode: address?.pincode, listed: true });
		expect(listed.status, JSON.stringify(listed.body)).toBe(200);
		expect((await send("PUT", "/rto-pincodes", { pincode: "12", listed: true })).status).toBe(400);
		const { orderId } = await codOrder(user);
		const [row] = await t.database.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
		expect(row?.reason).toBe("Pincode on the high-RTO list");
		await send("PUT", "/rto-pincodes", { pincode: address?.pincode, listed: false });
	});
});

/** The test gateway's page, Pay pressed: the signed result it hands back. */
async function pay(payment: PaymentStart): Promise<Record<string, string>> {
	const url = payment.redirect_url ?? "";
	const posted = await t.app.inject({
		method: "POST",
		url,
		headers: { "content-type": "application/x-www-form-urlencoded" },
		payload: "outcome=paid",
	});
	expect(posted.statusCode).toBe(303);
	return Object.fromEntries(new URL(String(posted.headers.location), "http://localhost").searchParams);
}

describe("refused COD deliveries", () => {
	it("two in 180 days switch a customer's COD off; the staff switch it back, audited", async () => {
		await setGuard({ refused_limit: 2 });
		const user = await createShopper(t.database, {}, "Arjun Mehta");
		for (const _ of [1, 2]) {
			const { orderId } = await codOrder(user);
			const parcel = await bookManual(orderId);
			await scan(parcel.id, "undelivered", "Customer refused");
			await send("POST", `/shipments/${parcel.id}/rto`, { confirm: true });
		}
		const refused = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { paymentMode: "COD" }),
		);
		expect(refused.body.code).toBe("COD_SWITCHED_OFF");
		const state = await send("GET", `/customers/${user.id}/cod`);
		expect(state.body.response).toMatchObject({ cod_off: true, refused: 2 });
		const back = await send("PUT", `/customers/${user.id}/cod`, { cod_off: false, note: "Called: was travelling" });
		expect(back.status, JSON.stringify(back.body)).toBe(200);
		expect((await codOrder(user)).orderId).toBeGreaterThan(0);
		const audit = await t.database.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, "customer_cod"), eq(auditLog.entityId, String(user.id))));
		expect(audit).toHaveLength(1);
	});
});
