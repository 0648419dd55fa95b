import { z } from "zod";
import { cartMessages } from "../messages.ts";
import { ownIdFields } from "./accounts.ts";
import { MAX_ORDER_QUANTITY } from "./orders.ts";

const m = cartMessages;

/** How many different items (variants) one cart may hold. */
export const MAX_CART_LINES = 50;
/**
 * The largest quantity of one item a cart holds: what one order may take
 * (MAX_ORDER_QUANTITY), so that checkout never refuses what the cart accepted.
 * Below it, more than the stock is refused with how many are left.
 */
export const MAX_LINE_QUANTITY = MAX_ORDER_QUANTITY;

/**
 * A variant id as a body carries it (SPEC.md calls it `product_id`): a
 * positive whole number; numeric strings are accepted, as for every id.
 */
export const variantIdSchema = z.preprocess(
	(value) => {
		if (value === null || value === "") return undefined;
		if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
		return value;
	},
	z
		.number({ error: (issue) => (issue.input === undefined ? m.incomplete : m.badProduct) })
		.int(m.badProduct)
		.positive(m.badProduct)
		.max(2_147_483_647, m.badProduct),
);

/** A cart quantity: a JSON number, whole, from 0 (which removes the line) to MAX_LINE_QUANTITY. */
export const cartQuantitySchema = z
	.number({ error: (issue) => (issue.input === undefined ? m.quantityRequired : m.quantityNotNumber) })
	.int(m.quantityNotWhole)
	.min(0, m.quantityNegative)
	.max(MAX_LINE_QUANTITY, m.quantityTooLarge(MAX_LINE_QUANTITY));

/** POST /api/products/addtocart/fetch: `userId` (or `user_id`), optional, must be the caller's. */
export const cartFetchRequestSchema = z.object({ ...ownIdFields });
export type CartFetchRequest = z.input<typeof cartFetchRequestSchema>;

/** POST /api/product/addtocart: sets the line's absolute quantity; 0 removes it. */
export const addToCartRequestSchema = z.object({
	...ownIdFields,
	product_id: variantIdSchema,
	quantity: cartQuantitySchema,
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

export const cartImageSchema = z.object({ image_url: z.string(), alt: z.string() });
export type CartImage = z.infer<typeof cartImageSchema>;

/** What a cart line and a wishlist entry say of their variant and its product (SPEC.md §3). */
export const variantLineIdentityShape = {
	/** the variant's id, which is what SPEC.md calls the product id */
	product_id: z.number().int(),
	/** the id of the product the variant belongs to (the catalogue's product_id) */
	parent_product_id: z.number().int(),
	name: z.string(),
	brand: z.string(),
	category: z.string(),
	/** the product's slug: /products/{category}/{slug}?variant={product_id} */
	slug: z.string(),
	size: z.string(),
	color: z.string(),
};

/** A cart line's or a wishlist entry's prices (rupees, per unit), stock and pictures. */
export const variantLineOfferShape = {
	/** rupees, per unit */
	price: z.number(),
	/** rupees, per unit */
	mrp: z.number(),
	stock: z.number().int(),
	images: z.array(cartImageSchema),
};

/** One cart line (SPEC.md §3 cart item), prices in rupees. */
export const cartItemSchema = z.object({
	/** the line's id */
	cart_id: z.number().int(),
	/** the same id as cart_id (SPEC.md names both) */
	cart_product_id: z.number().int(),
	...variantLineIdentityShape,
	quantity: z.number().int(),
	...variantLineOfferShape,
	/** false when the variant was withdrawn, sold out or has fewer left than the quantity */
	available: z.boolean(),
	/** why it is not available: 'This item is no longer available', 'Out of stock' or 'Only N left' */
	problem: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What the available lines cost, from the shared pricing module, in rupees. */
export const cartSummarySchema = z.object({
	mrp_total: z.number(),
	discount: z.number(),
	subtotal: z.number(),
	delivery: z.number(),
	total: z.number(),
	/** the quantity of the available lines */
	item_count: z.number().int(),
	/** the shop's delivery charge (settings): the fee, charged up to and including free_delivery_above */
	delivery_fee: z.number().optional(),
	free_delivery_above: z.number().optional(),
	/** an automatic promo the server applied to the cart (decision 067), already in total; absent: none */
	promo: z
		.object({
			name: z.string(),
			free_delivery: z.boolean(),
			/** rupees off the items */
			discount: z.number(),
			/** rupees of delivery taken off */
			delivery: z.number(),
			scoped: z.boolean(),
			min_order: z.number(),
		})
		.optional(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartResponseSchema = z.object({
	status: z.literal(true),
	/** newest line first */
	response: z.array(cartItemSchema),
	summary: cartSummarySchema,
	/** the total quantity of every line, available or not (the header badge) */
	count: z.number().int(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addToCartResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({
		/** the line as it is now; null when it was removed */
		item: cartItemSchema.nullable(),
		/** the line's quantity now (0 when removed) */
		quantity: z.number().int(),
		/** true when the line did not exist before this call */
		created: z.boolean(),
		/** the cart's total quantity now */
		cart_count: z.number().int(),
	}),
});
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;
