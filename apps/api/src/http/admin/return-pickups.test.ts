import { type AdminReturn, type AdminShipment, returnsMessages } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeShiprocket, startFakeShiprocket } from "../../../test/fake-shiprocket.ts";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import {
	orderItems,
	orders,
	orderTracking,
	returns,
	shipmentAttempts,
	shipments,
	variants,
} from "../../db/schema/index.ts";
import { courierWebhookToken } from "../../modules/shipping/index.ts";

/**
 * Reverse pickups (issue 25 item 1 with issue 24, decision 055): an approved
 * return's parcel booked by hand or as Shiprocket's return order (with the
 * doorstep quality check for one unit), never twice whatever the faults, a
 * failed booking switched to a manual courier, and the pickup's scans moving
 * the return (picked up; received at the shop) and never the order.
 */

let t: TestApp;
let fake: FakeShiprocket;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let frock: TestVariant;
const sms = new MemorySmsSender();

beforeAll(async () => {
	fake = await startFakeShiprocket();
	t = await createTestApp({
		seeded: true,
		sms,
		env: { SHIPPING_SECRETS_KEY: "b".repeat(64), SHIPROCKET_BASE_URL: fake.url, SHIPROCKET_TIMEOUT_MS: "150" },
	});
	admin = await createAdmin(t.database, { fullName: "Nisha Returns" });
	[frock] = (await prepareVariants(t.database, [{ price: 800_00, mrp: 900_00, stock: 200 }])) as [TestVariant];
	await t.database.db
		.update(variants)
		.set({ weightGrams: 300, boxLengthCm: 25, boxBreadthCm: 20, boxHeightCm: 4 })
		.where(eq(variants.id, frock.id));
});
afterAll(async () => {
	await t?.close();
	await fake?.close();
});

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
	call(t.app, { method, url: `/api/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
	const end = Date.now() + ms;
	for (;;) {
		const value = await read();
		if (ok(value) || Date.now() > end) return value;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

const shipmentRow = async (id: number) => (await t.database.db.select().from(shipments).where(eq(shipments.id, id)))[0];
const returnOf = async (id: number) => (await send("GET", `/orders/returns/${id}`)).body.response as AdminReturn;

async function useAdapter(adapter: "manual" | "shiprocket") {
	const saved = await send("PUT", "/settings/shipping", {
		adapter,
		shiprocket_email: fake.email,
		shiprocket_password: fake.password,
		pickup_location: "Primary",
		pickup_pincode: "560095",
	});
	expect(saved.status).toBe(200);
}

/** A delivered order of `quantity` frocks and its approved return of all of them (picked up at the door). */
async function approvedReturn(quantity = 1) {
	const user = await createShopper(t.database, { fullName: "Anjali Menon" });
	const placed = await placeOrder(t.app, user, [{ variant: frock, quantity }], { paymentMode: "COD" });
	expect(placed.status).toBe(201);
	for (const status of ["Shipped", "Delivered"]) {
		const moved = await send("POST", `/orders/${placed.orderId}/status`, { status });
		expect(moved.status).toBe(200);
	}
	const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
	const asked = await call(t.app, {
		method: "POST",
		url: `/api/orders/${placed.orderId}/returns`,
		headers: user.auth,
		payload: {
			address_id: user.addressId,
			refund_to: "credit",
			items: [{ order_item_id: item?.id, quantity, reason: "too_small" }],
		},
	});
	expect(asked.status, JSON.stringify(asked.body)).toBe(201);
	const returnId = (asked.body.response as { return_id: number }).return_id;
	// a pincode with a pickup (the test addresses may have none: the shopper would send it)
	await t.database.db.update(returns).set({ selfShip: false, selfShipCredit: 0 }).where(eq(returns.id, returnId));
	expect((await send("POST", `/orders/returns/${returnId}/actions`, { action: "approve" })).status).toBe(200);
	return { orderId: placed.orderId, returnId, user };
}

const orderStatus = async (id: number) =>
	(await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe("a return's pickup with the manual adapter", () => {
	it("books with the staff's courier and AWB; their scans move the return, never the order", async () => {
		await useAdapter("manual");
		const { orderId, returnId } = await approvedReturn(2);
		const missing = await send("POST", `/orders/returns/${returnId}/pickup`, {});
		expect(missing.status).toBe(400);
		expect(missing.body.code).toBe("AWB_REQUIRED");

		const booked = await send("POST", `/orders/returns/${returnId}/pickup`, {
			courier_name: "Delhivery",
			awb: "R7700001",
		});
		expect(booked.status, JSON.stringify(booked.body)).toBe(201);
		const pickup = booked.body.response as AdminShipment;
		expect(pickup).toMatchObject({
			kind: "reverse",
			return_id: returnId,
			status: "booked",
			awb: "R7700001",
			cod_amount: 0,
			weight_grams: 600,
			quality_check: false,
		});
		expect(pickup.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
		const scheduled = await returnOf(returnId);
		expect(scheduled.status).toBe("Pickup scheduled");
		expect(scheduled.pickup_awb).toBe("R7700001");
		// never a second pickup of the same return
		const again = await send("POST", `/orders/returns/${returnId}/pickup`, { courier_name: "DTDC", awb: "R7700002" });
		expect(again.status).toBe(409);
		expect(again.body.code).toBe("RETURN_STATE");
		expect((await send("GET", `/orders/returns/${returnId}/pickup`)).body.response).toMatchObject({ id: pickup.id });

		const scan = (status: string) => send("POST", `/shipments/${pickup.id}/scans`, { status });
		expect((await scan("picked_up")).status).toBe(200);
		expect((await returnOf(returnId)).status).toBe("Picked up");
		// a return's parcel has no return to origin, and it never goes back
		expect((await scan("rto_in_transit")).body.code).toBe("SCAN_REFUSED");
		expect((await scan("delivered")).status).toBe(200);
		expect((await scan("in_transit")).body.code).toBe("SCAN_REFUSED");
		const received = await returnOf(returnId);
		expect(received.status).toBe("Picked up");
		expect(received.to_inspect).toBe(true);
		expect(received.timeline.map((step) => step.status)).toEqual([
			"Requested",
			"Approved",
			"Pickup scheduled",
			"Picked up",
			"Received at the shop",
		]);
		// the order stays as it was (delivered to the shopper before): a return's delivery is the shop's
		expect(await orderStatus(orderId)).toBe("Delivered");
		// nothing was added to the order's own tracking by the return's parcel
		const tracking = await t.database.db.select().from(orderTracking).where(eq(orderTracking.orderId, orderId));
		expect(tracking.filter((step) => step.status === "Delivered")).toHaveLength(1);
		expect(tracking.filter((step) => step.status === "Shipped")).toHaveLength(1);
	});

	it("refuses a return not approved, and one the shopper sends themselves", async () => {
		await useAdapter("manual");
		const { returnId } = await approvedReturn();
		await t.database.db.update(returns).set({ selfShip: true }).where(eq(returns.id, returnId));
		const selfShip = await send("POST", `/orders/returns/${returnId}/pickup`, {
			courier_name: "DTDC",
			awb: "R7700010",
		});
		expect(selfShip.body.code).toBe("SELF_SHIP");
		await t.database.db.update(returns).set({ selfShip: false, status: "Requested" }).where(eq(returns.id, returnId));
		const requested = await send("POST", `/orders/returns/${returnId}/pickup`, {
			courier_name: "DTDC",
			awb: "R7700011",
		});
		expect(requested.body.code).toBe("RETURN_STATE");
		expect(await t.database.db.select().from(shipments).where(eq(shipments.returnId, returnId))).toHaveLength(0);
	});
});

describe("a return's pickup with Shiprocket", () => {
	it("books a return order with the doorstep check, then its webhook scans move the return", async () => {
		await useAdapter("shiprocket");
		const { orderId, returnId } = await approvedReturn(1);
		const created = await send("POST", `/orders/returns/${returnId}/pickup`, {});
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		const id = (created.body.response as AdminShipment).id;
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		expect(booked?.awb).toMatch(/^\d+$/);
		expect(booked?.qualityCheck).toBe(true);
		const order = fake.orders.find((o) => o.channelOrderId === `PIT-${orderId}-${id}`);
		expect(order?.isReturn).toBe(true);
		expect(order?.body).toMatchObject({ shipping_customer_name: "Pitara", shipping_pincode: "560095" });
		const items = order?.body.order_items as Record<string, unknown>[];
		expect(items[0]).toMatchObject({ qc_enable: true, units: 1, qc_size: expect.any(String) });
		// the AWB was asked as a return's
		expect(
			fake.requests.some(
				(r) => r.path === "/courier/assign/awb" && (r.body as { is_return?: number })?.is_return === 1,
			),
		).toBe(true);
		const scheduled = await until(
			() => returnOf(returnId),
			(r) => r.status === "Pickup scheduled",
		);
		expect(scheduled.pickup_awb).toBe(booked?.awb);

		const hook = (status: string, at: string) =>
			call(t.app, {
				method: "POST",
				url: "/api/webhooks/courier/shiprocket",
				headers: { "x-api-key": "" },
				payload: { awb: booked?.awb, current_status: status, current_timestamp: at },
			});
		const token = await courierWebhookToken(t.database.db);
		const post = (status: string, at: string) =>
			call(t.app, {
				method: "POST",
				url: "/api/webhooks/courier/shiprocket",
				headers: { "x-api-key": token },
				payload: { awb: booked?.awb, current_status: status, current_timestamp: at },
			});
		expect((await hook("RETURN PICKED UP", "2026-11-28 11:00:00")).status).toBe(401);
		expect((await post("RETURN PICKED UP", "2026-11-28 11:00:00")).status).toBe(200);
		await until(
			() => returnOf(returnId),
			(r) => r.status === "Picked up",
		);
		expect((await post("RETURN DELIVERED", "2026-11-30 15:00:00")).status).toBe(200);
		// replayed: kept once, nothing twice
		expect((await post("RETURN DELIVERED", "2026-11-30 15:00:00")).status).toBe(200);
		const received = await until(
			() => returnOf(returnId),
			(r) => r.timeline.some((step) => step.status === "Received at the shop"),
		);
		expect(received.timeline.filter((step) => step.status === "Received at the shop")).toHaveLength(1);
		expect((await shipmentRow(id))?.status).toBe("delivered");
		expect(await orderStatus(orderId)).toBe("Delivered");
	}, 30_000);

	it("times out after creating: the retry searches the return orders, exactly one pickup is booked", async () => {
		await useAdapter("shiprocket");
		const { orderId, returnId } = await approvedReturn(2);
		fake.switches.timeoutAfterCreate = 1;
		const id = ((await send("POST", `/orders/returns/${returnId}/pickup`, {})).body.response as AdminShipment).id;
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		expect(booked?.status).toBe("booked");
		// two units: no doorstep check (Shiprocket offers it for one unit of one item)
		expect(booked?.qualityCheck).toBe(false);
		expect(fake.orders.filter((o) => o.channelOrderId === `PIT-${orderId}-${id}`)).toHaveLength(1);
		const attempts = await t.database.db.select().from(shipmentAttempts).where(eq(shipmentAttempts.shipmentId, id));
		expect(attempts.map((a) => a.outcome)).toEqual([null, "found"]);
	}, 30_000);

	it("a refused pickup waits in Booking failed; the staff book it by hand instead, and the courier's stray order is cancelled", async () => {
		await useAdapter("shiprocket");
		const { orderId, returnId } = await approvedReturn(1);
		// the create times out after Shiprocket made the order; then Shiprocket answers 500 to everything
		fake.switches.timeoutAfterCreate = 1;
		const id = ((await send("POST", `/orders/returns/${returnId}/pickup`, {})).body.response as AdminShipment).id;
		const reference = `PIT-${orderId}-${id}`;
		await until(
			async () => fake.orders.some((o) => o.channelOrderId === reference),
			(made) => made,
		);
		fake.switches.fail500 = 10_000;
		const failed = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booking_failed",
		);
		expect(failed?.status).toBe("booking_failed");
		const wrong = await send("POST", `/shipments/${id}/manual`, { courier_name: "", awb: "x" });
		expect(wrong.status).toBe(400);
		const manual = await send("POST", `/shipments/${id}/manual`, { courier_name: "India Post", awb: "EK123456789IN" });
		expect(manual.status, JSON.stringify(manual.body)).toBe(200);
		expect(manual.body.response).toMatchObject({ adapter: "manual", status: "booked", awb: "EK123456789IN" });
		expect((await returnOf(returnId)).status).toBe("Pickup scheduled");
		// Shiprocket's order of the lost answer is found by our reference and cancelled; no pickup is booked there
		const stray = fake.orders.filter((o) => o.channelOrderId === reference);
		expect(stray).toHaveLength(1);
		fake.switches.fail500 = 0;
		await until(
			async () => stray[0]?.cancelled,
			(cancelled) => cancelled === true,
		);
		expect(stray[0]?.cancelled).toBe(true);
		expect(stray[0]?.awb).toBeNull();
		// a booked parcel cannot be switched again
		expect((await send("POST", `/shipments/${id}/manual`, { courier_name: "DTDC", awb: "D5550001" })).body.code).toBe(
			"NOT_FAILED",
		);
		// the outbox's later tries leave the staff's booking alone
		await new Promise((resolve) => setTimeout(resolve, 300));
		expect(await shipmentRow(id)).toMatchObject({ adapter: "manual", awb: "EK123456789IN", status: "booked" });
	}, 30_000);
});

describe("the shopper cancels a return whose pickup is booked", () => {
	const cancel = (user: { auth: { authorization: string } }, orderId: number, returnId: number) =>
		call(t.app, {
			method: "POST",
			url: `/api/orders/${orderId}/returns/${returnId}/cancel`,
			headers: user.auth,
			payload: {},
		});

	it("calls off Shiprocket's reverse pickup through the outbox; once picked up it is too late", async () => {
		await useAdapter("shiprocket");
		const { orderId, returnId, user } = await approvedReturn(1);
		const id = ((await send("POST", `/orders/returns/${returnId}/pickup`, {})).body.response as AdminShipment).id;
		await until(
			() => returnOf(returnId),
			(r) => r.status === "Pickup scheduled",
		);
		const cancelled = await cancel(user, orderId, returnId);
		expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
		expect(cancelled.body.response).toMatchObject({ status: "Cancelled", can_cancel: false });
		expect((await shipmentRow(id))?.status).toBe("cancelled");
		// the courier's return order is cancelled there (the outbox's courier-cancel)
		const made = fake.orders.find((o) => o.channelOrderId === `PIT-${orderId}-${id}`);
		await until(
			async () => made?.cancelled,
			(done) => done === true,
		);
		expect(made?.cancelled).toBe(true);
		// a late scan of the cancelled pickup moves nothing back
		expect((await returnOf(returnId)).status).toBe("Cancelled");
		expect((await cancel(user, orderId, returnId)).status).toBe(409);

		// another return whose pickup has been picked up: refused with the reason, nothing changes
		await useAdapter("manual");
		const other = await approvedReturn(1);
		const booked = await send("POST", `/orders/returns/${other.returnId}/pickup`, {
			courier_name: "Delhivery",
			awb: `RC7700${other.orderId}`,
		});
		expect(booked.status, JSON.stringify(booked.body)).toBe(201);
		const parcel = (booked.body.response as AdminShipment).id;
		expect((await send("POST", `/shipments/${parcel}/scans`, { status: "picked_up" })).status).toBe(200);
		const late = await cancel(other.user, other.orderId, other.returnId);
		expect(late.status).toBe(409);
		expect(late.body.code).toBe("RETURN_STATE");
		expect(late.body.message).toMatch(/can no longer be cancelled/);
		expect((await returnOf(other.returnId)).status).toBe("Picked up");
		expect((await shipmentRow(parcel))?.status).toBe("picked_up");
	}, 30_000);
});

describe("a pickup the courier could not make (decision 056)", () => {
	it("is asked again up to the limit, then the shopper sends the parcel, credited the fee; the shopper is told each time", async () => {
		await useAdapter("shiprocket");
		const fee = await send("GET", "/settings/returns");
		const { orderId, returnId, user } = await approvedReturn(1);
		const id = ((await send("POST", `/orders/returns/${returnId}/pickup`, {})).body.response as AdminShipment).id;
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		await until(
			() => returnOf(returnId),
			(r) => r.status === "Pickup scheduled",
		);
		const token = await courierWebhookToken(t.database.db);
		const post = (status: string, at: string, activity?: string) =>
			call(t.app, {
				method: "POST",
				url: "/api/webhooks/courier/shiprocket",
				headers: { "x-api-key": token },
				payload: {
					awb: booked?.awb,
					current_status: status,
					current_timestamp: at,
					scans: [{ "sr-status-label": status, date: at, activity: activity ?? "Customer not available" }],
				},
			});
		const pickupCalls = () =>
			fake.requests.filter(
				(r) =>
					r.path === "/courier/generate/pickup" &&
					(r.body as { shipment_id?: unknown[] }).shipment_id?.map(String).includes(String(booked?.providerShipmentId)),
			).length;
		const asked = pickupCalls();
		const mine = () => sms.sent.filter((m) => m.to.endsWith(user.phone.slice(-10)));
		const texted = mine().length;

		// the first failed attempt: the courier is asked again, the return still waits for it, the shopper is told
		expect((await post("RETURN PICKUP EXCEPTION", "2026-11-28 11:00:00")).status).toBe(200);
		await until(
			async () => pickupCalls(),
			(n) => n === asked + 1,
		);
		expect(pickupCalls()).toBe(asked + 1);
		const once = await until(
			() => returnOf(returnId),
			(r) => r.timeline.some((step) => step.status === "Pickup failed"),
		);
		expect(once.status).toBe("Pickup scheduled");
		expect(once.timeline.at(-1)?.note).toBe(returnsMessages.pickupAgain(1, 3, "Customer not available"));
		// replayed: nothing twice
		expect((await post("RETURN PICKUP EXCEPTION", "2026-11-28 11:00:00")).status).toBe(200);
		await t.app.outbox.drain();
		expect((await returnOf(returnId)).timeline.filter((step) => step.status === "Pickup failed")).toHaveLength(1);
		expect(pickupCalls()).toBe(asked + 1);

		// the second: asked again; the third: the pickup is called off and the shopper sends the parcel
		expect((await post("RETURN PICKUP RESCHEDULED", "2026-11-29 11:00:00")).status).toBe(200);
		await until(
			async () => pickupCalls(),
			(n) => n === asked + 2,
		);
		expect((await post("RETURN PICKUP EXCEPTION", "2026-11-30 11:00:00", "Item not ready")).status).toBe(200);
		const gaveUp = await until(
			() => returnOf(returnId),
			(r) => r.status === "Approved",
		);
		expect(gaveUp.status).toBe("Approved");
		const feeRupees = (fee.body.response as { self_ship_fee: number }).self_ship_fee;
		expect(gaveUp).toMatchObject({ self_ship: true, self_ship_credit: feeRupees });
		expect(gaveUp.timeline.filter((step) => step.status === "Pickup failed")).toHaveLength(3);
		expect((await shipmentRow(id))?.status).toBe("cancelled");
		const made = fake.orders.find((o) => o.channelOrderId === `PIT-${orderId}-${id}`);
		await until(
			async () => made?.cancelled,
			(done) => done === true,
		);
		expect(made?.cancelled).toBe(true);
		expect(pickupCalls()).toBe(asked + 2);
		// the shopper reads it: on the return (what to do) and by SMS at each failure
		const view = await call(t.app, { method: "GET", url: `/api/orders/${orderId}/returns`, headers: user.auth });
		const theirs = (view.body.response as { returns: { summary: string; self_ship: boolean }[] }).returns[0];
		expect(theirs?.self_ship).toBe(true);
		expect(theirs?.summary).toContain("please send the parcel to us");
		await t.app.outbox.drain();
		const sent = mine()
			.slice(texted)
			.map((m) => m.message);
		expect(
			sent.filter((m) => m.includes("pickup was missed") && m.includes(returnsMessages.smsPickupAgain)),
		).toHaveLength(2);
		expect(sent.some((m) => m.includes("needs you to send it") && m.includes(returnsMessages.smsSendIt))).toBe(true);
		// the parcel the shopper sends is received as any self-shipped return
		expect((await send("POST", `/orders/returns/${returnId}/actions`, { action: "picked-up" })).status).toBe(200);
	}, 30_000);
});

describe("a pickup Shiprocket refuses", () => {
	it("waits in Booking failed with Shiprocket's reason; the staff's retry books it once it is accepted", async () => {
		await useAdapter("shiprocket");
		const { orderId, returnId } = await approvedReturn(1);
		fake.switches.returnRefused = 10_000;
		const id = ((await send("POST", `/orders/returns/${returnId}/pickup`, {})).body.response as AdminShipment).id;
		const failed = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booking_failed" && /not available/.test(row.failureReason ?? ""),
		);
		expect(failed?.failureReason).toMatch(/Reverse pickup is not available at this pincode/);
		expect((await returnOf(returnId)).status).toBe("Approved");
		fake.switches.returnRefused = 0;
		expect((await send("POST", `/shipments/${id}/retry`)).status).toBe(200);
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		expect(booked?.status).toBe("booked");
		expect(fake.orders.filter((o) => o.channelOrderId === `PIT-${orderId}-${id}`)).toHaveLength(1);
		expect((await returnOf(returnId)).status).toBe("Pickup scheduled");
	}, 30_000);
});

describe("switching a forward parcel to a manual courier", () => {
	it("books it by hand: the order is Shipped and the courier's order of it cancelled", async () => {
		await useAdapter("shiprocket");
		const user = await createShopper(t.database, { fullName: "Farida Khan" });
		const placed = await placeOrder(t.app, user, [{ variant: frock, quantity: 1 }], { paymentMode: "COD" });
		// every call answers 500 for a while: the booking fails and keeps failing
		fake.switches.fail500 = 1000;
		const id = ((await send("POST", `/orders/${placed.orderId}/shipments`, {})).body.response as AdminShipment).id;
		await until(
			() => shipmentRow(id),
			(row) => row?.status === "booking_failed",
		);
		const manual = await send("POST", `/shipments/${id}/manual`, { courier_name: "DTDC", awb: "D5550100" });
		expect(manual.status, JSON.stringify(manual.body)).toBe(200);
		fake.switches.fail500 = 0;
		expect(await orderStatus(placed.orderId)).toBe("Shipped");
		expect(fake.orders.filter((o) => o.channelOrderId === `PIT-${placed.orderId}-${id}`)).toHaveLength(0);
	}, 30_000);
});
