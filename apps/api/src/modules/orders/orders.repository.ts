import { ONLINE_PAYMENT_MODES } from "@pitara/shared";
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { type Db, intArray, queryRows, rowFromJson } from "../../db/client.ts";
import { type Cte, cte } from "../../db/cte.ts";
import { orderItems, orders, orderTracking } from "../../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TrackingRow = typeof orderTracking.$inferSelect;

export async function insertTracking(
	db: Db,
	values: { orderId: number; status: string; name: string; updatedByUserId?: number | null; note?: string | null },
): Promise<void> {
	await db.insert(orderTracking).values(values);
}

export async function findOrderByIdempotencyKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
	const [row] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
		.limit(1);
	return row;
}

/** The caller's order, or undefined when it does not exist or is someone else's. */
export async function findUserOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | undefined> {
	const [row] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
		.limit(1);
	return row;
}

type HeldRow = {
	unpaid_online: number;
	pending_cod: number;
	held_units: number;
};

/**
 * The shopper's other orders that hold stock without being paid (online ones within their payment window, cash
 * on delivery ones not shipped yet) and the units they hold, as a CTE named `held` of a larger statement (placing an order,
 * whose own new row the statement's snapshot does not see: no exception).
 */
export function openHoldsCte(userId: number, exceptOrderId: number | null = null): Cte<"held", HeldRow> {
	const heldOrders = sql`held_orders as (
			select id,
				(payment_mode in ${[...ONLINE_PAYMENT_MODES]} and payment_status in ('Pending', 'Failed')
					and stock_released_at is null and payment_expires_at > now()) as unpaid_online,
				payment_mode = 'COD' as cod
			from orders where user_id = ${userId} and status = 'Pending'
				${exceptOrderId === null ? sql`` : sql`and id <> ${exceptOrderId}`}
		)`;
	return cte<HeldRow, "held">(
		"held",
		sql`select count(*) filter (where unpaid_online)::int as unpaid_online,
				count(*) filter (where cod)::int as pending_cod,
				-- each held order's items by its id (order_items_order_idx): a plan that starts from the items would
				-- read every order's items when the statistics say the table is small
				coalesce(sum((select sum(oi.quantity) from order_items oi where oi.order_id = h.id))
					filter (where unpaid_online or cod), 0)::int as held_units
			from held_orders h`,
		heldOrders,
	);
}

/** The counts `held` (openHoldsCte) answered. */
export function holdsFrom(raw: unknown): { unpaidOnline: number; pendingCod: number; heldUnits: number } {
	const row = (typeof raw === "string" ? JSON.parse(raw) : raw) as HeldRow | undefined | null;
	return {
		unpaidOnline: Number(row?.unpaid_online ?? 0),
		pendingCod: Number(row?.pending_cod ?? 0),
		heldUnits: Number(row?.held_units ?? 0),
	};
}

/** The user's order with this Idempotency-Key as JSON (orderFromJson reads it), or null: an expression. */
export function orderByIdempotencyKeyJsonSql(userId: number, key: string): SQL {
	return sql`(select row_to_json(o) from orders o where o.user_id = ${userId} and o.idempotency_key = ${key} limit 1)`;
}

/** An order a statement answered as JSON (row_to_json), as the query builder answers it. */
export function orderFromJson(raw: unknown): OrderRow {
	return rowFromJson(orders, raw);
}

/**
 * The order's row, inserted as a CTE named `name` of a larger statement (placing an order),
 * answering the row (`returning *`). Later CTEs of the statement read its id.
 */
export function insertOrderCte<Name extends string>(
	name: Name,
	values: typeof orders.$inferInsert,
): Cte<Name, PlacedOrderColumns> {
	return cte<PlacedOrderColumns, Name>(
		name,
		sql`insert into orders (user_id, status, payment_mode, payment_status, address_name, address_phone,
				address_line1, address_line2, city, state, pincode, country, mrp_total, sub_total, discount, promo_code,
				promo_discount, delivery, cod_fee, total, gift_card_id, idempotency_key, idempotency_fingerprint,
				payment_expires_at, promised_delivery_date, credit_amount, buyer_gstin, buyer_trade_name, promo_name,
				promo_min_order, promo_delivery)
			values (${values.userId}, ${values.status ?? "Pending"}, ${values.paymentMode},
				${values.paymentStatus ?? "Pending"}, ${values.addressName}, ${values.addressPhone}, ${values.addressLine1},
				${values.addressLine2 ?? null}, ${values.city}, ${values.state}, ${values.pincode}, ${values.country},
				${values.mrpTotal}, ${values.subTotal}, ${values.discount}, ${values.promoCode ?? null},
				${values.promoDiscount ?? 0}, ${values.delivery}, ${values.codFee ?? 0}, ${values.total},
				${values.giftCardId ?? null}, ${values.idempotencyKey ?? null}, ${values.idempotencyFingerprint ?? null},
				${values.paymentExpiresAt ?? null}::timestamptz, ${values.promisedDeliveryDate ?? null}::date,
				${values.creditAmount ?? 0}::int, ${values.buyerGstin ?? null}, ${values.buyerTradeName ?? null},
				${values.promoName ?? null}, ${values.promoMinOrder ?? null}::int, ${values.promoDelivery ?? 0}::int)
			returning *`,
	);
}

/** The columns an order's CTE answers that the parts after it read (it answers every column of orders). */
export type PlacedOrderColumns = { id: number; user_id: number; total: number };

/** The columns of an order's lines that insertOrderItemsCte writes (the placement's `order_lines`). */
export type OrderLineColumns = {
	variant_id: number;
	quantity: number;
	product_name: string;
	brand: string;
	size: string;
	color: string;
	image: string | null;
	unit_price: number;
	unit_mrp: number;
	total_price: number;
	/** the line's share of the promo discount (decision 067) */
	promo_share: number;
	promo_eligible: boolean;
};

/**
 * The order's items, inserted as a CTE of a larger statement: one item per line of the
 * CTE named `lines` (variant_id, quantity, product_name, brand, size, color,
 * image, unit_price, unit_mrp, total_price) for the order the CTE `order` inserted.
 */
export function insertOrderItemsCte(
	order: Cte<string, { id: number }>,
	lines: Cte<string, OrderLineColumns>,
): Cte<"order_items_written", Record<string, never>> {
	return cte(
		"order_items_written",
		sql`insert into order_items (order_id, variant_id, product_name, brand, size, color, image, unit_price, unit_mrp,
				quantity, total_price, promo_share, promo_eligible)
			select o.id, l.variant_id, l.product_name, l.brand, l.size, l.color, l.image, l.unit_price, l.unit_mrp,
				l.quantity, l.total_price, l.promo_share, l.promo_eligible
			from ${order.ref} o cross join ${lines.ref} l`,
	);
}

/** insertTracking as a CTE of a larger statement, for the order the CTE `order` inserted. */
export function insertTrackingCte(
	order: Cte<string, { id: number }>,
	values: { status: string; name: string; updatedByUserId?: number | null; note?: string | null },
): Cte<"tracking_written", Record<string, never>> {
	return cte(
		"tracking_written",
		sql`insert into order_tracking (order_id, status, name, updated_by_user_id, note)
			select id, ${values.status}, ${values.name}, ${values.updatedByUserId ?? null}, ${values.note ?? null}
			from ${order.ref}`,
	);
}

/** Any order, locked until the transaction ends (status changes, payments, cancellation). */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
	// "no key update": foreign keys from order_tracking and payments only take key-share locks, which it lets through
	const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for("no key update");
	return row;
}

export async function updateOrder(
	db: Db,
	orderId: number,
	values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
	const [row] = await db
		.update(orders)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(orders.id, orderId))
		.returning();
	if (!row) throw new Error(`order ${orderId} not updated`);
	return row;
}

export async function listUserOrders(db: Db, userId: number): Promise<OrderRow[]> {
	return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The items of some orders, by order id. */
export async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
	const byOrder = new Map<number, OrderItemRow[]>();
	if (orderIds.length === 0) return byOrder;
	const rows = await db
		.select()
		.from(orderItems)
		.where(inArray(orderItems.orderId, [...orderIds]))
		.orderBy(asc(orderItems.orderId), asc(orderItems.id));
	for (const item of rows) {
		const list = byOrder.get(item.orderId) ?? [];
		list.push(item);
		byOrder.set(item.orderId, list);
	}
	return byOrder;
}

/** True when the shopper has received one of these variants: an order of theirs holding it was delivered. */
export async function hasReceivedAny(db: Db, userId: number, variantIds: readonly number[]): Promise<boolean> {
	if (variantIds.length === 0) return false;
	const rows = await db
		.select({ id: orderItems.id })
		.from(orderItems)
		.innerJoin(orders, eq(orders.id, orderItems.orderId))
		.where(
			and(eq(orders.userId, userId), eq(orders.status, "Delivered"), inArray(orderItems.variantId, [...variantIds])),
		)
		.limit(1);
	return rows.length > 0;
}

export async function itemsOfOrder(db: Db, orderId: number): Promise<OrderItemRow[]> {
	return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function trackingOfOrder(db: Db, orderId: number): Promise<TrackingRow[]> {
	return db
		.select()
		.from(orderTracking)
		.where(eq(orderTracking.orderId, orderId))
		.orderBy(asc(orderTracking.updatedAt), asc(orderTracking.id));
}

/** Whether the user has an order, other than `exceptOrderId`, that was not cancelled. */
export async function hasOtherLiveOrder(db: Db, userId: number, exceptOrderId: number): Promise<boolean> {
	const [row] = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.userId, userId), ne(orders.id, exceptOrderId), ne(orders.status, "Cancelled")))
		.limit(1);
	return row !== undefined;
}

/** Unpaid online orders whose payment window closed before `now` and whose stock is still held. */
function dueUnpaid(now: Date, variantIds: readonly number[] | undefined) {
	return sql`status = 'Pending' and payment_status in ('Pending', 'Failed') and stock_released_at is null
		and payment_mode in ${[...ONLINE_PAYMENT_MODES]} and payment_expires_at <= ${now}
		${
			variantIds
				? sql`and exists (select 1 from order_items oi where oi.order_id = orders.id and oi.variant_id = any(${intArray(variantIds)}))`
				: sql``
		}`;
}

/** Whether any order is due for release (no lock: a quick look before a transaction that takes them). */
export async function anyDueUnpaidOrder(db: Db, now: Date, variantIds?: readonly number[]): Promise<boolean> {
	const [row] = await queryRows<{ due: boolean }>(db, sql`select ${anyDueUnpaidSql(now, variantIds)} as due`);
	return row?.due === true;
}

/** anyDueUnpaidOrder as a boolean expression, for a statement that reads it with other things. */
export function anyDueUnpaidSql(now: Date, variantIds?: readonly number[]): SQL {
	// in payment_expires_at order, so that the plan walks the due orders' partial index (orders_payment_due_idx) from
	// the oldest window, whatever the statistics say: an `exists` may start from any index and read every order
	return sql`coalesce((select true from orders where ${dueUnpaid(now, variantIds)} order by payment_expires_at limit 1), false)`;
}

/**
 * Up to `limit` orders due for release, oldest window first, locked; orders
 * another transaction is releasing are skipped (several processes sweep at once).
 */
export async function takeDueUnpaidOrders(
	db: Db,
	now: Date,
	limit: number,
	variantIds?: readonly number[],
): Promise<number[]> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`select id from orders where ${dueUnpaid(now, variantIds)}
			order by payment_expires_at, id limit ${limit} for update skip locked`,
	);
	return rows.map((row) => row.id);
}

/** Whether any order, in any state, holds one of these variants (orders keep what they sold: such a variant stays). */
export async function anyOrderHoldsVariants(db: Db, variantIds: readonly number[]): Promise<boolean> {
	if (variantIds.length === 0) return false;
	const rows = await db
		.select({ id: orderItems.id })
		.from(orderItems)
		.where(inArray(orderItems.variantId, [...variantIds]))
		.limit(1);
	return rows.length > 0;
}

/**
 * When each of these variants was last sold (the latest order holding it, in any state): a stock count
 * taken before that moment no longer holds (the products CSV import refuses it). Variants never sold
 * are absent.
 */
export async function lastSaleOfVariants(db: Db, variantIds: readonly number[]): Promise<Map<number, Date>> {
	if (variantIds.length === 0) return new Map();
	const rows = await db
		.select({ variantId: orderItems.variantId, at: sql<Date>`max(${orders.createdAt})` })
		.from(orderItems)
		.innerJoin(orders, eq(orders.id, orderItems.orderId))
		.where(inArray(orderItems.variantId, [...variantIds]))
		.groupBy(orderItems.variantId);
	return new Map(rows.map((row) => [row.variantId, new Date(row.at)]));
}

/**
 * A user's orders still in progress (erasure is refused while one is): shipped and not delivered, or pending and
 * not an unpaid online order whose stock was already given back (that one can no longer be paid).
 */
export function ordersInProgressOfUser(db: Db, userId: number): Promise<{ id: number; status: string }[]> {
	return db
		.select({ id: orders.id, status: orders.status })
		.from(orders)
		.where(
			and(
				eq(orders.userId, userId),
				sql`(${orders.status} = 'Shipped' or (${orders.status} = 'Pending' and ${orders.stockReleasedAt} is null))`,
			),
		)
		.orderBy(asc(orders.id));
}

/** Every order id of a user (the invoices kept for them at erasure). */
export async function orderIdsOfUser(db: Db, userId: number): Promise<number[]> {
	const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
	return rows.map((row) => row.id);
}

/**
 * Erasure: the delivery snapshot of a user's orders loses its name, phone and street lines ("Deleted customer");
 * the city, state and pincode stay, as the place of supply the kept tax documents state. The amounts stay.
 */
export async function anonymiseOrdersOfUser(db: Db, userId: number, name: string): Promise<number> {
	const rows = await db
		.update(orders)
		.set({ addressName: name, addressPhone: "0000000000", addressLine1: "-", addressLine2: null })
		.where(eq(orders.userId, userId))
		.returning({ id: orders.id });
	// the tracking steps the customer made (placing, cancelling) name them to the shopper
	await db.update(orderTracking).set({ name }).where(eq(orderTracking.updatedByUserId, userId));
	return rows.length;
}
