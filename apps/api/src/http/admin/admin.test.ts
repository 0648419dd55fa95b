import { messages, type PaymentStart } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, stockOf, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { orders, orderTracking, payments, products, variants } from "../../db/schema/index.ts";

let t: TestApp;
let variant: TestVariant;
let admin: Awaited<ReturnType<typeof createUser>>;
const sms = new MemorySmsSender();

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
	[variant] = (await prepareVariants(t.database, [{ price: 800_00, mrp: 1000_00, stock: 40 }])) as [TestVariant];
	admin = await createAdmin(t.database, { fullName: "Sunita Kulkarni" });
});
afterAll(async () => {
	await t?.close();
});

async function placed(paymentMode: "COD" | "UPI" | "GIFT_CARD" = "COD", quantity = 1) {
	const user = await createShopper(t.database);
	const answer = await placeOrder(t.app, user, [{ variant, quantity }], {
		paymentMode,
		...(paymentMode === "GIFT_CARD" ? { giftCard: "PITARA-GIFT-5000" } : {}),
	});
	expect(answer.status).toBe(201);
	return {
		user,
		orderId: answer.orderId,
		payment: (answer.body.response as { payment?: PaymentStart }).payment,
	};
}

const setStatus = (orderId: number, status: unknown, auth: { authorization: string } | null = admin.auth) =>
	call(t.app, {
		method: "POST",
		url: `/api/admin/orders/${orderId}/status`,
		...(auth ? { headers: auth } : {}),
		payload: { status },
	});

const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("POST /api/admin/orders/{order_id}/status", () => {
	it("moves a COD order Pending → Shipped → Delivered, with tracking rows by the admin, SMS, and Paid on delivery", async () => {
		const { user, orderId } = await placed("COD");
		const shipped = await setStatus(orderId, "Shipped");
		expect(shipped.status).toBe(200);
		expect(shipped.body).toMatchObject({
			message: messages.orders.statusUpdated("Shipped"),
			response: { orderStatus: "Shipped", payment_status: "Pending", can_cancel: false },
		});
		await expect
			.poll(() => sms.sent.at(-1)?.message)
			.toBe(`Pitara: your order #${orderId} has been shipped and is on its way.`);
		expect(sms.sent.at(-1)?.to).toBe(user.phone);

		const delivered = await setStatus(orderId, "Delivered");
		expect(delivered.body.response).toMatchObject({ orderStatus: "Delivered", payment_status: "Paid" });
		await expect
			.poll(() => sms.sent.at(-1)?.message)
			.toBe(`Pitara: your order #${orderId} has been delivered. Thank you for shopping with Pitara!`);
		const [cod] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(cod).toMatchObject({ gateway: "cod", status: "paid" });

		const tracking = await call(t.app, {
			method: "POST",
			url: "/api/order/tracker/fetch",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect((tracking.body.response as { status: string; name: string }[]).map((e) => [e.status, e.name])).toEqual([
			["Pending", "Test Shopper"],
			["Shipped", "Sunita Kulkarni"],
			["Delivered", "Sunita Kulkarni"],
		]);
		const [row] = await t.database.db
			.select()
			.from(orderTracking)
			.where(eq(orderTracking.orderId, orderId))
			.orderBy(orderTracking.id)
			.offset(1);
		expect(row?.updatedByUserId).toBe(admin.id);
	});

	it("refuses every other move with 409 and a clear message", async () => {
		const { orderId } = await placed("COD");
		const refused = [
			["Delivered", messages.orders.transitionRefused("Pending", "Delivered")],
			["Pending", "This order is already Pending"],
		] as const;
		for (const [status, message] of refused) {
			const answer = await setStatus(orderId, status);
			expect(answer.status, status).toBe(409);
			expect(answer.body).toMatchObject({ code: "STATUS_TRANSITION_REFUSED", message });
		}
		await setStatus(orderId, "Shipped");
		expect((await setStatus(orderId, "Pending")).body.message).toBe(
			messages.orders.transitionRefused("Shipped", "Pending"),
		);
		await setStatus(orderId, "Delivered");
		for (const status of ["Cancelled", "Shipped", "Pending"]) {
			const answer = await setStatus(orderId, status);
			expect(answer.status, status).toBe(409);
			expect(answer.body.message).toBe(messages.orders.transitionRefused("Delivered", status));
		}
		expect((await orderRow(orderId))?.status).toBe("Delivered");
		expect((await setStatus(orderId, "Lost")).status).toBe(400);
		expect((await setStatus(99_999_999, "Shipped")).status).toBe(404);
	});

	it("cancels a Shipped order: stock returns, the gift card is refunded, the tracking row names the admin", async () => {
		const before = await stockOf(t.database, variant.id);
		const { orderId } = await placed("GIFT_CARD", 2);
		expect(await stockOf(t.database, variant.id)).toBe(before - 2);
		await setStatus(orderId, "Shipped");
		const cancelled = await setStatus(orderId, "Cancelled");
		expect(cancelled.status).toBe(200);
		expect(cancelled.body.response).toMatchObject({ orderStatus: "Cancelled", payment_status: "Refunded" });
		expect(await stockOf(t.database, variant.id)).toBe(before);
		const rows = await t.database.db
			.select()
			.from(orderTracking)
			.where(eq(orderTracking.orderId, orderId))
			.orderBy(orderTracking.id);
		expect(rows.at(-1)).toMatchObject({
			status: "Cancelled",
			name: "Sunita Kulkarni",
			note: "Cancelled by Sunita Kulkarni",
		});
	});

	it("will not ship an online order that is not paid", async () => {
		const { orderId } = await placed("UPI");
		const answer = await setStatus(orderId, "Shipped");
		expect(answer.status).toBe(409);
		expect(answer.body).toMatchObject({ code: "NOT_PAID", message: messages.orders.notPaidYet });
		expect((await orderRow(orderId))?.status).toBe("Pending");
	});

	it("is for admins only: 401 without a session, 403 for a shopper", async () => {
		const { user, orderId } = await placed("COD");
		expect((await setStatus(orderId, "Shipped", null)).status).toBe(401);
		const asShopper = await setStatus(orderId, "Shipped", user.auth);
		expect(asShopper.status).toBe(403);
		expect((await orderRow(orderId))?.status).toBe("Pending");
	});
});

describe("PATCH /api/admin/variants/{id}", () => {
	const patch = (id: number, payload: Record<string, unknown>, auth: { authorization: string } = admin.auth) =>
		call(t.app, { method: "PATCH", url: `/api/admin/variants/${id}`, headers: auth, payload });

	it("changes price, mrp (rupees) and stock, and the product's lowest price follows", async () => {
		const [v] = (await prepareVariants(t.database, [{ price: 500_00, mrp: 600_00, stock: 3 }])) as [TestVariant];
		const answer = await patch(v.id, { price: 99.5, mrp: 149, stock: 12 });
		expect(answer.status).toBe(200);
		expect(answer.body.response).toMatchObject({ id: v.id, price: 99.5, mrp: 149, stock: 12 });
		const [row] = await t.database.db.select().from(variants).where(eq(variants.id, v.id));
		expect(row).toMatchObject({ price: 99_50, mrp: 149_00, stock: 12 });
		const [product] = await t.database.db.select().from(products).where(eq(products.id, v.productId));
		expect(product?.minPrice).toBeLessThanOrEqual(99_50);

		// one field alone keeps the others
		expect((await patch(v.id, { stock: 0 })).body.response).toMatchObject({ price: 99.5, mrp: 149, stock: 0 });
	});

	it("validates: mrp not below price (counting unsent values), whole stock ≥ 0, something to change", async () => {
		const [v] = (await prepareVariants(t.database, [{ price: 500_00, mrp: 600_00, stock: 3 }])) as [TestVariant];
		const cases: [Record<string, unknown>, string][] = [
			[{ price: 700 }, "mrp cannot be less than price"],
			[{ mrp: 400 }, "mrp cannot be less than price"],
			[{ price: 300, mrp: 200 }, "mrp cannot be less than price"],
			[{ stock: -1 }, "stock cannot be negative"],
			[{ stock: 2.5 }, "stock must be a whole number"],
			[{ price: 0 }, "price must be more than 0"],
			[{ price: 10.005 }, "price must be in whole paise"],
			[{ price: "cheap" }, "price must be a number"],
			[{}, "Send at least one of price, mrp and stock"],
		];
		for (const [payload, message] of cases) {
			const answer = await patch(v.id, payload);
			expect(answer.status, JSON.stringify(payload)).toBe(400);
			expect(answer.body.message, JSON.stringify(payload)).toBe(message);
		}
		const [row] = await t.database.db.select().from(variants).where(eq(variants.id, v.id));
		expect(row).toMatchObject({ price: 500_00, mrp: 600_00, stock: 3 });
		expect((await patch(99_999_999, { stock: 1 })).status).toBe(404);
	});

	it("is for admins only", async () => {
		const shopper = await createUser(t.database);
		expect((await patch(variant.id, { stock: 1 }, shopper.auth)).status).toBe(403);
		expect(
			(await call(t.app, { method: "PATCH", url: `/api/admin/variants/${variant.id}`, payload: { stock: 1 } })).status,
		).toBe(401);
	});
});
