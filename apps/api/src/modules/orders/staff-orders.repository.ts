import { ONLINE_PAYMENT_MODES, type OrderStatus, type PaymentMode, type PaymentStatus } from "@pitara/shared";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema/index.ts";
import type { OrderRow } from "./orders.repository.ts";

/**
 * The staff's reads of orders: the console's filtered, paged list and the
 * dashboard's figures. Every list filter has an index (schema/orders.ts).
 */

export interface StaffOrderFilter {
	status?: OrderStatus | undefined;
	paymentMode?: PaymentMode | undefined;
	paymentStatus?: PaymentStatus | undefined;
	/** placed at or after this instant */
	from?: Date | undefined;
	/** placed before this instant */
	to?: Date | undefined;
	/** an order id (digits), a phone (10 digits) or part of the name on the order */
	q?: string | undefined;
	/** orders of these customers too (the search's phone matched their account) */
	userIds?: number[] | undefined;
	userId?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string, userIds: number[] = []): SQL | undefined {
	const text = q.replace(/^#/, "").trim();
	if (/^\d{10}$/.test(text)) {
		return userIds.length > 0
			? or(eq(orders.addressPhone, text), inArray(orders.userId, userIds))
			: eq(orders.addressPhone, text);
	}
	if (/^\d{1,9}$/.test(text)) return eq(orders.id, Number(text));
	return ilike(orders.addressName, `%${escapeLike(text)}%`);
}

function where(filter: StaffOrderFilter): SQL | undefined {
	return and(
		filter.status ? eq(orders.status, filter.status) : undefined,
		filter.paymentMode ? eq(orders.paymentMode, filter.paymentMode) : undefined,
		filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
		filter.from ? gte(orders.createdAt, filter.from) : undefined,
		filter.to ? lt(orders.createdAt, filter.to) : undefined,
		filter.userId !== undefined ? eq(orders.userId, filter.userId) : undefined,
		filter.q ? searchCondition(filter.q, filter.userIds) : undefined,
	);
}

export interface StaffOrderRow extends OrderRow {
	itemCount: number;
}

/** One page of orders, newest first, with how many units each holds and how many orders match. */
export async function listOrdersForStaff(
	db: Db,
	filter: StaffOrderFilter,
	page: { page: number; pageSize: number },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
	const condition = where(filter);
	const [rows, [counted]] = await Promise.all([
		db
			.select()
			.from(orders)
			.where(condition)
			.orderBy(desc(orders.createdAt), desc(orders.id))
			.limit(page.pageSize)
			.offset((page.page - 1) * page.pageSize),
		db.select({ total: count() }).from(orders).where(condition),
	]);
	const ids = rows.map((row) => row.id);
	const units =
		ids.length === 0
			? []
			: await db
					.select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
					.from(orderItems)
					.where(inArray(orderItems.orderId, ids))
					.groupBy(orderItems.orderId);
	const byOrder = new Map(units.map((row) => [row.orderId, row.units]));
	return {
		rows: rows.map((row) => ({ ...row, itemCount: byOrder.get(row.id) ?? 0 })),
		total: counted?.total ?? 0,
	};
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
	const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
	return row;
}

/** How many orders each of these customers placed, and when the last one was. */
export async function orderCountsOfUsers(
	db: Db,
	userIds: readonly number[],
): Promise<Map<number, { orders: number; lastOrderAt: Date | null }>> {
	if (userIds.length === 0) return new Map();
	const rows = await db
		.select({
			userId: orders.userId,
			orders: sql<number>`count(*)::int`,
			lastOrderAt: sql<Date>`max(${orders.createdAt})`,
		})
		.from(orders)
		.where(inArray(orders.userId, [...userIds]))
		.groupBy(orders.userId);
	return new Map(
		rows.map((row) => [
			row.userId,
			{ orders: row.orders, lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt) : null },
		]),
	);
}

/* the dashboard ------------------------------------------------------------ */

/**
 * Orders that count as sales: not cancelled, and paid or cash on delivery
 * still to be collected (an online order waiting for its payment, a failed
 * or refunded one is not a sale). Amounts are GST-inclusive totals.
 */
const SALE = sql`${orders.status} <> 'Cancelled' and (${orders.paymentStatus} = 'Paid' or (${orders.paymentMode} = 'COD' and ${orders.paymentStatus} = 'Pending'))`;
/** The shop's calendar day of an instant. */
const IST_DAY = sql`(${orders.createdAt} at time zone 'Asia/Kolkata')::date`;

export interface DailySales {
	/** YYYY-MM-DD in India */
	day: string;
	orders: number;
	/** paise */
	revenue: number;
}

/** Sales on each of the last `days` days in India, today last; days without a sale are there with zeros. */
export async function dailySales(db: Db, days: number, now = new Date()): Promise<DailySales[]> {
	const rows = await queryRows<{ day: string; orders: number; revenue: number }>(
		db,
		sql`with bounds as (select (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date as today)
			select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.orders, 0)::int as orders, coalesce(s.revenue, 0)::bigint as revenue
			from bounds, generate_series(bounds.today - ${days - 1}::int, bounds.today, interval '1 day') as d(day)
			left join (
				select ${IST_DAY} as day, count(*) as orders, sum(${orders.total}) as revenue
				from ${orders}
				where ${SALE} and ${orders.createdAt} >= ${new Date(now.getTime() - (days + 1) * 86_400_000).toISOString()}::timestamptz
				group by 1
			) s on s.day = d.day::date
			order by d.day`,
	);
	return rows.map((row) => ({ day: row.day, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/** Orders the staff must ship (Pending, COD or paid) and online orders still waiting for their payment. */
/**
 * Cash on delivery out with the couriers (issue 27 item 8): COD orders shipped and not yet paid, and the cash they
 * are to bring (the order's total less refunds and store credit, as the parcel's COD amount is).
 */
export async function codToCollect(db: Db): Promise<{ orders: number; amount: number }> {
	const [row] = await db
		.select({
			orders: sql<number>`count(*)::int`,
			amount: sql<number>`coalesce(sum(greatest(0, ${orders.total} - ${orders.refundedAmount} - ${orders.creditAmount})), 0)::bigint`,
		})
		.from(orders)
		.where(and(eq(orders.status, "Shipped"), eq(orders.paymentMode, "COD"), eq(orders.paymentStatus, "Pending")));
	return { orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) };
}

export async function orderQueues(db: Db): Promise<{ toShip: number; awaitingPayment: number }> {
	const [row] = await db
		.select({
			toShip: sql<number>`count(*) filter (where ${orders.paymentMode} = 'COD' or ${orders.paymentStatus} = 'Paid')::int`,
			awaitingPayment: sql<number>`count(*) filter (where ${orders.paymentMode} in ${ONLINE_PAYMENT_MODES} and ${orders.paymentStatus} = 'Pending')::int`,
		})
		.from(orders)
		.where(eq(orders.status, "Pending"));
	return { toShip: Number(row?.toShip ?? 0), awaitingPayment: Number(row?.awaitingPayment ?? 0) };
}
