import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/index.ts";
import { emitAfterCommit } from "../../events/index.ts";

/**
 * Puts a product on sale or takes it off (its variants stay as they are): a
 * hidden product leaves every listing, its page and its reviews answer 404.
 * Answers false when there is no such product.
 */
export async function setProductActive(db: Db, productId: number, active: boolean): Promise<boolean> {
	const [row] = await db
		.update(products)
		.set({ active, updatedAt: new Date() })
		.where(eq(products.id, productId))
		.returning({ id: products.id, categoryId: products.categoryId, brandId: products.brandId });
	if (!row) return false;
	emitAfterCommit(db, {
		type: active ? "ProductShown" : "ProductHidden",
		productId: row.id,
		listing: { categoryId: row.categoryId, brandId: row.brandId },
	});
	return true;
}
