import { type SQL, sql } from "drizzle-orm";
import { type Db, queryPrepared } from "../db/client.ts";
import { cte } from "../db/cte.ts";
import { lockUserSql } from "../modules/accounts/index.ts";
import { type AddressRow, addressFromJson, addressJsonSql, addressPincodeSql } from "../modules/addresses/index.ts";
import { removeOrderedCtes } from "../modules/cart/index.ts";
import {
	type OrderLineRow,
	orderLinesFrom,
	orderLinesSql,
	type StockTakenRow,
	takeStockCtes,
} from "../modules/catalog/index.ts";
import { type DeliveryInputs, deliveryInputsFrom, deliveryInputsSql } from "../modules/delivery/index.ts";
import {
	anyDueUnpaidSql,
	holdsFrom,
	insertOrderCte,
	insertOrderItemsCte,
	insertTrackingCte,
	type OrderLineColumns,
	type OrderRow,
	openHoldsCte,
	orderByIdempotencyKeyJsonSql,
	orderFromJson,
} from "../modules/orders/index.ts";
import { insertPaymentCte } from "../modules/payments/index.ts";

/**
 * Placing an order in two statements (decision 025): each is composed of the
 * SQL of the modules that own the tables it reads or writes — the workflow
 * only puts their parts side by side — so that an order costs two round trips
 * inside its transaction however many lines it has, instead of one per read,
 * per line and per row written.
 */

export interface PlacementInputs {
	address: AddressRow | undefined;
	/** the delivery promise's and the COD terms' inputs for the address's pincode (undefined without an address) */
	delivery: DeliveryInputs | undefined;
	lines: Map<number, OrderLineRow>;
	/** the shopper's order with the request's Idempotency-Key, when one was placed before */
	earlier: OrderRow | undefined;
	/** an unpaid online order holding one of the variants is past its window (release it first) */
	due: boolean;
	/** the account was erased (or is gone) by the time its row was locked: no order is placed for it */
	erased: boolean;
}

export interface PlacementReadOptions {
	userId: number;
	addressId: number;
	variantIds: number[];
	idempotencyKey: string | null;
	now: Date;
}

/**
 * The first statement's SQL. Its text is the same for any number of lines
 * (the variants are one array parameter), so that it is prepared and planned
 * once per connection (decision 027); an Idempotency-Key makes the second form.
 */
export function placementReadSql(options: PlacementReadOptions): SQL {
	const { userId, addressId, variantIds, idempotencyKey, now } = options;
	return sql`with locked_user as ${lockUserSql(userId)}
			select (select count(*) from locked_user)::int as locked,
				coalesce((select erased from locked_user), true) as erased,
				${addressJsonSql(userId, addressId)} as address,
				${deliveryInputsSql(addressPincodeSql(userId, addressId))} as delivery,
				${orderLinesSql(variantIds)} as lines,
				${idempotencyKey ? orderByIdempotencyKeyJsonSql(userId, idempotencyKey) : sql`null::json`} as earlier,
				${anyDueUnpaidSql(now, variantIds)} as due`;
}

/**
 * The first statement: locks the shopper's row (accounts' one user lock,
 * before any stock: one lock order everywhere), and reads the address, the
 * delivery promise's and COD terms' inputs, the variants as lines, an earlier
 * order with the same Idempotency-Key and whether an expired hold must be
 * released first. It reads from the snapshot it began with: the counts the
 * lock protects are read by the second statement. Only the locked row is read
 * as it is now, so whether the account was erased while this statement waited
 * for the lock comes from it (the address read then may be one the erasure
 * has since deleted).
 */
export async function readPlacementInputs(tx: Db, options: PlacementReadOptions): Promise<PlacementInputs> {
	const [row] = await queryPrepared<{
		locked: number;
		erased: boolean;
		address: unknown;
		delivery: unknown;
		lines: unknown;
		earlier: unknown;
		due: boolean;
	}>(tx, "place_order_read", placementReadSql(options));
	if (!row) throw new Error("placement inputs not read");
	const address = addressFromJson(row.address);
	return {
		address,
		delivery: address ? await deliveryInputsFrom(tx, row.delivery, address.pincode) : undefined,
		lines: orderLinesFrom(row.lines),
		earlier: row.earlier === null || row.earlier === undefined ? undefined : orderFromJson(row.earlier),
		due: row.due === true,
		erased: row.erased !== false,
	};
}

/** A line of the order as the second statement writes it (amounts in paise). */
/** A line of the order as the placement writes it: the order_lines CTE's columns (orders' OrderLineColumns). */
export type PlacementLine = OrderLineColumns;

export interface PlacementWritten {
	order: OrderRow;
	/** the lines whose stock was taken, by variant id (a line missing could not be taken: roll back) */
	taken: Map<number, StockTakenRow>;
	/** the shopper's other orders holding stock (orders' openHolds), counted with the shopper's row held */
	holds: { unpaidOnline: number; pendingCod: number; heldUnits: number };
}

export interface PlacementWriteOptions {
	userId: number;
	order: Parameters<typeof insertOrderCte>[1];
	lines: PlacementLine[];
	codPayment: boolean;
	tracking: Parameters<typeof insertTrackingCte>[1];
}

/**
 * The second statement's SQL: the lines are one JSON parameter, so its text is
 * the same for any number of lines (decision 027); without a COD payment row
 * (online modes, a gift card) it is the second form.
 */
export function placementWriteSql(options: PlacementWriteOptions): SQL {
	const { userId, order, lines, codPayment, tracking } = options;
	const orderLines = cte<OrderLineColumns, "order_lines">(
		"order_lines",
		sql`select * from json_to_recordset(${JSON.stringify(lines)}::json) as l(variant_id int, quantity int,
					product_name text, brand text, size text, color text, image text, unit_price int, unit_mrp int,
					total_price int, promo_share int, promo_eligible boolean)`,
	);
	const held = openHoldsCte(userId);
	const taken = takeStockCtes(orderLines);
	const placed = insertOrderCte("placed_order", order);
	const payment = codPayment
		? sql`${insertPaymentCte(placed, { gateway: "cod", amount: order.total - (order.creditAmount ?? 0), status: "created" }).definition},`
		: sql``;
	return sql`with ${orderLines.definition},
			${held.definition},
			${taken.definition},
			${placed.definition},
			${insertOrderItemsCte(placed, orderLines).definition},
			${removeOrderedCtes(userId, orderLines).definition},
			${payment}
			${insertTrackingCte(placed, tracking).definition}
			select (select row_to_json(o) from ${placed.ref} o) as order,
				(select coalesce(json_agg(row_to_json(t)), '[]'::json) from ${taken.ref} t) as taken,
				(select row_to_json(h) from ${held.ref} h) as held`;
}

/**
 * The second statement: the order row, its items, the stock of every line
 * (variants locked in id order, each taken only if that many are in stock and
 * on sale), the cart lines ordered, the COD payment row and the first tracking
 * row, all written by one statement; it answers the order as written, what was
 * taken and the shopper's other holds. The caller checks the answer and throws
 * (rolling everything back) when a line was short or a limit is passed.
 */
export async function writePlacement(tx: Db, options: PlacementWriteOptions): Promise<PlacementWritten> {
	const [row] = await queryPrepared<{ order: unknown; taken: unknown; held: unknown }>(
		tx,
		"place_order_write",
		placementWriteSql(options),
	);
	if (!row?.order) throw new Error("order not inserted");
	const taken = (typeof row.taken === "string" ? JSON.parse(row.taken) : (row.taken ?? [])) as StockTakenRow[];
	return {
		order: orderFromJson(row.order),
		taken: new Map(taken.map((t) => [Number(t.variant_id), t])),
		holds: holdsFrom(row.held),
	};
}
