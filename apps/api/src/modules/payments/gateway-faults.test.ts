import { messages, type PaymentStart } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { checkoutSignature } from "./signatures.ts";

/**
 * Issue 15's gateway faults: Razorpay answering 500 or not answering at all
 * (the request aborted by the gateway's timeout) while shoppers place and
 * pay online orders. The shopper always gets a clear message, and nothing is
 * left inconsistent: an order is never Paid without a paid payment, and a
 * payment always belongs to an order.
 */

const KEY_ID = "rzp_test_faults";
const KEY_SECRET = "faults-key-secret";

type Mode = "ok" | "error" | "hang";

/** A stand-in for api.razorpay.com that can be told to fail: 500, or no answer until the caller gives up. */
function flakyRazorpay() {
	let mode: Mode = "ok";
	let next = 0;
	const captured = new Map<string, { id: string; order_id: string; status: string; amount: number }>();
	const fetchImpl: typeof fetch = async (input, init) => {
		if (mode === "error") return Response.json({ error: { code: "SERVER_ERROR" } }, { status: 500 });
		if (mode === "hang") {
			// like a gateway that never answers: only the caller's timeout ends the wait
			return new Promise<Response>((_, reject) => {
				const signal = init?.signal;
				if (!signal) return;
				signal.addEventListener("abort", () => reject(signal.reason), { once: true });
			});
		}
		const path = new URL(String(input)).pathname.replace(/^\/v1/, "");
		const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
		if (path === "/orders") {
			next += 1;
			return Response.json({ id: `order_Flaky${next}`, amount: body?.amount, currency: "INR", status: "created" });
		}
		const payment = /^\/payments\/([^/]+)$/.exec(path);
		const found = payment ? captured.get(payment[1] ?? "") : undefined;
		return found ? Response.json(found) : Response.json({ error: { code: "BAD_REQUEST_ERROR" } }, { status: 400 });
	};
	return {
		fetch: fetchImpl,
		set(to: Mode) {
			mode = to;
		},
		capture(id: string, gatewayOrderId: string, amount: number) {
			captured.set(id, { id, order_id: gatewayOrderId, status: "captured", amount });
		},
	};
}

describe("the payment gateway failing", () => {
	let t: TestApp;
	let variant: TestVariant;
	const gateway = flakyRazorpay();

	beforeAll(async () => {
		vi.stubGlobal("fetch", gateway.fetch);
		t = await createTestApp({
			seeded: true,
			sms: new MemorySmsSender(),
			env: {
				PAYMENT_GATEWAY: "razorpay",
				RAZORPAY_KEY_ID: KEY_ID,
				RAZORPAY_KEY_SECRET: KEY_SECRET,
				RAZORPAY_WEBHOOK_SECRET: "whsec_faults",
			},
		});
		[variant] = (await prepareVariants(t.database, [{ price: 640_00, stock: 20 }])) as [TestVariant];
	});
	afterAll(async () => {
		await t?.close();
		vi.unstubAllGlobals();
	});

	const paymentStatusOf = async (id: number) =>
		(await t.database.db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]?.status;

	/** No order is Paid without a paid payment, and every payment has its order. */
	async function consistent() {
		const [row] = await queryRows<{ paid_without: number; orphans: number }>(
			t.database.db,
			sql`select
				(select count(*)::int from orders o where o.payment_status = 'Paid'
					and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid')) as paid_without,
				(select count(*)::int from payments p where not exists (select 1 from orders o where o.id = p.order_id)) as orphans`,
		);
		expect(row).toEqual({ paid_without: 0, orphans: 0 });
	}

	it("places the order when Razorpay answers 500 at checkout, tells the shopper to pay, and takes the payment once it is back", async () => {
		const user = await createShopper(t.database);
		gateway.set("error");
		const placed = await placeOrder(t.app, user, [{ variant, quantity: 1 }], { paymentMode: "UPI" });
		expect(placed.status).toBe(201);
		expect(placed.body.message).toBe(messages.payment.awaiting);
		expect((placed.body.response as { payment?: PaymentStart }).payment).toBeUndefined();
		expect(await paymentStatusOf(placed.orderId)).toBe("Pending");

		// a retry while it still fails says so plainly
		const startPayment = () =>
			call(t.app, {
				method: "POST",
				url: "/api/payment/start",
				headers: user.auth,
				payload: { order_id: placed.orderId },
			});
		const stillDown = await startPayment();
		expect(stillDown.status).toBe(502);
		expect(stillDown.body).toMatchObject({ status: false, message: messages.payment.gatewayFailed });
		await consistent();

		gateway.set("ok");
		const start = await startPayment();
		expect(start.status).toBe(200);
		const payment = start.body.response as PaymentStart;
		expect(payment.gateway_order_id).toMatch(/^order_Flaky\d+$/);
		gateway.capture("pay_AfterOutage", payment.gateway_order_id, 64_000);
		const verified = await call(t.app, {
			method: "POST",
			url: "/api/payment/verify",
			headers: user.auth,
			payload: {
				order_id: placed.orderId,
				gateway_order_id: payment.gateway_order_id,
				gateway_payment_id: "pay_AfterOutage",
				signature: checkoutSignature(payment.gateway_order_id, "pay_AfterOutage", KEY_SECRET),
				outcome: "paid",
			},
		});
		expect(verified.status).toBe(200);
		expect(await paymentStatusOf(placed.orderId)).toBe("Paid");
		await consistent();
	});

	it("leaves a signed payment unconfirmed while Razorpay does not answer, says so, and confirms it when asked again", async () => {
		const user = await createShopper(t.database);
		gateway.set("ok");
		const placed = await placeOrder(t.app, user, [{ variant, quantity: 1 }], { paymentMode: "UPI" });
		const payment = (placed.body.response as { payment: PaymentStart }).payment;
		gateway.capture("pay_DuringOutage", payment.gateway_order_id, 64_000);
		const verify = () =>
			call(t.app, {
				method: "POST",
				url: "/api/payment/verify",
				headers: user.auth,
				payload: {
					order_id: placed.orderId,
					gateway_order_id: payment.gateway_order_id,
					gateway_payment_id: "pay_DuringOutage",
					signature: checkoutSignature(payment.gateway_order_id, "pay_DuringOutage", KEY_SECRET),
					outcome: "paid",
				},
			});

		for (const mode of ["error", "hang"] as const) {
			gateway.set(mode);
			const answer = await verify();
			expect(answer.status, mode).toBe(502);
			expect(answer.body, mode).toMatchObject({ status: false, message: messages.payment.gatewayFailed });
			expect(await paymentStatusOf(placed.orderId), mode).toBe("Pending");
			await consistent();
		}

		gateway.set("ok");
		const confirmed = await verify();
		expect(confirmed.status).toBe(200);
		expect(await paymentStatusOf(placed.orderId)).toBe("Paid");
		await consistent();
	}, 40_000);
});
