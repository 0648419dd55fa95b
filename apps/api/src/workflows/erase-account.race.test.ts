import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/helpers.ts";
import {
	addressOf,
	createOrder,
	createShopper,
	orderPayload,
	prepareVariants,
	type TestVariant,
} from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import { accountErasures, orderItems, orders, payments, users } from "../db/schema/index.ts";

/**
 * Issue 30, "a deletion during an order placement: the order completes or is refused, never half-attached to a
 * deleted account" (decision 051: both paths take the shopper's row lock first). Raced through the real app; on
 * PostgreSQL (`TEST_DATABASE_URL=… npx vitest run src/workflows/erase-account.race.test.ts`) the two requests run
 * on two connections, on PGlite one after the other.
 */
const sms = new MemorySmsSender();
let t: TestApp;
let variant: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
	[variant] = (await prepareVariants(t.database, [{ price: 49_900, stock: 500 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const ROUNDS = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("deleting an account while its shopper places an order", () => {
	it(`${ROUNDS} rounds: either the order is placed and the deletion refused, or the account is erased and the order refused`, async () => {
		const outcomes = { ordered: 0, erased: 0 };
		for (let round = 0; round < ROUNDS; round++) {
			const name = `Race Parent ${round}`;
			const shopper = await createShopper(t.database, { fullName: name, email: `race${round}@example.com` }, name);
			const remoteAddress = addressOf(shopper.auth);
			const sent = await call(t.app, {
				method: "POST",
				url: "/api/user/send/otp",
				payload: { phone_email: shopper.phone },
				remoteAddress,
			});
			expect(sent.status).toBe(200);
			const code = sms.lastCode(shopper.phone);
			// the two requests start together; each round starts the order a little later (the deletion has more to
			// do before it takes the lock), so across the rounds the order falls before, inside and after the
			// erasure's transaction
			const [order, deletion] = await Promise.all([
				pause(round).then(() =>
					createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }])),
				),
				Promise.resolve().then(() =>
					call(t.app, {
						method: "POST",
						url: "/api/users/privacy/delete",
						headers: shopper.auth,
						payload: { otp: code },
						remoteAddress,
					}),
				),
			]);

			const [user] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
			const erasures = await t.database.db.select().from(accountErasures).where(eq(accountErasures.userId, shopper.id));
			const placed = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.id));
			const context = `round ${round}: order ${order.status} ${JSON.stringify(order.body.message)}, deletion ${deletion.status} ${JSON.stringify(deletion.body.message)}`;

			if (order.status === 201) {
				// the order came first: it is whole, it is the shopper's, and the deletion was refused naming it
				outcomes.ordered++;
				expect(deletion.status, context).toBe(409);
				expect(deletion.body.code, context).toBe("ACCOUNT_IN_USE");
				expect(erasures, context).toEqual([]);
				expect(user?.fullName, context).toBe(name);
				expect(user?.phone, context).toBe(shopper.phone);
				expect(placed.length, context).toBe(1);
				const [row] = placed;
				expect(row?.addressName, context).toBe(name);
				expect(row?.status, context).toBe("Pending");
				const lines = await t.database.db
					.select()
					.from(orderItems)
					.where(eq(orderItems.orderId, row?.id ?? 0));
				expect(
					lines.map((line) => line.quantity),
					context,
				).toEqual([1]);
				const paid = await t.database.db
					.select()
					.from(payments)
					.where(eq(payments.orderId, row?.id ?? 0));
				expect(paid.length, context).toBe(1);
				expect(deletion.body.message, context).toContain(`Order #${row?.id}`);
			} else {
				// the erasure came first: the account is erased once, and no order exists for it, whole or in part
				outcomes.erased++;
				expect(deletion.status, context).toBe(200);
				expect(order.status, context).toBeGreaterThanOrEqual(400);
				expect(order.status, context).toBeLessThan(500);
				expect(erasures.length, context).toBe(1);
				expect(user?.fullName, context).toBe("Deleted customer");
				expect(placed, context).toEqual([]);
				// nothing of the shopper was written after the erasure: not a line, a payment, a tracking row
				const leftovers = await queryRows<{ n: number }>(
					t.database.db,
					sql`select (select count(*) from order_tracking tr join orders o on o.id = tr.order_id where o.user_id = ${shopper.id})
						+ (select count(*) from addresses where user_id = ${shopper.id})
						+ (select count(*) from sessions where user_id = ${shopper.id}) as n`,
				);
				expect(Number(leftovers[0]?.n), context).toBe(0);
			}
			// in every round, no table but the kept tax documents holds the erased shopper's phone or name
			if (erasures.length > 0) {
				const found = await queryRows<{ n: number }>(
					t.database.db,
					sql`select (select count(*) from orders where address_phone = ${shopper.phone} or address_name = ${name})
						+ (select count(*) from order_tracking where name = ${name}) as n`,
				);
				expect(Number(found[0]?.n), context).toBe(0);
			}
		}
		// every round ended one way or the other (on PGlite the requests run one after the other)
		expect(outcomes.ordered + outcomes.erased).toBe(ROUNDS);
	});
});
