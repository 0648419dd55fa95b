import { type CreateOrderRequest, computeOrderAmounts, type PromoRule, paiseToRupees } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Database, queryRows } from "../src/db/client.ts";
import { addresses, cartItems, variants } from "../src/db/schema/index.ts";
import { call, createUser } from "./helpers.ts";

/** Test helpers for orders: variants with known prices and stock, an address, the payload the checkout sends. */

export interface TestVariant {
	id: number;
	/** paise */
	price: number;
	mrp: number;
	stock: number;
	name: string;
	productId: number;
}

/**
 * `count` variants of different products of the demo shop, each given the
 * price, mrp (paise) and stock asked for, so that tests do not depend on the
 * seed's random values.
 */
export async function prepareVariants(
	database: Database,
	specs: { price: number; mrp?: number; stock: number; category?: string }[],
): Promise<TestVariant[]> {
	const out: TestVariant[] = [];
	const taken: number[] = [];
	for (const spec of specs) {
		const [row] = await queryRows<{ id: number; name: string; product_id: number }>(
			database.db,
			sql`select v.id, p.name, p.id as product_id from variants v join products p on p.id = v.product_id
				join categories c on c.id = p.category_id
				where v.active and p.active ${spec.category ? sql`and c.name = ${spec.category}` : sql``}
					${taken.length > 0 ? sql`and p.id not in ${taken}` : sql``}
				order by v.id limit 1`,
		);
		if (!row) throw new Error("no variant left to prepare");
		taken.push(row.product_id);
		const mrp = spec.mrp ?? spec.price;
		await database.db
			.update(variants)
			.set({ price: spec.price, mrp, stock: spec.stock })
			.where(eq(variants.id, row.id));
		out.push({ id: row.id, price: spec.price, mrp, stock: spec.stock, name: row.name, productId: row.product_id });
	}
	return out;
}

export async function stockOf(database: Database, variantId: number): Promise<number> {
	const [row] = await database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
	return row?.stock ?? -1;
}

export async function addAddress(
	database: Database,
	userId: number,
	name = "Meera Iyer",
	isDefault = true,
): Promise<number> {
	const [row] = await database.db
		.insert(addresses)
		.values({
			userId,
			name,
			phone: "9812345678",
			pincode: "560034",
			addressLine1: "12, 4th Cross, Indiranagar",
			addressLine2: "Near the park",
			city: "Bengaluru",
			state: "Karnataka",
			country: "India",
			isDefault,
		})
		.returning({ id: addresses.id });
	if (!row) throw new Error("address not added");
	return row.id;
}

/** A customer with a live session and a default address (named `addressName`), ready to order. */
export async function createShopper(
	database: Database,
	fields: Parameters<typeof createUser>[1] = {},
	addressName?: string,
) {
	const user = await createUser(database, fields);
	return { ...user, addressId: await addAddress(database, user.id, addressName) };
}
export type Shopper = Awaited<ReturnType<typeof createShopper>>;

export async function putInCart(database: Database, userId: number, variantId: number, quantity: number) {
	await database.db.insert(cartItems).values({ userId, variantId, quantity });
}

export async function cartOf(database: Database, userId: number): Promise<Map<number, number>> {
	const rows = await database.db.select().from(cartItems).where(eq(cartItems.userId, userId));
	return new Map(rows.map((row) => [row.variantId, row.quantity]));
}

export interface OrderPayload {
	address_id: number;
	subTotalAmount: number;
	deliveryAmount: number;
	discountAmount: number;
	total_amount: number;
	payment_mode: CreateOrderRequest["payment_mode"];
	order_items: { product_id: number; quantity: number; price: number }[];
	promo_code?: string;
	promoDiscountAmount?: number;
	gift_card_code?: string;
	codFeeAmount?: number;
}

/** The payload the checkout sends for these lines, amounts in rupees as the shared pricing module computes them. */
export function orderPayload(
	addressId: number,
	lines: { variant: Pick<TestVariant, "id" | "price" | "mrp">; quantity: number }[],
	options: {
		paymentMode?: CreateOrderRequest["payment_mode"];
		promo?: PromoRule;
		giftCard?: string;
		/** paise: the cash on delivery fee the checkout adds (and sends as codFeeAmount) */
		codFee?: number;
	} = {},
): OrderPayload {
	const amounts = computeOrderAmounts(
		lines.map(({ variant, quantity }) => ({ price: variant.price, mrp: variant.mrp, quantity })),
		options.promo ?? null,
		options.codFee ?? 0,
		// cash on delivery is rounded to the rupee, as the server rounds it
		(options.paymentMode ?? "COD") === "COD",
	);
	return {
		address_id: addressId,
		subTotalAmount: paiseToRupees(amounts.subtotal),
		deliveryAmount: paiseToRupees(amounts.delivery),
		discountAmount: paiseToRupees(amounts.discount),
		total_amount: paiseToRupees(amounts.total),
		payment_mode: options.paymentMode ?? "COD",
		order_items: lines.map(({ variant, quantity }) => ({
			product_id: variant.id,
			quantity,
			price: paiseToRupees(variant.price),
		})),
		...(options.promo
			? { promo_code: options.promo.code, promoDiscountAmount: paiseToRupees(amounts.promoDiscount) }
			: {}),
		...(options.giftCard ? { gift_card_code: options.giftCard } : {}),
		...(options.codFee !== undefined ? { codFeeAmount: paiseToRupees(options.codFee) } : {}),
	};
}

const shopperAddresses = new Map<string, string>();

/**
 * The network address a shopper's requests come from: one of their own, as
 * real shoppers' do, so that tests placing many orders for many shoppers are
 * not held up by the per-address limit (order-limits.test.ts tests that one).
 */
export function addressOf(auth: { authorization: string }): string {
	let address = shopperAddresses.get(auth.authorization);
	if (!address) {
		const n = shopperAddresses.size + 1;
		address = `10.${100 + Math.floor(n / 62500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
		shopperAddresses.set(auth.authorization, address);
	}
	return address;
}

export function createOrder(
	app: FastifyInstance,
	auth: { authorization: string },
	payload: unknown,
	idempotencyKey?: string,
) {
	return call(app, {
		method: "POST",
		url: "/api/order/create",
		headers: { ...auth, ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
		payload: payload as Record<string, unknown>,
		remoteAddress: addressOf(auth),
	});
}

/**
 * Orders these lines for the shopper through the API, to their address, with
 * the amounts the checkout would send. Answers the API's answer and the new
 * order's id; throws (with the answer) when no order was placed.
 */
export async function placeOrder(
	app: FastifyInstance,
	shopper: { auth: { authorization: string }; addressId: number },
	lines: Parameters<typeof orderPayload>[1],
	options: Parameters<typeof orderPayload>[2] = {},
) {
	const answer = await createOrder(app, shopper.auth, orderPayload(shopper.addressId, lines, options));
	return { ...answer, orderId: orderIdOf(answer.body) };
}

/** Asks the API to cancel an order as the holder of `auth`. */
export function cancelOrder(app: FastifyInstance, auth: { authorization: string }, orderId: number) {
	return call(app, { method: "POST", url: "/api/order/cancel", headers: auth, payload: { order_id: orderId } });
}

export async function countOrders(database: Database, userId?: number): Promise<number> {
	const [row] = await queryRows<{ n: number }>(
		database.db,
		userId === undefined
			? sql`select count(*)::int as n from orders`
			: sql`select count(*)::int as n from orders where user_id = ${userId}`,
	);
	return row?.n ?? 0;
}

/** The id of the order a successful create answered. */
export function orderIdOf(body: Record<string, unknown>): number {
	const id = (body.response as { order_id?: number } | undefined)?.order_id;
	if (typeof id !== "number") throw new Error(`no order id in ${JSON.stringify(body)}`);
	return id;
}
