import { ONLINE_PAYMENT_MODES } from "@pitara/shared";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { categories, orderItems, orders, orderTracking, products, users, variants } from "../../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TrackingRow = typeof orderTracking.$inferSelect;

/** An order's item with the category of its product (for the invoice's tax rates). */
export interface OrderItemWithCategory extends OrderItemRow {
	category: string;
}

/** What an order needs to know about a variant: its price, stock and the names to copy into the order. */
export interface OrderableVariant {
	id: number;
	price: number;
	mrp: number;
	stock: number;
	/** the variant and its product are both on sale */
	available: boolean;
	size: string;
	color: string;
	name: string;
	brand: string;
	category: string;
	/** base path of the variant's first picture (or the product's) */
	image: string | null;
}

export async function loadOrderableVariants(db: Db, ids: number[]): Promise<Map<number, OrderableVariant>> {
	if (ids.length === 0) return new Map();
	const rows = await queryRows<OrderableVariant>(
		db,
		sql`select v.id, v.price, v.mrp, v.stock, (v.active and p.active) as available, v.size, v.color,
				p.name, b.name as brand, c.name as category,
				(select pi.path from variants v2 join product_images pi on pi.variant_id = v2.id
					where v2.product_id = p.id
					order by (v2.id = v.id) desc, v2.position, v2.id, pi.position, pi.id limit 1) as image
			from variants v
			join products p on p.id = v.product_id
			join brands b on b.id = p.brand_id
			join categories c on c.id = p.category_id
			where v.id in ${ids}`,
	);
	return new Map(rows.map((row) => [row.id, { ...row, available: Boolean(row.available) }]));
}

/**
 * Takes `quantity` of a variant if that many are in stock and it is on sale,
 * in one conditional update (no oversell under concurrency). Answers the
 * price and mrp it was sold at, or null when it could not be taken.
 */
export async function takeStock(
	db: Db,
	variantId: number,
	quantity: number,
): Promise<{ price: number; mrp: number } | null> {
	const rows = await queryRows<{ price: number; mrp: number }>(
		db,
		sql`update variants set stock = stock - ${quantity}, updated_at = now()
			where id = ${variantId} and active and stock >= ${quantity}
				and exists (select 1 from products p where p.id = variants.product_id and p.active)
			returning price, mrp`,
	);
	return rows[0] ?? null;
}

export async function currentStock(db: Db, variantId: number): Promise<number> {
	const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
	return row?.stock ?? 0;
}

/** Gives an order's items back to stock (cancellation, an expired payment). */
export async function returnStock(db: Db, items: Pick<OrderItemRow, "variantId" | "quantity">[]): Promise<void> {
	// in variant order, as orders take them, so two transactions never wait on each other in a circle
	for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
		await db.execute(
			sql`update variants set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.variantId}`,
		);
	}
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
	const [row] = await db.insert(orders).values(values).returning();
	if (!row) throw new Error("order not inserted");
	return row;
}

export async function insertOrderItems(db: Db, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
	if (values.length > 0) await db.insert(orderItems).values(values);
}

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

/** Any order, locked until the transaction ends (status changes, payments, cancellation). */
/**
 * The shopper's other orders that hold stock without being paid: online ones
 * still within their payment window (a failed attempt can be retried, so it
 * holds too) and cash on delivery ones not shipped yet.
 */
export async function openHolds(
	db: Db,
	userId: number,
	exceptOrderId: number,
): Promise<{ unpaidOnline: number; pendingCod: number }> {
	const [row] = await queryRows<{ unpaid_online: number; pending_cod: number }>(
		db,
		sql`select
				count(*) filter (where payment_mode in ${[...ONLINE_PAYMENT_MODES]}
					and payment_status in ('Pending', 'Failed') and stock_released_at is null
					and payment_expires_at > now())::int as unpaid_online,
				count(*) filter (where payment_mode = 'COD')::int as pending_cod
			from orders where user_id = ${userId} and status = 'Pending' and id <> ${exceptOrderId}`,
	);
	return { unpaidOnline: Number(row?.unpaid_online ?? 0), pendingCod: Number(row?.pending_cod ?? 0) };
}

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

/** The items of some orders, each with its product's category. */
export async function itemsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderItemWithCategory[]>> {
	const byOrder = new Map<number, OrderItemWithCategory[]>();
	if (orderIds.length === 0) return byOrder;
	const rows = await db
		.select({ item: orderItems, category: categories.name })
		.from(orderItems)
		.innerJoin(variants, eq(variants.id, orderItems.variantId))
		.innerJoin(products, eq(products.id, variants.productId))
		.innerJoin(categories, eq(categories.id, products.categoryId))
		.where(inArray(orderItems.orderId, orderIds))
		.orderBy(asc(orderItems.orderId), asc(orderItems.id));
	for (const { item, category } of rows) {
		const list = byOrder.get(item.orderId) ?? [];
		list.push({ ...item, category });
		byOrder.set(item.orderId, list);
	}
	return byOrder;
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

/**
 * Holds the user's row until the transaction ends, so that first-order checks
 * of one user run one at a time. "no key update", because the order's own
 * foreign key already holds a key-share lock on the row in the other
 * transaction: "update" would wait on it in a circle (a deadlock).
 */
export async function lockUser(db: Db, userId: number): Promise<void> {
	await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
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

export async function findUserContact(
	db: Db,
	userId: number,
): Promise<{ fullName: string; email: string; phone: string } | undefined> {
	const [row] = await db
		.select({ fullName: users.fullName, email: users.email, phone: users.phone })
		.from(users)
		.where(eq(users.id, userId));
	return row;
}
