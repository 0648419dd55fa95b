import { and, desc, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { type Cte, cte } from "../../db/cte.ts";
import { giftCardFailures, giftCardRedemptions, giftCards, payments } from "../../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
	const [row] = await db.insert(payments).values(values).returning();
	if (!row) throw new Error("payment not inserted");
	return row;
}

/** Fills in the gateway's order of an attempt reserved before the gateway was asked. */
export async function setGatewayOrder(db: Db, id: number, gatewayOrderId: string): Promise<PaymentRow> {
	const [row] = await db
		.update(payments)
		.set({ gatewayOrderId, updatedAt: new Date() })
		.where(eq(payments.id, id))
		.returning();
	if (!row) throw new Error("payment not found");
	return row;
}

/** Removes an attempt the gateway never opened: it neither counts nor can be paid. */
export async function deletePayment(db: Db, id: number): Promise<void> {
	await db.delete(payments).where(eq(payments.id, id));
}

export async function findPaymentByGatewayOrder(
	db: Db,
	gateway: PaymentRow["gateway"],
	gatewayOrderId: string,
): Promise<PaymentRow | undefined> {
	const [row] = await db
		.select()
		.from(payments)
		.where(and(eq(payments.gateway, gateway), eq(payments.gatewayOrderId, gatewayOrderId)))
		.limit(1);
	return row;
}

export async function lockPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
	const [row] = await db.select().from(payments).where(eq(payments.id, id)).for("update");
	return row;
}

export async function paymentsOfOrder(db: Db, orderId: number): Promise<PaymentRow[]> {
	return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
}

export async function updatePayment(
	db: Db,
	id: number,
	values: Partial<Pick<PaymentRow, "status" | "gatewayPaymentId" | "failureReason">>,
): Promise<void> {
	await db
		.update(payments)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(payments.id, id));
}

/** The test gateway's page: the attempt (its amount, its order's number). */
export async function findTestPayment(db: Db, gatewayOrderId: string): Promise<PaymentRow | undefined> {
	const [row] = await db
		.select()
		.from(payments)
		.where(and(eq(payments.gateway, "test"), eq(payments.gatewayOrderId, gatewayOrderId)))
		.limit(1);
	return row;
}

export async function findGiftCard(db: Db, code: string): Promise<GiftCardRow | undefined> {
	const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code.trim().toUpperCase())).limit(1);
	return row;
}

/**
 * Takes `amount` off a usable card in one conditional update, so that two
 * orders racing for one balance cannot both have it. Answers the card, or
 * null when it could not be debited (the caller says why).
 */
export async function debitGiftCard(db: Db, code: string, amount: number): Promise<GiftCardRow | null> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`update gift_cards set balance = balance - ${amount}, updated_at = now()
			where code = ${code} and active and (expires_at is null or expires_at > now()) and balance >= ${amount}
			returning id`,
	);
	const id = rows[0]?.id;
	if (id === undefined) return null;
	const [card] = await db.select().from(giftCards).where(eq(giftCards.id, id));
	return card ?? null;
}

export async function creditGiftCard(db: Db, giftCardId: number, amount: number): Promise<void> {
	await db.execute(
		sql`update gift_cards set balance = least(initial_balance, balance + ${amount}), updated_at = now() where id = ${giftCardId}`,
	);
}

export async function insertGiftCardRedemption(
	db: Db,
	values: { giftCardId: number; orderId: number; amount: number },
): Promise<void> {
	await db.insert(giftCardRedemptions).values(values);
}

export async function insertGiftCardFailure(db: Db, userId: number): Promise<number> {
	const [row] = await db.insert(giftCardFailures).values({ userId }).returning({ id: giftCardFailures.id });
	if (!row) throw new Error("gift card failure not recorded");
	return row.id;
}

export async function deleteGiftCardFailure(db: Db, id: number): Promise<void> {
	await db.delete(giftCardFailures).where(eq(giftCardFailures.id, id));
}

/** Seconds since each of the shopper's newest `limit` failures within the window, newest first (the database's clock). */
export async function recentGiftCardFailureAges(
	db: Db,
	userId: number,
	windowMinutes: number,
	limit: number,
): Promise<number[]> {
	const rows = await queryRows<{ age: string | number }>(
		db,
		sql`select extract(epoch from now() - created_at) as age from gift_card_failures
			where user_id = ${userId} and created_at > now() - make_interval(mins => ${windowMinutes})
			order by created_at desc limit ${limit}`,
	);
	return rows.map((row) => Number(row.age));
}

/** Which order a payment attempt belongs to. */
export async function orderIdOfPayment(db: Db, paymentId: number): Promise<number | undefined> {
	const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
	return row?.orderId;
}

/** An order's attempts that were paid. */
export async function paidPaymentsOfOrder(db: Db, orderId: number): Promise<PaymentRow[]> {
	return db
		.select()
		.from(payments)
		.where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")));
}

/** An order's attempts that were never completed ('created') can no longer be paid: they fail, with the reason. */
export async function failOpenAttempts(db: Db, orderId: number, reason: string, now = new Date()): Promise<void> {
	await db
		.update(payments)
		.set({ status: "failed", failureReason: reason, updatedAt: now })
		.where(and(eq(payments.orderId, orderId), eq(payments.status, "created")));
}

/** Sets the status of an order's attempts through one gateway (cash collected on delivery, a gift card refunded). */
export async function setOrderPaymentsStatus(
	db: Db,
	orderId: number,
	gateway: PaymentRow["gateway"],
	status: PaymentRow["status"],
	now = new Date(),
): Promise<void> {
	await db
		.update(payments)
		.set({ status, updatedAt: now })
		.where(and(eq(payments.orderId, orderId), eq(payments.gateway, gateway)));
}

/**
 * insertPayment as a CTE of a larger statement (placing an order): an attempt
 * of `amount` paise for the order the CTE named `order` inserted (its id).
 */
export function insertPaymentCte(
	order: Cte<string, { id: number }>,
	values: { gateway: PaymentRow["gateway"]; amount: number; status: PaymentRow["status"] },
): Cte<"payment_created", Record<string, never>> {
	return cte(
		"payment_created",
		sql`insert into payments (order_id, gateway, amount, status)
			select id, ${values.gateway}, ${values.amount}, ${values.status} from ${order.ref}`,
	);
}

/** Erasure: the record of a user's failed gift card tries. */
export async function deleteGiftCardFailuresOfUser(db: Db, userId: number): Promise<void> {
	await db.delete(giftCardFailures).where(eq(giftCardFailures.userId, userId));
}
