import {
	availabilityProblem,
	type CartItem,
	type CartSummary,
	computeOrderAmounts,
	DEFAULT_DELIVERY_CHARGE,
	type DeliveryCharge,
	MAX_CART_LINES,
	messages,
	paiseToRupees,
	toCartSummary,
} from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict, insufficientStock, notFound } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { findVariantLines, lineFields, type VariantLineRow } from "../catalog/index.ts";
import { deliveryCharge } from "../delivery/index.ts";
import { transaction } from "../events/index.ts";
import {
	type CartLineRow,
	cartLines,
	countLines,
	deleteLine,
	findLine,
	totalQuantity,
	upsertLine,
} from "./cart.repository.ts";

/**
 * The cart's rules. A change sets a line's absolute quantity in one
 * transaction that holds the shopper's row: 0 removes the line; otherwise
 * the variant must still be sold and have that many in stock, and a new line
 * must fit under MAX_CART_LINES. Reading the cart never drops a line: one
 * whose variant was withdrawn, sold out or has fewer left than asked for is
 * answered with `available: false` and the reason (the shared
 * availabilityProblem), and is left out of the summary, which comes from the
 * shared pricing module. What a line shows of its variant is the catalogue's
 * read model, read for all lines in one query.
 */

export function toCartItem(row: CartLineRow, line: VariantLineRow): CartItem {
	return { cart_id: row.id, cart_product_id: row.id, quantity: row.quantity, ...lineFields(line, row.quantity) };
}

/** What the lines that can be bought cost; amounts in rupees. */
export function summarise(
	lines: { row: CartLineRow; line: VariantLineRow }[],
	charge: DeliveryCharge = DEFAULT_DELIVERY_CHARGE,
): CartSummary {
	const buyable = lines.filter(({ row, line }) => availabilityProblem(line, row.quantity) === null);
	const priced = buyable.map(({ row, line }) => ({ price: line.price, mrp: line.mrp, quantity: row.quantity }));
	// the shop's delivery charge goes with the summary: the page's "Add ₹X more" and "Free over ₹X" follow it
	return {
		...toCartSummary(computeOrderAmounts(priced, null, 0, false, charge)),
		delivery_fee: paiseToRupees(charge.fee),
		free_delivery_above: paiseToRupees(charge.freeAbove),
	};
}

export async function fetchCart(
	db: Db,
	userId: number,
): Promise<{
	items: CartItem[];
	summary: CartSummary;
	count: number;
	/** the lines that can be bought, as an order would be priced from them (an automatic promo: decision 067) */
	buyable: { items: { product_id: number; quantity: number }[]; variants: Map<number, VariantLineRow> };
	charge: DeliveryCharge;
}> {
	const rows = await cartLines(db, userId);
	const charge = await deliveryCharge(db);
	const variants = await findVariantLines(
		db,
		rows.map((row) => row.variantId),
	);
	// a variant is never deleted, only withdrawn, so every line finds its variant
	const lines = rows.flatMap((row) => {
		const line = variants.get(row.variantId);
		return line ? [{ row, line }] : [];
	});
	return {
		items: lines.map(({ row, line }) => toCartItem(row, line)),
		summary: summarise(lines, charge),
		count: rows.reduce((sum, row) => sum + row.quantity, 0),
		buyable: {
			items: lines
				.filter(({ row, line }) => availabilityProblem(line, row.quantity) === null)
				.map(({ row }) => ({ product_id: row.variantId, quantity: row.quantity })),
			variants,
		},
		charge,
	};
}

export interface QuantityChange {
	item: CartItem | null;
	quantity: number;
	created: boolean;
	cartCount: number;
	message: string;
}

/** The variant a body names, or 404. */
async function requireVariant(db: Db, variantId: number): Promise<VariantLineRow> {
	const line = (await findVariantLines(db, [variantId])).get(variantId);
	if (!line) throw notFound(messages.cart.badProduct, "PRODUCT_NOT_FOUND");
	return line;
}

/** Refuses a quantity the variant cannot supply: withdrawn, sold out or fewer left. */
function assertBuyable(variant: VariantLineRow, quantity: number): void {
	if (!variant.active) throw conflict(messages.cart.noLongerAvailable, "ITEM_UNAVAILABLE");
	if (quantity > variant.stock) throw insufficientStock(messages.cart.stockLimit(variant.stock));
}

/** Refuses a new line when the cart already holds MAX_CART_LINES. */
async function assertRoomForLine(db: Db, userId: number): Promise<void> {
	if ((await countLines(db, userId)) >= MAX_CART_LINES) {
		throw conflict(messages.cart.lineLimit(MAX_CART_LINES), "CART_LIMIT");
	}
}

/** Sets the absolute quantity of a variant in the caller's cart; 0 removes the line. */
export function setQuantity(db: Db, userId: number, variantId: number, quantity: number): Promise<QuantityChange> {
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		const variant = await requireVariant(tx, variantId);
		if (quantity === 0) {
			await deleteLine(tx, userId, variantId);
			return {
				item: null,
				quantity: 0,
				created: false,
				cartCount: await totalQuantity(tx, userId),
				message: messages.cart.removed,
			};
		}
		assertBuyable(variant, quantity);
		const existing = await findLine(tx, userId, variantId);
		if (!existing) await assertRoomForLine(tx, userId);
		const row = await upsertLine(tx, userId, variantId, quantity);
		return {
			item: toCartItem(row, variant),
			quantity,
			created: !existing,
			cartCount: await totalQuantity(tx, userId),
			message: existing ? messages.cart.updated : messages.cart.added,
		};
	});
}

/** What Add to Cart posted as a form (cart.forms.ts) came to; each is a notice on the page (decision 026). */
export type FormAdd =
	| { outcome: "added" | "kept" | "not-found" | "unavailable" }
	| { outcome: "stock"; left: number }
	| { outcome: "cart-limit"; max: number };

/**
 * Add to Cart from the product page's form (a tap before the page hydrated):
 * the variant goes in with `quantity` when it is not in the cart yet; a line
 * already there keeps its quantity, as the page would have offered Go to Cart
 * instead, and a slow phone's second tap adds nothing twice. The same rules as
 * setQuantity (the shopper's row held, a sold variant, enough stock, room for
 * a line), answered as an outcome instead of an error.
 */
export function addLineOnce(db: Db, userId: number, variantId: number, quantity: number): Promise<FormAdd> {
	return transaction(db, async (tx): Promise<FormAdd> => {
		await lockUser(tx, userId);
		const variant = (await findVariantLines(tx, [variantId])).get(variantId);
		if (!variant) return { outcome: "not-found" };
		if (await findLine(tx, userId, variantId)) return { outcome: "kept" };
		if (!variant.active) return { outcome: "unavailable" };
		if (quantity > variant.stock) return { outcome: "stock", left: Math.max(0, variant.stock) };
		if ((await countLines(tx, userId)) >= MAX_CART_LINES) return { outcome: "cart-limit", max: MAX_CART_LINES };
		await upsertLine(tx, userId, variantId, quantity);
		return { outcome: "added" };
	});
}
