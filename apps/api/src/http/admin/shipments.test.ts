import type { AdminShipment, OrderShipment } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeShiprocket, startFakeShiprocket } from "../../../test/fake-shiprocket.ts";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type Shopper, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { appSettings, orders, outbox, shipmentAttempts, shipments, variants } from "../../db/schema/index.ts";
import { parseCsv, toCsv } from "../../lib/csv.ts";
import { courierWebhookToken } from "../../modules/shipping/index.ts";
import { pollSilentShipments } from "../../workflows/ship-order.ts";

/**
 * Shipments end to end through the API (issue 25): booking with the manual
 * adapter and with Shiprocket (its fake), the fault that must never book two
 * parcels, labels, the webhook that moves a parcel only forward, delivery
 * marking COD paid, the shopper's view of their own parcels only.
 */

let t: TestApp;
let fake: FakeShiprocket;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let sized: TestVariant;
let unsized: TestVariant;
const sms = new MemorySmsSender();
const KEY = "a".repeat(64);

beforeAll(async () => {
	fake = await startFakeShiprocket();
	t = await createTestApp({
		seeded: true,
		sms,
		env: { SHIPPING_SECRETS_KEY: KEY, SHIPROCKET_BASE_URL: fake.url, SHIPROCKET_TIMEOUT_MS: "150" },
	});
	admin = await createAdmin(t.database, { fullName: "Ravi Dispatch" });
	[sized, unsized] = (await prepareVariants(t.database, [
		{ price: 700_00, mrp: 900_00, stock: 500 },
		{ price: 400_00, mrp: 400_00, stock: 500 },
	])) as [TestVariant, TestVariant];
	await t.database.db
		.update(variants)
		.set({ weightGrams: 350, boxLengthCm: 30, boxBreadthCm: 20, boxHeightCm: 5 })
		.where(eq(variants.id, sized.id));
	await t.database.db
		.update(variants)
		.set({ weightGrams: null, boxLengthCm: null, boxBreadthCm: null, boxHeightCm: null })
		.where(eq(variants.id, unsized.id));
});
afterAll(async () => {
	await t?.close();
	await fake?.close();
});

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
	call(t.app, { method, url: `/api/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

async function codOrder(variant = sized, shopper?: Shopper) {
	const user = shopper ?? (await createShopper(t.database, {}, "Farida Khan"));
	const placed = await placeOrder(t.app, user, [{ variant, quantity: 2 }], { paymentMode: "COD" });
	expect(placed.status).toBe(201);
	return { user, orderId: placed.orderId };
}

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
const webhook = async (adapter: string, body: unknown, token?: string) =>
	call(t.app, {
		method: "POST",
		url: `/api/webhooks/courier/${adapter}`,
		headers: { "x-api-key": token ?? (await courierWebhookToken(t.database.db)) },
		payload: body as Record<string, unknown>,
	});

describe("booking with the manual adapter", () => {
	it("refuses a parcel whose variant has no weight or box, naming the variant", async () => {
		const { orderId } = await codOrder(unsized);
		const answer = await send("POST", `/orders/${orderId}/shipments`, {
			courier_name: "DTDC",
			awt: "x",
			awb: "D1234567",
		});
		expect(answer.status).toBe(422);
		expect(answer.body.code).toBe("VARIANT_SIZE_MISSING");
		expect(String(answer.body.message)).toContain(unsized.name);
		expect((await orderRow(orderId))?.status).toBe("Pending");
	});

	it("books with the staff's courier and AWB: the order is Shipped, the label is a PDF with the same bytes twice", async () => {
		const { orderId } = await codOrder();
		const missing = await send("POST", `/orders/${orderId}/shipments`, {});
		expect(missing.status).toBe(400);
		const booked = await send("POST", `/orders/${orderId}/shipments`, { courier_name: "DTDC", awb: "D9000001" });
		expect(booked.status).toBe(201);
		const shipment = booked.body.response as AdminShipment;
		expect(shipment).toMatchObject({ status: "booked", courier_name: "DTDC", awb: "D9000001", weight_grams: 700 });
		expect(shipment.box).toEqual({ length_cm: 30, breadth_cm: 20, height_cm: 5 });
		expect(shipment.cod_amount).toBeGreaterThan(0);
		expect((await orderRow(orderId))?.status).toBe("Shipped");
		// every unit is in a parcel now
		expect(
			(await send("POST", `/orders/${orderId}/shipments`, { courier_name: "DTDC", awb: "D9000002" })).body.code,
		).toBe("NOTHING_TO_SHIP");

		const label = await t.app.inject({
			method: "GET",
			url: `/api/admin/shipments/labels.pdf?ids=${shipment.id}`,
			headers: admin.auth,
		});
		expect(label.statusCode, label.body.slice(0, 500)).toBe(200);
		expect(label.headers["content-type"]).toBe("application/pdf");
		expect(label.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
		const again = await t.app.inject({
			method: "GET",
			url: `/api/admin/shipments/labels.pdf?ids=${shipment.id}`,
			headers: admin.auth,
		});
		expect(again.rawPayload.equals(label.rawPayload)).toBe(true);
		const slip = await t.app.inject({
			method: "GET",
			url: `/api/admin/shipments/packing-slips.pdf?ids=${shipment.id}&gift=true`,
			headers: admin.auth,
		});
		expect(slip.statusCode).toBe(200);
		const ready = await send("GET", "/shipments?queue=ready");
		expect((ready.body.response as AdminShipment[]).map((row) => row.id)).toContain(shipment.id);
	});

	it("the staff's scans move it forward only; delivered makes the order Delivered and COD Paid; the shopper is texted", async () => {
		const { user, orderId } = await codOrder();
		const booked = (await send("POST", `/orders/${orderId}/shipments`, { courier_name: "DTDC", awb: "D9000003" })).body
			.response as AdminShipment;
		expect((await send("POST", `/shipments/${booked.id}/scans`, { status: "picked_up" })).status).toBe(200);
		// the picked-up text names the courier and AWB (the booking's "shipped" text says "on its way" too)
		await until(
			async () =>
				sms.sent.filter((m) => m.to === user.phone && m.message.includes("on its way with DTDC, AWB D9000003")).length,
			(n) => n > 0,
		);
		expect((await send("POST", `/shipments/${booked.id}/scans`, { status: "out_for_delivery" })).status).toBe(200);
		const delivered = await send("POST", `/shipments/${booked.id}/scans`, { status: "delivered" });
		expect((delivered.body.response as AdminShipment).status).toBe("delivered");
		const order = await orderRow(orderId);
		expect(order?.status).toBe("Delivered");
		expect(order?.paymentStatus).toBe("Paid");
		const back = await send("POST", `/shipments/${booked.id}/scans`, { status: "in_transit" });
		expect(back.status).toBe(409);
		expect((await shipmentRow(booked.id))?.status).toBe("delivered");

		// the shopper reads their own parcels; another shopper's ask is not found
		const mine = await call(t.app, {
			method: "POST",
			url: "/api/order/shipments/fetch",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		const parcels = mine.body.response as OrderShipment[];
		expect(parcels[0]).toMatchObject({ courier_name: "DTDC", awb: "D9000003", status: "delivered" });
		expect(parcels[0]?.scans.map((scan) => scan.status)).toEqual(["picked_up", "out_for_delivery", "delivered"]);
		const stranger = await createShopper(t.database);
		const theirs = await call(t.app, {
			method: "POST",
			url: "/api/order/shipments/fetch",
			headers: stranger.auth,
			payload: { order_id: orderId },
		});
		expect(theirs.status).toBe(404);
	});
});

describe("the courier webhook", () => {
	it("a wrong token is 401 and changes nothing", async () => {
		const before = (await t.database.db.select().from(outbox)).length;
		const answer = await webhook(
			"manual",
			{ awb: "D9000001", status: "delivered", time: new Date().toISOString() },
			"wrong",
		);
		expect(answer.status).toBe(401);
		expect((await t.database.db.select().from(outbox)).length).toBe(before);
	});

	it("answers at once and applies from the outbox: replays and older scans change nothing, an unknown AWB is not retried", async () => {
		const { orderId } = await codOrder();
		const booked = (await send("POST", `/orders/${orderId}/shipments`, { courier_name: "Ekart", awb: "EK55501" })).body
			.response as AdminShipment;
		const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 6, minutes)).toISOString();
		const scans = [
			{ awb: "EK55501", status: "PICKED UP", time: at(0) },
			{ awb: "EK55501", status: "IN TRANSIT", time: at(30), location: "Hub" },
		];
		expect((await webhook("manual", scans)).status).toBe(200);
		await until(
			() => shipmentRow(booked.id),
			(row) => row?.status === "in_transit",
		);
		// a replay and an older scan arrive late
		expect((await webhook("manual", [...scans, { awb: "EK55501", status: "PICKED UP", time: at(10) }])).status).toBe(
			200,
		);
		expect((await webhook("manual", { awb: "NOPE-1", status: "DELIVERED", time: at(40) })).status).toBe(200);
		await until(
			async () =>
				(await t.database.db.select().from(outbox)).filter(
					(row) => row.handler === "courier-scans" && row.doneAt === null,
				).length,
			(pending) => pending === 0,
		);
		const row = await shipmentRow(booked.id);
		expect(row?.status).toBe("in_transit");
		const view = (await send("GET", `/shipments/${booked.id}`)).body.response as AdminShipment;
		expect(view.scans.map((scan) => scan.courier_status)).toEqual(["PICKED UP", "PICKED UP", "IN TRANSIT"]);
		const entries = await t.database.db.select().from(outbox);
		expect(entries.filter((entry) => entry.handler === "courier-scans").every((entry) => entry.attempts <= 1)).toBe(
			true,
		);
	});
});

describe("booking with Shiprocket", () => {
	async function useShiprocket() {
		const saved = await send("PUT", "/settings/shipping", {
			adapter: "shiprocket",
			shiprocket_email: fake.email,
			shiprocket_password: fake.password,
			pickup_location: "Primary",
			pickup_pincode: "560095",
		});
		expect(saved.status).toBe(200);
		expect(saved.body.response).toMatchObject({ shiprocket_password_set: true, adapter: "shiprocket" });
		expect(JSON.stringify(saved.body)).not.toContain(fake.password);
	}

	it("keeps the password encrypted and never shows it back", async () => {
		await useShiprocket();
		const read = await send("GET", "/settings/shipping");
		expect(JSON.stringify(read.body)).not.toContain(fake.password);
		const [stored] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, "shipping"));
		expect(stored?.value).toContain("shiprocketPasswordSealed");
		expect(stored?.value).not.toContain(fake.password);
	});

	it("the fake times out after creating: the retry finds the order, exactly one parcel is booked", async () => {
		await useShiprocket();
		fake.switches.timeoutAfterCreate = 1;
		const { orderId } = await codOrder();
		const created = await send("POST", `/orders/${orderId}/shipments`, {});
		expect(created.status).toBe(201);
		const id = (created.body.response as AdminShipment).id;
		const failed = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booking_failed",
		);
		expect(failed?.failureReason).toMatch(/did not answer in time/);
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		expect(booked?.awb).toMatch(/^\d+$/);
		expect(booked?.courierName).toBeTruthy();
		expect(booked?.labelUrl).toMatch(/\.pdf$/);
		const reference = `PIT-${orderId}-${id}`;
		expect(fake.orders.filter((order) => order.channelOrderId === reference)).toHaveLength(1);
		const attempts = await t.database.db.select().from(shipmentAttempts).where(eq(shipmentAttempts.shipmentId, id));
		expect(attempts.map((attempt) => attempt.outcome)).toEqual([null, "found"]);
		expect((await orderRow(orderId))?.status).toBe("Shipped");
	}, 30_000);

	it("a 500 on the create is retried by the outbox and books it once", async () => {
		await useShiprocket();
		const { orderId } = await codOrder();
		// the login goes through; the create is answered 500
		fake.switches.fail500 = 1;
		const id = ((await send("POST", `/orders/${orderId}/shipments`, {})).body.response as AdminShipment).id;
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		expect(booked?.status).toBe("booked");
		expect(fake.orders.filter((order) => order.channelOrderId === `PIT-${orderId}-${id}`)).toHaveLength(1);
	}, 30_000);

	it("tracks a silent parcel and Shiprocket's webhook delivers it", async () => {
		await useShiprocket();
		const { orderId } = await codOrder();
		const id = ((await send("POST", `/orders/${orderId}/shipments`, {})).body.response as AdminShipment).id;
		const booked = await until(
			() => shipmentRow(id),
			(row) => row?.status === "booked",
		);
		const awb = booked?.awb as string;
		fake.tracking.set(awb, [
			{ date: "2026-11-28 09:00:00", activity: "Picked up", location: "BLR", "sr-status-label": "PICKED UP" },
		]);
		const asked = await pollSilentShipments(t.app, new Date(Date.now() + 2 * 86_400_000));
		expect(asked).toContain(id);
		await until(
			() => shipmentRow(id),
			(row) => row?.status === "picked_up",
		);
		const answer = await webhook("shiprocket", {
			awb,
			current_status: "DELIVERED",
			current_timestamp: "2026-11-29 14:00:00",
			scans: [
				{
					date: "2026-11-29 08:00:00",
					activity: "Out for delivery",
					location: "BLR",
					"sr-status-label": "OUT FOR DELIVERY",
				},
			],
		});
		expect(answer.status).toBe(200);
		const delivered = await until(
			() => shipmentRow(id),
			(row) => row?.status === "delivered",
		);
		expect(delivered?.deliveredAt?.toISOString()).toBe("2026-11-29T08:30:00.000Z");
		const order = await until(
			() => orderRow(orderId),
			(row) => row?.status === "Delivered",
		);
		expect(order?.paymentStatus).toBe("Paid");
	}, 30_000);
});

describe("a variant's weight and box in the products CSV", () => {
	const exportLines = async () => {
		const answer = await t.app.inject({ method: "GET", url: "/api/admin/products/export.csv", headers: admin.auth });
		const [header, ...rows] = parseCsv(answer.body);
		return { header: header as string[], rows };
	};
	const importCsv = (csv: string) =>
		call(t.app, {
			method: "POST",
			url: "/api/admin/products/import?dry_run=false",
			headers: { ...admin.auth, "content-type": "text/csv" },
			payload: csv,
		});
	const weightOf = async (id: number) =>
		(await t.database.db.select().from(variants).where(eq(variants.id, id)))[0]?.weightGrams;

	it("exports them, imports a change, and keeps them when a file has no such columns", async () => {
		const [row] = await t.database.db.select().from(variants).where(eq(variants.id, sized.id));
		const { header, rows } = await exportLines();
		expect(header.slice(-4)).toEqual(["weight_grams", "box_length_cm", "box_breadth_cm", "box_height_cm"]);
		const mine = rows.find((cells) => cells[header.indexOf("sku")] === row?.sku) as string[];
		expect(mine.slice(-4)).toEqual(["350", "30", "20", "5"]);

		const changed = [...mine];
		changed[header.indexOf("weight_grams")] = "420";
		const applied = await importCsv(toCsv(header, [changed]));
		expect(applied.status, JSON.stringify(applied.body)).toBe(200);
		expect(await weightOf(sized.id)).toBe(420);

		// a file made before the columns existed: the variant keeps its weight and box
		const old = header.slice(0, -4);
		const kept = await importCsv(toCsv(old, [mine.slice(0, -4)]));
		expect(kept.status, JSON.stringify(kept.body)).toBe(200);
		expect(await weightOf(sized.id)).toBe(420);

		const wrong = [...mine];
		wrong[header.indexOf("box_height_cm")] = "-3";
		const refused = await importCsv(toCsv(header, [wrong]));
		const report = refused.body.response as { applied: boolean; rows: { errors: string[] }[] };
		expect(report.applied).toBe(false);
		expect(report.rows[0]?.errors.join(" ")).toContain("Box height (cm) must be at least 1");
	});
});
