import {
	type AdminDashboard,
	type AdminOrderDetail,
	type AdminOrderRow,
	messages,
	type PaymentStart,
} from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	createShopper,
	placeOrder,
	prepareVariants,
	type Shopper,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { auditLog, orders, payments } from "../../db/schema/index.ts";

let t: TestApp;
let variant: TestVariant;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	[variant] = (await prepareVariants(t.database, [{ price: 800_00, mrp: 1000_00, stock: 200 }])) as [TestVariant];
	admin = await createAdmin(t.database, { fullName: "Sunita Kulkarni" });
});
afterAll(async () => {
	await t?.close();
});

async function placed(mode: "COD" | "UPI" | "GIFT_CARD" = "COD", shopper?: Shopper, quantity = 1) {
	const user = shopper ?? (await createShopper(t.database, {}, "Farida Khan"));
	const answer = await placeOrder(t.app, user, [{ variant, quantity }], {
		paymentMode: mode,
		...(mode === "GIFT_CARD" ? { giftCard: "PITARA-GIFT-5000" } : {}),
	});
	expect(answer.status).toBe(201);
	return { user, orderId: answer.orderId, payment: (answer.body.response as { payment?: PaymentStart }).payment };
}

/** Pays an online order on the test gateway's page, as the shopper's browser would. */
async function pay(user: Shopper, orderId: number, payment: PaymentStart) {
	const url = payment.redirect_url ?? "";
	const posted = await t.app.inject({
		method: "POST",
		url,
		headers: { "content-type": "application/x-www-form-urlencoded" },
		payload: "outcome=paid",
	});
	const result = Object.fromEntries(new URL(String(posted.headers.location), "http://x").searchParams);
	const verified = await call(t.app, {
		method: "POST",
		url: "/api/payment/verify",
		headers: user.auth,
		payload: { order_id: orderId, ...result },
	});
	expect(verified.status).toBe(200);
}

const move = (orderId: number, status: string) =>
	call(t.app, { method: "POST", url: `/api/admin/orders/${orderId}/status`, headers: admin.auth, payload: { status } });
const auditOf = (orderId: number) =>
	t.database.db
		.select()
		.from(auditLog)
		.where(eq(auditLog.entityId, String(orderId)))
		.orderBy(auditLog.id);
const list = async (query: string) => {
	const answer = await call(t.app, { method: "GET", url: `/api/admin/orders?${query}`, headers: admin.auth });
	expect(answer.status, query).toBe(200);
	return answer.body as unknown as { response: AdminOrderRow[]; total: number };
};

describe("order status changes by the staff (DESIGN.md §2), each audited", () => {
	it("ships and delivers a COD order: tracking names the staff member, COD becomes Paid, an audit row per move", async () => {
		const { orderId } = await placed("COD");
		expect((await move(orderId, "Shipped")).status).toBe(200);
		const delivered = await move(orderId, "Delivered");
		expect(delivered.body.response).toMatchObject({ orderStatus: "Delivered", payment_status: "Paid" });

		const entries = await auditOf(orderId);
		expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
			[
				"status",
				{ status: "Pending", payment_status: "Pending", payment_mode: "COD", total: 800 },
				{ status: "Shipped", payment_status: "Pending", payment_mode: "COD", total: 800 },
			],
			[
				"status",
				{ status: "Shipped", payment_status: "Pending", payment_mode: "COD", total: 800 },
				{ status: "Delivered", payment_status: "Paid", payment_mode: "COD", total: 800 },
			],
		]);
		expect(entries.every((entry) => entry.entity === "order" && entry.actorName === "Sunita Kulkarni")).toBe(true);

		const detail = await call(t.app, { method: "GET", url: `/api/admin/orders/${orderId}`, headers: admin.auth });
		const response = detail.body.response as AdminOrderDetail;
		expect(response.tracking.map((entry) => [entry.status, entry.name])).toEqual([
			["Pending", "Test Shopper"],
			["Shipped", "Sunita Kulkarni"],
			["Delivered", "Sunita Kulkarni"],
		]);
		expect(response.next).toEqual([]);
	});

	it("refuses every move DESIGN.md §2 does not allow, and audits none of them", async () => {
		const { orderId } = await placed("COD");
		const refusedFromPending = await move(orderId, "Delivered");
		expect(refusedFromPending.status).toBe(409);
		expect(refusedFromPending.body.message).toBe(messages.orders.transitionRefused("Pending", "Delivered"));
		expect((await move(orderId, "Pending")).status).toBe(409);
		await move(orderId, "Shipped");
		expect((await move(orderId, "Pending")).status).toBe(409);
		await move(orderId, "Cancelled");
		for (const status of ["Pending", "Shipped", "Delivered", "Cancelled"]) {
			expect((await move(orderId, status)).status, `Cancelled → ${status}`).toBe(409);
		}
		expect((await move(orderId, "Lost")).status).toBe(400);
		expect((await move(99_999_999, "Shipped")).status).toBe(404);
		expect((await auditOf(orderId)).map((entry) => (entry.after as { status: string }).status)).toEqual([
			"Shipped",
			"Cancelled",
		]);
		expect(await auditOf(99_999_999)).toEqual([]);
	});

	it("will not ship an unpaid online order (no audit row); once paid it ships; cancelling refunds through the gateway and restocks", async () => {
		const before = await stockOf(t.database, variant.id);
		const { user, orderId, payment } = await placed("UPI", undefined, 2);
		const detail = await call(t.app, { method: "GET", url: `/api/admin/orders/${orderId}`, headers: admin.auth });
		expect((detail.body.response as AdminOrderDetail).next).toEqual([
			{ status: "Shipped", allowed: false, reason: messages.orders.notPaidYet },
			{ status: "Cancelled", allowed: true, reason: null },
		]);
		const refused = await move(orderId, "Shipped");
		expect(refused.status).toBe(409);
		expect(refused.body.code).toBe("NOT_PAID");
		expect(await auditOf(orderId)).toEqual([]);

		await pay(user, orderId, payment as PaymentStart);
		expect((await move(orderId, "Shipped")).status).toBe(200);
		const cancelled = await move(orderId, "Cancelled");
		expect(cancelled.body.response).toMatchObject({ orderStatus: "Cancelled", payment_status: "Refunded" });
		expect(await stockOf(t.database, variant.id)).toBe(before);
		const [paid] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(paid).toMatchObject({ gateway: "test", status: "refunded" });
		expect((await auditOf(orderId)).at(-1)?.after).toMatchObject({ status: "Cancelled", payment_status: "Refunded" });
	});
});

describe("GET /api/admin/orders and /api/admin/orders/{id}", () => {
	it("filters by status, payment mode and status, day range and a search by id, phone or name; pages on the server", async () => {
		const ravi = await createShopper(t.database, { fullName: "Ravi Shankar" }, "Ravi Shankar");
		const a = await placed("COD", ravi);
		const b = await placed("COD", ravi);
		const c = await placed("GIFT_CARD", ravi);
		await move(b.orderId, "Shipped");

		const mine = await list(`user_id=${ravi.id}`);
		expect(mine.total).toBe(3);
		expect(mine.response.map((row) => row.order_id)).toEqual([c.orderId, b.orderId, a.orderId]);
		expect(mine.response[0]).toMatchObject({
			customer_name: "Ravi Shankar",
			payment_mode: "GIFT_CARD",
			items: 1,
			total: 800,
		});

		expect((await list(`user_id=${ravi.id}&status=Shipped`)).response.map((r) => r.order_id)).toEqual([b.orderId]);
		expect((await list(`user_id=${ravi.id}&payment_mode=GIFT_CARD`)).response.map((r) => r.order_id)).toEqual([
			c.orderId,
		]);
		expect((await list(`user_id=${ravi.id}&payment_status=Paid`)).response.map((r) => r.order_id)).toEqual([c.orderId]);
		expect((await list(`q=%23${a.orderId}`)).response.map((r) => r.order_id)).toEqual([a.orderId]);
		expect((await list(`q=${ravi.phone}`)).total).toBe(3);
		expect((await list("q=ravi%20shan")).total).toBeGreaterThanOrEqual(3);

		const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
		expect((await list(`user_id=${ravi.id}&from=${today}&to=${today}`)).total).toBe(3);
		expect((await list(`user_id=${ravi.id}&to=2020-01-01`)).total).toBe(0);
		const badRange = await call(t.app, {
			method: "GET",
			url: "/api/admin/orders?from=2026-02-01&to=2026-01-01",
			headers: admin.auth,
		});
		expect(badRange.status).toBe(400);
		expect(badRange.body.message).toBe("The start date is after the end date");

		const first = await list(`user_id=${ravi.id}&page_size=2`);
		const second = await list(`user_id=${ravi.id}&page_size=2&page=2`);
		expect([...first.response, ...second.response].map((r) => r.order_id)).toEqual([c.orderId, b.orderId, a.orderId]);
	});

	it("shows an order's items with SKUs, address, amounts, payments, gift card and tracking", async () => {
		const { orderId } = await placed("GIFT_CARD");
		const answer = await call(t.app, { method: "GET", url: `/api/admin/orders/${orderId}`, headers: admin.auth });
		expect(answer.status).toBe(200);
		const detail = answer.body.response as AdminOrderDetail;
		expect(detail.order).toMatchObject({
			order_id: orderId,
			addressUserName: "Farida Khan",
			total_amount: 800,
			payment_mode: "GIFT_CARD",
			payment_status: "Paid",
		});
		expect(detail.skus[String(variant.id)]).toEqual(expect.any(String));
		expect(detail.gift_card).toMatchObject({ code: "PITARA-GIFT-5000" });
		expect(detail.payments).toEqual([expect.objectContaining({ gateway: "gift_card", amount: 800, status: "paid" })]);
		expect(detail.tracking[0]).toMatchObject({ status: "Pending" });
		expect((await call(t.app, { method: "GET", url: "/api/admin/orders/99999999", headers: admin.auth })).status).toBe(
			404,
		);
	});
});

describe("GET /api/admin/dashboard", () => {
	it("counts today's sales (paid or COD, not cancelled), what waits to ship or be paid, and low stock", async () => {
		const before = (await call(t.app, { method: "GET", url: "/api/admin/dashboard?low_stock=2", headers: admin.auth }))
			.body.response as AdminDashboard;
		await placed("COD"); // a sale, waits to ship
		const online = await placed("UPI"); // not a sale yet, waits for payment
		const gone = await placed("COD");
		await move(gone.orderId, "Cancelled"); // no longer a sale
		await prepareVariants(t.database, [{ price: 100_00, mrp: 100_00, stock: 1 }]);

		const answer = await call(t.app, { method: "GET", url: "/api/admin/dashboard?low_stock=2", headers: admin.auth });
		expect(answer.status).toBe(200);
		const after = answer.body.response as AdminDashboard;
		expect(after.today.orders - before.today.orders).toBe(1);
		expect(after.today.revenue - before.today.revenue).toBe(800);
		expect(after.last_7_days.revenue - before.last_7_days.revenue).toBe(800);
		expect(after.last_30_days.orders).toBeGreaterThanOrEqual(after.last_7_days.orders);
		expect(after.to_ship - before.to_ship).toBe(1);
		expect(after.awaiting_payment - before.awaiting_payment).toBe(1);
		expect(after.daily).toHaveLength(30);
		expect(after.daily.at(-1)?.revenue).toBe(after.today.revenue);
		expect(after.low_stock.threshold).toBe(2);
		expect(after.low_stock.total - before.low_stock.total).toBe(1);
		expect(after.low_stock.variants.length).toBe(Math.min(10, after.low_stock.total));
		expect(after.low_stock.variants.every((row) => row.stock <= 2)).toBe(true);
		const [row] = await t.database.db.select().from(orders).where(eq(orders.id, online.orderId));
		expect(row?.paymentStatus).toBe("Pending");
	});

	it("counts the cash on delivery out with couriers (shipped, not paid) and the returns waiting for a decision", async () => {
		const before = (await call(t.app, { method: "GET", url: "/api/admin/dashboard", headers: admin.auth })).body
			.response as AdminDashboard;
		const [mine] = (await prepareVariants(t.database, [{ price: 800_00, mrp: 1000_00, stock: 50 }])) as [TestVariant];
		const shopper = await createShopper(t.database, {}, "Lata Joshi");
		const shipped = await placeOrder(t.app, shopper, [{ variant: mine, quantity: 2 }], { paymentMode: "COD" });
		expect((await move(shipped.orderId, "Shipped")).status).toBe(200);
		await placeOrder(t.app, shopper, [{ variant: mine, quantity: 1 }], { paymentMode: "COD" }); // not with a courier yet
		const after = (await call(t.app, { method: "GET", url: "/api/admin/dashboard", headers: admin.auth })).body
			.response as AdminDashboard;
		expect(after.cod_to_collect.orders - before.cod_to_collect.orders).toBe(1);
		expect(after.cod_to_collect.amount - before.cod_to_collect.amount).toBe(1600);
		// the figure is the list it links to
		const list = await call(t.app, {
			method: "GET",
			url: "/api/admin/orders?status=Shipped&payment_mode=COD&payment_status=Pending&page_size=100",
			headers: admin.auth,
		});
		expect(list.body.total).toBe(after.cod_to_collect.orders);
		expect(after.returns_waiting).toBe(before.returns_waiting);
		expect(after.returns_waiting).toBeGreaterThanOrEqual(0);
	});
});
