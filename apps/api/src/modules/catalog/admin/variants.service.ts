import type { Db } from "../../../db/client.ts";
import { badRequest, notFound } from "../../../lib/errors.ts";
import { transaction } from "../../events/index.ts";
import { setVariantStock } from "../variants/stock.repository.ts";
import { categoryNameOf, lockVariant, setVariantPrice, type VariantTableRow } from "../variants/variants.repository.ts";

/**
 * Changes a variant's price, mrp (paise) and stock in one transaction that
 * holds the variant; mrp may not be below price, counting the values not
 * sent. Answers the variant as it was and as it is now, and its product's
 * category (whose cached filter choices the caller drops).
 */
export async function changeVariant(
	db: Db,
	id: number,
	change: { price?: number | undefined; mrp?: number | undefined; stock?: number | undefined },
): Promise<{ before: VariantTableRow; variant: VariantTableRow; category: string | undefined }> {
	const { before, variant } = await transaction(db, async (tx) => {
		const current = await lockVariant(tx, id);
		if (!current) throw notFound("Variant not found", "VARIANT_NOT_FOUND");
		const price = change.price ?? current.price;
		const mrp = change.mrp ?? current.mrp;
		if (mrp < price) {
			throw badRequest("mrp cannot be less than price", [{ field: "mrp", message: "mrp cannot be less than price" }]);
		}
		await setVariantPrice(tx, id, { price, mrp });
		if (change.stock !== undefined) await setVariantStock(tx, id, { to: change.stock });
		const updated = await lockVariant(tx, id);
		if (!updated) throw notFound("Variant not found", "VARIANT_NOT_FOUND");
		return { before: current, variant: updated };
	});
	return { before, variant, category: await categoryNameOf(db, variant.productId) };
}
