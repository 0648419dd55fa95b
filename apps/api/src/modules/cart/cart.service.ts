import {
	type CartImage,
	type CartItem,
	type CartSummary,
	computeOrderAmounts,
	MAX_CART_LINES,
	messages,
	paiseToRupees,
	toCartSummary,
} from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict, insufficientStock, notFound } from "../../lib/errors.ts";
import { imageUrl } from "../../lib/media.ts";
import { imagesOf } from "../catalog/products.repository.ts";
import {
	type CartLineRow,
	cartLines,
	countLines,
	deleteLine,
	findVariantState,
	lineQuantity,
	lockShopper,
	totalQuantity,
	upsertLine,
	type VariantLine,
	type VariantState,
} from "./cart.repository.ts";

/**
 * The cart's rules. A change sets a line's absolute quantity in one
 * transaction that holds the shopper's row: 0 removes the line; otherwise
 * the variant must still be sold and have that many in stock, and a new line
 * must fit under MAX_CART_LINES. Reading the cart never drops a line: one
 * whose variant was withdrawn, sold out or has fewer left than asked for is
 * answered with `available: false` and the reason, and is left out of the
 * summary, which comes from the shared pricing module.
 */

/** Why a variant cannot be bought in this quantity, or null when it can. */
export function availabilityProblem(active: boolean, stock: number, quantity = 1): string | null {
	if (!active) return messages.cart.noLongerAvailable;
	if (stock <= 0) return messages.catalog.outOfStock;
	if (quantity > stock) return messages.cart.onlyLeft(stock);
	return null;
}

/** Each variant's images (URLs of the 480px WebP), in display order. */
export async function variantImages(db: Db, variantIds: number[]): Promise<Map<number, CartImage[]>> {
	const rows = await imagesOf(db, [...new Set(variantIds)]);
	const byVariant = new Map<number, CartImage[]>();
	for (const row of rows) {
		const url = imageUrl(row.path);
		if (!url) continue;
		const list = byVariant.get(row.variantId) ?? [];
		byVariant.set(row.variantId, list);
		list.push({ image_url: url, alt: row.alt });
	}
	return byVariant;
}

/**
 * What a cart line and a wishlist entry both say of their variant (SPEC.md
 * §3), prices in rupees: whether `quantity` of it can be bought, and why not.
 */
export function variantLineFields(row: VariantLine, images: CartImage[], quantity = 1) {
	const problem = availabilityProblem(row.active, row.stock, quantity);
	return {
		product_id: row.variantId,
		parent_product_id: row.productId,
		name: row.name,
		brand: row.brand,
		category: row.category,
		slug: row.slug,
		size: row.size,
		color: row.color,
		price: paiseToRupees(row.price),
		mrp: paiseToRupees(row.mrp),
		stock: row.stock,
		images,
		available: problem === null,
		problem,
	};
}

export function toCartItem(row: CartLineRow, images: CartImage[]): CartItem {
	return {
		cart_id: row.id,
		cart_product_id: row.id,
		quantity: row.quantity,
		...variantLineFields(row, images, row.quantity),
	};
}

/** What the lines that can be bought cost; amounts in rupees. */
export function summarise(rows: CartLineRow[]): CartSummary {
	const buyable = rows.filter((row) => availabilityProblem(row.active, row.stock, row.quantity) === null);
	return toCartSummary(
		computeOrderAmounts(buyable.map((row) => ({ price: row.price, mrp: row.mrp, quantity: row.quantity }))),
	);
}

async function withImages(db: Db, rows: CartLineRow[]): Promise<CartItem[]> {
	const images = await variantImages(
		db,
		rows.map((row) => row.variantId),
	);
	return rows.map((row) => toCartItem(row, images.get(row.variantId) ?? []));
}

export async function fetchCart(
	db: Db,
	userId: number,
): Promise<{ items: CartItem[]; summary: CartSummary; count: number }> {
	const rows = await cartLines(db, userId);
	return {
		items: await withImages(db, rows),
		summary: summarise(rows),
		count: rows.reduce((sum, row) => sum + row.quantity, 0),
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
export async function requireVariant(db: Db, variantId: number): Promise<VariantState> {
	const variant = await findVariantState(db, variantId);
	if (!variant) throw notFound(messages.cart.badProduct, "PRODUCT_NOT_FOUND");
	return variant;
}

/** Refuses a quantity the variant cannot supply: withdrawn, sold out or fewer left. */
export function assertBuyable(variant: VariantState, quantity: number): void {
	if (!variant.active) throw conflict(messages.cart.noLongerAvailable, "ITEM_UNAVAILABLE");
	if (quantity > variant.stock) throw insufficientStock(messages.cart.stockLimit(variant.stock));
}

/** Refuses a new line when the cart already holds MAX_CART_LINES. */
export async function assertRoomForLine(db: Db, userId: number): Promise<void> {
	if ((await countLines(db, userId)) >= MAX_CART_LINES) {
		throw conflict(messages.cart.lineLimit(MAX_CART_LINES), "CART_LIMIT");
	}
}

/** The line of one variant as the API answers it, or null when it is not in the cart. */
export async function cartItemFor(db: Db, userId: number, variantId: number): Promise<CartItem | null> {
	const rows = await cartLines(db, userId, variantId);
	const [item] = await withImages(db, rows);
	return item ?? null;
}

/** Sets the absolute quantity of a variant in the caller's cart; 0 removes the line. */
export function setQuantity(db: Db, userId: number, variantId: number, quantity: number): Promise<QuantityChange> {
	return db.transaction(async (tx) => {
		await lockShopper(tx, userId);
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
		const existing = await lineQuantity(tx, userId, variantId);
		if (existing === null) await assertRoomForLine(tx, userId);
		await upsertLine(tx, userId, variantId, quantity);
		return {
			item: await cartItemFor(tx, userId, variantId),
			quantity,
			created: existing === null,
			cartCount: await totalQuantity(tx, userId),
			message: existing === null ? messages.cart.added : messages.cart.updated,
		};
	});
}
