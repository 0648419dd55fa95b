import { z } from "zod";
import { ownIdFields } from "./accounts.ts";
import { variantIdSchema, variantLineIdentityShape, variantLineOfferShape } from "./cart.ts";
import { ratingSummarySchema } from "./products.ts";

/** How many entries one wishlist may hold. */
export const MAX_WISHLIST_ITEMS = 200;

/** POST /api/products/wishlist/fetch: `user_id` (or `userId`), optional, must be the caller's. */
export const wishlistFetchRequestSchema = z.object({ ...ownIdFields });
export type WishlistFetchRequest = z.input<typeof wishlistFetchRequestSchema>;

/** POST /api/product/wishlist (toggle). */
export const wishlistItemRequestSchema = z.object({ ...ownIdFields, product_id: variantIdSchema });
export type WishlistItemRequest = z.input<typeof wishlistItemRequestSchema>;

/** One wishlist entry (SPEC.md §3), prices in rupees, with the product's real rating. */
export const wishlistEntrySchema = z.object({
	wishlist_id: z.number().int(),
	...variantLineIdentityShape,
	...variantLineOfferShape,
	rating: ratingSummarySchema,
	/** false when the variant was withdrawn or is sold out */
	available: z.boolean(),
	problem: z.string().nullable(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistResponseSchema = z.object({
	status: z.literal(true),
	/** newest first */
	response: z.array(wishlistEntrySchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistToggleResponseSchema = z.object({
	status: z.literal(true),
	/** 'Added to wishlist' or 'Removed from wishlist' */
	message: z.string(),
	response: z.object({ product_id: z.number().int(), wishlisted: z.boolean() }),
});
export type WishlistToggleResponse = z.infer<typeof wishlistToggleResponseSchema>;
