import { eq, sql } from "drizzle-orm";
import { type Db, isTransaction, queryRows } from "../../../db/client.ts";
import { categories, products, variants } from "../../../db/schema/index.ts";
import { type DomainEvent, emit, emitAfterCommit, outboxHandlersFor, transaction } from "../../events/index.ts";

export type VariantTableRow = typeof variants.$inferSelect;

/** A variant, locked until the transaction ends. */
export async function lockVariant(db: Db, id: number): Promise<VariantTableRow | undefined> {
	const [row] = await db.select().from(variants).where(eq(variants.id, id)).for("update");
	return row;
}

/** What the catalogue shows of a variant, before or after a write. Each field may be left out when it did not change. */
export interface VariantShown {
	price?: number;
	mrp?: number;
	stock?: number;
}

/**
 * The one place a variant's price, mrp or stock says it changed (every writer of those fields comes
 * through setVariantPrice, setVariantStock or the order's stock CTE, and each calls this): a
 * `VariantChanged` event, emitted after commit (modules/events), from which the catalogue cache takes
 * its tags (tagsOfEvent in lib/catalogue-changes.ts) and later subscribers (a back-in-stock alert, a
 * price drop) take what they need. When the price moved or the variant sold out or came back, the
 * event says where the product is listed (its category and brand): `product` spares that read when
 * the caller has them. Each field may be left out when it did not change.
 */
export async function variantChanged(
	db: Db,
	ids: { variantId: number; productId: number },
	before: VariantShown,
	after: VariantShown,
	product?: { categoryId: number; brandId: number },
): Promise<void> {
	const priceMoved = before.price !== after.price;
	const stockCrossed = before.stock !== undefined && after.stock !== undefined && before.stock > 0 !== after.stock > 0;
	const unchanged = !priceMoved && before.mrp === after.mrp && before.stock === after.stock;
	if (unchanged) return;
	let listing = product;
	if (!listing && (priceMoved || stockCrossed)) {
		const [row] = await db
			.select({ categoryId: products.categoryId, brandId: products.brandId })
			.from(products)
			.where(eq(products.id, ids.productId));
		listing = row;
	}
	const event: DomainEvent = {
		type: "VariantChanged",
		variantId: ids.variantId,
		productId: ids.productId,
		priceFrom: before.price ?? null,
		priceTo: after.price ?? null,
		...(before.mrp !== undefined ? { mrpFrom: before.mrp } : {}),
		...(after.mrp !== undefined ? { mrpTo: after.mrp } : {}),
		stockFrom: before.stock ?? null,
		stockTo: after.stock ?? null,
		...(listing ? { listing } : {}),
	};
	// a sold-out variant coming back has an outbox entry (its "Notify me" alerts), written with the change
	if (outboxHandlersFor(event).length === 0) emitAfterCommit(db, event);
	else if (isTransaction(db)) await emit(db, event);
	else await transaction(db, (tx) => emit(tx, event));
}

/**
 * The one write of a variant's price and mrp (paise; written together: mrp may not be below price),
 * for the variant's own edit, the product form and the CSV import alike. One statement answers the
 * values before and after; the catalogue hears of it (variantChanged). Answers false when there is no
 * such variant.
 */
export async function setVariantPrice(db: Db, id: number, values: { price: number; mrp: number }): Promise<boolean> {
	const [changed] = await queryRows<{ product_id: number; price_before: number; mrp_before: number }>(
		db,
		sql`update variants v set price = ${values.price}, mrp = ${values.mrp}, updated_at = now()
			from (select id, price, mrp from variants where id = ${id} for update) old
			where v.id = old.id
			returning v.product_id, old.price as price_before, old.mrp as mrp_before`,
	);
	if (!changed) return false;
	await variantChanged(
		db,
		{ variantId: id, productId: Number(changed.product_id) },
		{ price: Number(changed.price_before), mrp: Number(changed.mrp_before) },
		values,
	);
	return true;
}

/** The name of a product's category. */
export async function categoryNameOf(db: Db, productId: number): Promise<string | undefined> {
	const [row] = await db
		.select({ name: categories.name })
		.from(products)
		.innerJoin(categories, eq(categories.id, products.categoryId))
		.where(eq(products.id, productId));
	return row?.name;
}

/** A variant's shipping size as the staff entered it (issue 25): null fields are not entered yet. */
export interface VariantShippingSize {
	variantId: number;
	sku: string;
	name: string;
	size: string;
	color: string;
	weightGrams: number | null;
	boxLengthCm: number | null;
	boxBreadthCm: number | null;
	boxHeightCm: number | null;
}

/** The weight and box of these variants, for booking a parcel. */
export async function shippingSizesOf(
	db: Db,
	variantIds: readonly number[],
): Promise<Map<number, VariantShippingSize>> {
	if (variantIds.length === 0) return new Map();
	const rows = await queryRows<VariantShippingSize>(
		db,
		sql`select v.id as "variantId", v.sku, p.name, v.size, v.color, v.weight_grams as "weightGrams",
			v.box_length_cm as "boxLengthCm", v.box_breadth_cm as "boxBreadthCm", v.box_height_cm as "boxHeightCm"
			from variants v join products p on p.id = v.product_id
			where v.id = any(${`{${variantIds.join(",")}}`}::int[])`,
	);
	return new Map(rows.map((row) => [row.variantId, row]));
}
