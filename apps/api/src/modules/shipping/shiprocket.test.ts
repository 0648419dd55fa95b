import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeShiprocket, startFakeShiprocket } from "../../../test/fake-shiprocket.ts";
import { type BookingRequest, CourierError, CourierTimeout } from "./couriers/courier.ts";
import { SHIPROCKET_TOKEN_MS, ShiprocketClient, scansOfShiprocketWebhook } from "./couriers/shiprocket.ts";

/** Shiprocket's client against the fake that follows its published shapes (issue 25, item 7). */

let fake: FakeShiprocket;
beforeAll(async () => {
	fake = await startFakeShiprocket();
});
afterAll(async () => {
	await fake?.close();
});
beforeEach(() => {
	fake.switches = { fail500: 0, timeoutAfterCreate: 0, rejectTokens: false, awbTaken: 0, slowMs: 600 };
});

let clock = 1_800_000_000_000;
const client = (overrides: Partial<ConstructorParameters<typeof ShiprocketClient>[0]> = {}) =>
	new ShiprocketClient({
		baseUrl: fake.url,
		email: fake.email,
		password: fake.password,
		timeoutMs: 200,
		now: () => clock,
		...overrides,
	});

let seq = 0;
function booking(overrides: Partial<BookingRequest> = {}): BookingRequest {
	seq += 1;
	return {
		shipmentId: seq,
		reference: `PIT-TEST-${seq}-${Date.now()}`,
		orderId: 1000 + seq,
		orderDate: new Date("2026-11-26T10:00:00Z"),
		paymentMode: "COD",
		codAmount: 129_900,
		subTotal: 129_900,
		customer: {
			name: "Meera Iyer",
			phone: "9812345678",
			email: "meera@example.com",
			addressLine1: "12, 4th Cross, Indiranagar",
			addressLine2: null,
			city: "Bengaluru",
			state: "Karnataka",
			pincode: "560038",
			country: "India",
		},
		items: [{ name: "Frock (4-5Y, Red)", sku: "V1", units: 1, sellingPrice: 129_900 }],
		weightGrams: 450,
		lengthCm: 30,
		breadthCm: 22,
		heightCm: 6,
		promisedDate: "2026-11-30",
		...overrides,
	};
}

describe("Shiprocket's login", () => {
	it("logs in once and keeps the token for its lifetime, then renews it", async () => {
		const c = client();
		const before = fake.logins;
		await c.findOrder("nothing");
		await c.findOrder("nothing");
		await c.findOrder("nothing");
		expect(fake.logins - before).toBe(1);
		clock += SHIPROCKET_TOKEN_MS + 1;
		await c.findOrder("nothing");
		expect(fake.logins - before).toBe(2);
	});

	it("a refused token logs in again once; still refused, the call fails with 401", async () => {
		const c = client();
		await c.findOrder("warm");
		const before = fake.logins;
		fake.switches.rejectTokens = true;
		const error = await c.findOrder("x").catch((e: unknown) => e);
		expect(error).toBeInstanceOf(CourierError);
		expect((error as CourierError).status).toBe(401);
		expect(fake.logins - before).toBe(1);
	});

	it("a wrong password is the courier's error, with its words", async () => {
		const error = await client({ password: "wrong" })
			.findOrder("x")
			.catch((e: unknown) => e);
		expect(error).toBeInstanceOf(CourierError);
		expect((error as Error).message).toMatch(/Invalid email and password/);
	});
});

describe("booking a parcel", () => {
	it("creates the order with the published fields and finds it again by our reference", async () => {
		const c = client();
		const request = booking();
		const created = await c.createOrder(request, "Primary");
		const stored = fake.orders.find((order) => order.id === Number(created.providerOrderId));
		expect(stored?.channelOrderId).toBe(request.reference);
		expect(stored?.body).toMatchObject({
			order_id: request.reference,
			pickup_location: "Primary",
			billing_customer_name: "Meera",
			billing_last_name: "Iyer",
			billing_pincode: "560038",
			payment_method: "COD",
			sub_total: 1299,
			weight: 0.45,
			length: 30,
		});
		expect(await c.findOrder(request.reference)).toEqual({ ...created, awb: null, courierName: null });
		expect(await c.findOrder("PIT-NOT-THERE")).toBeNull();
	});

	it("assigns the cheapest courier that meets the promised date, else Shiprocket's recommendation", async () => {
		const c = client();
		const onTime = booking({ promisedDate: "2026-11-30" });
		const order = await c.createOrder(onTime, "Primary");
		const assigned = await c.assignAwb(order, onTime, "560095");
		// Delhivery (₹62) arrives Dec 4, too late; Xpressbees (₹75) on Nov 30 is the cheapest on time
		expect(assigned.courierName).toBe("Xpressbees");
		expect(assigned.expectedDeliveryDate).toBe("2026-11-30");
		expect(fake.orders.find((o) => o.id === Number(order.providerOrderId))?.awb).toBe(assigned.awb);

		const noPromise = booking({ promisedDate: null });
		const second = await c.assignAwb(await c.createOrder(noPromise, "Primary"), noPromise, "560095");
		expect(second.courierName).toBe("Blue Dart Air");
	});

	it("an AWB already assigned (the answer lost) is read back, not assigned twice", async () => {
		const c = client();
		const request = booking();
		const order = await c.createOrder(request, "Primary");
		fake.switches.awbTaken = 1;
		const assigned = await c.assignAwb(order, request, "560095");
		const stored = fake.orders.find((o) => o.id === Number(order.providerOrderId));
		expect(assigned.awb).toBe(stored?.awb);
		expect(assigned.awb).toMatch(/^\d+$/);
	});

	it("schedules the pickup, makes the label and the manifest, cancels", async () => {
		const c = client();
		const request = booking();
		const order = await c.createOrder(request, "Primary");
		await c.assignAwb(order, request, "560095");
		await c.schedulePickup(order.providerShipmentId);
		expect(await c.labelUrl(order.providerShipmentId)).toMatch(/\.pdf$/);
		expect(await c.manifestUrl([order.providerShipmentId])).toMatch(/\.pdf$/);
		await c.cancel(order.providerOrderId);
		expect(fake.orders.find((o) => o.id === Number(order.providerOrderId))?.cancelled).toBe(true);
	});

	it("a 500 is a CourierError; a create answered too late is a CourierTimeout though the order exists", async () => {
		const c = client();
		await c.findOrder("warm");
		fake.switches.fail500 = 1;
		await expect(c.createOrder(booking(), "Primary")).rejects.toBeInstanceOf(CourierError);
		const request = booking();
		fake.switches.timeoutAfterCreate = 1;
		await expect(c.createOrder(request, "Primary")).rejects.toBeInstanceOf(CourierTimeout);
		expect(fake.orders.filter((o) => o.channelOrderId === request.reference)).toHaveLength(1);
		expect((await c.findOrder(request.reference))?.providerOrderId).toBeTruthy();
	});

	it("a request without the required fields is refused with the courier's words", async () => {
		const error = await client()
			.createOrder(booking({ items: [] }), "Primary")
			.catch((e: unknown) => e);
		expect((error as CourierError).status).toBe(422);
	});
});

describe("tracking", () => {
	it("reads the tracking activities as scans in our words, times in India's zone", async () => {
		fake.tracking.set("777", [
			{
				date: "2026-11-28 09:15:00",
				status: "X",
				activity: "Out for delivery",
				location: "Indiranagar",
				"sr-status-label": "OUT FOR DELIVERY",
			},
			{
				date: "2026-11-27 18:00:00",
				status: "X",
				activity: "Picked",
				location: "Koramangala",
				"sr-status-label": "PICKED UP",
			},
		]);
		const scans = await client().track("777");
		expect(scans.map((scan) => [scan.status, scan.at])).toEqual([
			["out_for_delivery", "2026-11-28T03:45:00.000Z"],
			["picked_up", "2026-11-27T12:30:00.000Z"],
		]);
	});

	it("reads the webhook's body: its scans and its current status", () => {
		const scans = scansOfShiprocketWebhook({
			awb: "19041424751540",
			current_status: "DELIVERED",
			current_timestamp: "2026-11-29 14:00:00",
			etd: "2026-11-30 10:00:00",
			scans: [
				{
					date: "2026-11-29 08:00:00",
					activity: "Out for delivery",
					location: "BLR",
					"sr-status-label": "OUT FOR DELIVERY",
				},
			],
		});
		expect(scans.map((scan) => scan.status)).toEqual(["out_for_delivery", "delivered"]);
		expect(scans[0]?.expectedDeliveryDate).toBe("2026-11-30");
		expect(scansOfShiprocketWebhook({ nothing: true })).toEqual([]);
	});
});

describe("the NDR action (POST ndr/{awb}/action)", () => {
	it("asks a re-attempt on a date with a corrected phone, and a return; an NDR already actioned counts as done", async () => {
		fake.ndr.add("NDR-AWB-1");
		fake.ndr.add("NDR-AWB-2");
		const sr = client();
		await sr.ndrAction("NDR-AWB-1", {
			kind: "reattempt",
			date: "2026-11-30",
			phone: "9876501234",
			comments: "Shopper asks for delivery on 2026-11-30",
		});
		await sr.ndrAction("NDR-AWB-2", { kind: "return", comments: "Return to origin, asked by the shop" });
		expect(fake.ndrActions.slice(-2)).toEqual([
			{
				awb: "NDR-AWB-1",
				body: {
					action: "re-attempt",
					deferred_date: "2026-11-30",
					phone: "9876501234",
					comments: "Shopper asks for delivery on 2026-11-30",
				},
			},
			{ awb: "NDR-AWB-2", body: { action: "return", comments: "Return to origin, asked by the shop" } },
		]);
		// the outbox's retry after a lost answer: Shiprocket says it was actioned already
		fake.orders.push({
			id: 1,
			channelOrderId: "x",
			shipmentId: 1,
			awb: "NDR-AWB-1",
			courierName: null,
			body: {},
			cancelled: false,
		});
		await expect(sr.ndrAction("NDR-AWB-1", { kind: "return", comments: "again" })).resolves.toBeUndefined();
		expect(fake.ndrActions).toHaveLength(2);
		// a 500 is thrown for the outbox to retry
		fake.ndr.add("NDR-AWB-3");
		fake.switches.fail500 = 1;
		await expect(sr.ndrAction("NDR-AWB-3", { kind: "return", comments: "x" })).rejects.toBeInstanceOf(CourierError);
	});
});
