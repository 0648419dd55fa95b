import type { Db } from "../db/client.ts";
import { removeVariantsFromCarts } from "../modules/cart/index.ts";
import {
	type CatalogProductDetail,
	deleteProduct,
	productOrdered,
	variantIdsOfProduct,
} from "../modules/catalog/index.ts";
import { anyOrderHoldsVariants } from "../modules/orders/index.ts";
import { removeVariantsFromWishlists } from "../modules/wishlist/index.ts";

/**
 * A staff member deletes a product nobody ordered (the console's Delete): an
 * ordered one is refused (hide it instead: orders keep what they sold), and
 * one that merely sits in shoppers' carts and wishlists is taken out of them
 * first, in the same transaction. `tx` is the caller's (audited) transaction;
 * an order placed in between is refused by the order's foreign key, which the
 * catalogue answers with the same refusal.
 */
export async function deleteUnorderedProduct(tx: Db, productId: number): Promise<{ before: CatalogProductDetail }> {
	const variantIds = await variantIdsOfProduct(tx, productId);
	if (await anyOrderHoldsVariants(tx, variantIds)) throw productOrdered();
	await removeVariantsFromCarts(tx, variantIds);
	await removeVariantsFromWishlists(tx, variantIds);
	return deleteProduct(tx, productId);
}
