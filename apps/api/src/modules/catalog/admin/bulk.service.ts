import {
	type AdminBulkChange,
	type AdminBulkReport,
	type adminBulkActionSchema,
	adminProductInputSchema,
	paiseToRupees,
	rupeesToPaise,
	STOCK_REASON_LABELS,
	type StockReason,
} from "@pitara/shared";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { badRequest, notFound } from "../../../lib/errors.ts";
import { setVariantStock } from "../variants/stock.repository.ts";
import { lockVariant, setVariantPrice } from "../variants/variants.repository.ts";
import { adminCatalogueChoices, adminProductDetail, updateProduct } from "./admin-products.service.ts";
import { setProductActive } from "./product-status.repository.ts";
import { insertStockAdjustment, productsForBulk } from "./stock-adjustments.repository.ts";

type BulkAction = z.output<typeof adminBulkActionSchema>;

/** A variant's new price (paise) for a bulk price change: a percentage or an amount, rounded to the rupee if asked. */
export function bulkPrice(price: number, action: Extract<BulkAction, { kind: "price" }>): number {
	const next = action.mode === "percent" ? (price * (100 + action.value)) / 100 : price + rupeesToPaise(action.value);
	return action.round ? Math.round(next / 100) * 100 : Math.round(next);
}

/**
 * A bulk change of products (issue 27 item 3): what it changes, field by field (before → after), and, when
 * `apply`, the change itself through each value's one write path (setProductActive, updateProduct for a category,
 * setVariantPrice, setVariantStock with an adjustment row), in the caller's transaction (the console's `audited()`).
 * A change that cannot be made (a price under ₹1, stock under 0) refuses the whole request, naming the SKUs.
 */
export async function bulkChangeProducts(
	db: Db,
	productIds: readonly number[],
	action: BulkAction,
	{ apply, staffId }: { apply: boolean; staffId: number | null },
): Promise<AdminBulkReport> {
	const rows = await productsForBulk(db, productIds);
	const found = new Set(rows.map((row) => row.productId));
	const missing = productIds.filter((id) => !found.has(id));
	if (missing.length > 0) throw notFound(`No product ${missing.slice(0, 5).join(", ")}`, "PRODUCT_NOT_FOUND");
	const products = [...new Map(rows.map((row) => [row.productId, row])).values()];
	const changes: AdminBulkChange[] = [];
	const change = (
		row: (typeof rows)[number],
		field: string,
		before: AdminBulkChange["before"],
		after: AdminBulkChange["after"],
		variant = true,
	) =>
		changes.push({
			product_id: row.productId,
			product_name: row.productName,
			variant_id: variant ? row.variantId : null,
			sku: variant ? row.sku : null,
			field,
			before,
			after,
		});

	if (action.kind === "visibility") {
		for (const product of products) {
			if (product.productActive === action.active) continue;
			change(product, "shown", product.productActive, action.active, false);
			if (apply) await setProductActive(db, product.productId, action.active);
		}
	} else if (action.kind === "category") {
		const choices = await adminCatalogueChoices(db);
		const category = choices.categories.find((row) => row.id === action.category_id);
		const subcategory = choices.subcategories.find((row) => row.id === action.subcategory_id);
		if (!category)
			throw badRequest("Choose a category", [{ field: "action.category_id", message: "Choose a category" }]);
		if (subcategory?.category_id !== category.id) {
			const message = `Choose a subcategory of ${category.name}`;
			throw badRequest(message, [{ field: "action.subcategory_id", message }]);
		}
		const nameOf = (categoryId: number, subcategoryId: number) =>
			`${choices.categories.find((row) => row.id === categoryId)?.name ?? "?"} › ${choices.subcategories.find((row) => row.id === subcategoryId)?.name ?? "?"}`;
		for (const product of products) {
			if (product.categoryId === category.id && product.subcategoryId === subcategory.id) continue;
			change(
				product,
				"category",
				nameOf(product.categoryId, product.subcategoryId),
				nameOf(category.id, subcategory.id),
				false,
			);
			if (apply) {
				// the product form's own path: the slug within the new category, the listings of both
				const detail = await adminProductDetail(db, product.productId);
				const input = adminProductInputSchema.parse({
					...detail,
					warranty: undefined,
					category_id: category.id,
					subcategory_id: subcategory.id,
				});
				await updateProduct(db, product.productId, input);
			}
		}
	} else if (action.kind === "price") {
		const refused: string[] = [];
		for (const row of rows) {
			const price = bulkPrice(row.price, action);
			if (price < 100) refused.push(`${row.sku} (₹${paiseToRupees(price)})`);
			if (price === row.price) continue;
			const mrp = Math.max(row.mrp, price);
			change(row, "price", paiseToRupees(row.price), paiseToRupees(price));
			if (mrp !== row.mrp) change(row, "mrp", paiseToRupees(row.mrp), paiseToRupees(mrp));
			if (apply && refused.length === 0) await setVariantPrice(db, row.variantId, { price, mrp });
		}
		if (refused.length > 0) {
			const message = `A price would fall under ₹1: ${refused.slice(0, 5).join(", ")}${refused.length > 5 ? " …" : ""}`;
			throw badRequest(message, [{ field: "action.value", message }]);
		}
	} else {
		const refused = rows.filter((row) => row.stock + action.add < 0).map((row) => `${row.sku} (${row.stock} in stock)`);
		if (refused.length > 0) {
			const message = `Stock would fall under 0: ${refused.slice(0, 5).join(", ")}${refused.length > 5 ? " …" : ""}`;
			throw badRequest(message, [{ field: "action.add", message }]);
		}
		for (const row of rows) {
			change(row, "stock", row.stock, row.stock + action.add);
			if (apply) await adjustStock(db, row.variantId, { add: action.add }, action.reason, action.note, staffId);
		}
	}
	return { applied: apply, products: products.length, changes };
}

/**
 * A stock change made by hand (the inventory screen, a bulk adjustment), kept as history with its reason: set to
 * a count or add units, under the variant's lock; never below 0. Answers the row kept.
 */
export async function adjustStock(
	db: Db,
	variantId: number,
	change: { to: number } | { add: number },
	reason: StockReason,
	note: string,
	staffId: number | null,
) {
	const variant = await lockVariant(db, variantId);
	if (!variant) throw notFound("Variant not found", "VARIANT_NOT_FOUND");
	const after = "to" in change ? change.to : variant.stock + change.add;
	if (after < 0) {
		const message = `Stock cannot be below 0 (${variant.stock} in stock)`;
		throw badRequest(message, [{ field: "value", message }]);
	}
	if (after === variant.stock) {
		throw badRequest("That is the stock already", [{ field: "value", message: "That is the stock already" }]);
	}
	await setVariantStock(db, variantId, { to: after });
	return insertStockAdjustment(db, {
		variantId,
		delta: after - variant.stock,
		stockBefore: variant.stock,
		stockAfter: after,
		reason,
		note,
		staffId,
	});
}

export const stockReasonLabel = (reason: string) => STOCK_REASON_LABELS[reason as StockReason] ?? reason;
