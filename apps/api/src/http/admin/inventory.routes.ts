import {
	type AdminStockAdjustment,
	adminBulkReportSchema,
	adminBulkRequestSchema,
	adminIdParamSchema,
	adminInventoryQuerySchema,
	adminInventoryRowSchema,
	adminOneOf,
	adminPageOf,
	adminStockAdjustmentInputSchema,
	adminStockAdjustmentSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { userNames } from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import {
	adjustStock,
	bulkChangeProducts,
	inventoryPage,
	type StockAdjustmentRow,
	stockAdjustmentsOf,
	stockReasonLabel,
} from "../../modules/catalog/index.ts";
import { pageOf } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

/** The line under which the inventory's "Low stock" filter lists a variant (the dashboard's default). */
const LOW_STOCK_AT = 5;

async function adjustmentsView(db: Db, rows: StockAdjustmentRow[]): Promise<AdminStockAdjustment[]> {
	const names = await userNames(
		db,
		rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])),
	);
	return rows.map((row) => ({
		id: row.id,
		variant_id: row.variantId,
		delta: row.delta,
		stock_before: row.stockBefore,
		stock_after: row.stockAfter,
		reason: stockReasonLabel(row.reason),
		note: row.note,
		staff_name: row.staffId === null ? null : (names.get(row.staffId) ?? null),
		created_at: row.createdAt.toISOString(),
	}));
}

/**
 * Bulk work and inventory (issue 27 item 3): a multi-select's action on products (show/hide, category, price by
 * an amount or a percentage, stock adjustment), previewed (dry_run) then applied in one audited transaction; the
 * inventory screen's list, its inline stock changes with a reason (kept as history) and that history.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/products/bulk",
		{
			schema: {
				summary:
					"A bulk change of the chosen products: show/hide, category, price (percent or rupees, rounded to the rupee by default; mrp raised to the price when under it), stock (+/− units with a reason). dry_run (default true) answers the changes, before → after, and changes nothing",
				body: adminBulkRequestSchema,
				response: { 200: adminOneOf(adminBulkReportSchema) },
			},
		},
		async (request) => {
			const { product_ids: ids, action, dry_run: dryRun } = request.body;
			const staff = staffOf(request);
			if (dryRun) {
				const report = await bulkChangeProducts(app.db, ids, action, { apply: false, staffId: staff.userId });
				return { status: true as const, response: report };
			}
			const report = await audited(app.db, staff, { entity: "product", action: `bulk_${action.kind}` }, async (tx) => {
				const done = await bulkChangeProducts(tx, ids, action, { apply: true, staffId: staff.userId });
				return {
					entityId: ids.length === 1 ? (ids[0] as number) : "bulk",
					before: { products: ids, action },
					after: {
						products: done.products,
						changes: done.changes.map(({ product_name, sku, field, before, after }) => ({
							product: product_name,
							sku,
							field,
							before,
							after,
						})),
					},
					result: done,
				};
			});
			const message = `${report.changes.length} change${report.changes.length === 1 ? "" : "s"} made to ${report.products} product${report.products === 1 ? "" : "s"}`;
			return { status: true as const, message, response: report };
		},
	);

	app.get(
		"/variants/inventory",
		{
			schema: {
				summary:
					"Every variant with its stock, by product name or SKU (an exact SKU first), only low ones (low=true: at most 5, on sale), or one (variant_id)",
				querystring: adminInventoryQuerySchema,
				response: { 200: adminPageOf(adminInventoryRowSchema) },
			},
		},
		async (request) => {
			const query = request.query;
			const { rows, total } = await inventoryPage(
				app.db,
				{ q: query.q, lowAt: query.low === "true" ? LOW_STOCK_AT : undefined, variantId: query.variant_id },
				{ page: query.page, pageSize: query.page_size },
			);
			return pageOf(
				rows.map((row) => ({
					variant_id: row.variantId,
					product_id: row.productId,
					product_name: row.productName,
					sku: row.sku,
					size: row.size,
					color: row.color,
					stock: row.stock,
					active: row.active,
					last_adjusted_at: row.lastAdjustedAt?.toISOString() ?? null,
				})),
				total,
				query,
			);
		},
	);

	app.get(
		"/variants/:id/stock-adjustments",
		{
			schema: {
				summary: "A variant's stock changes made by hand, newest first (the last 50), with the reason and who",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(z.array(adminStockAdjustmentSchema)) },
			},
		},
		async (request) => ({
			status: true as const,
			response: await adjustmentsView(app.db, await stockAdjustmentsOf(app.db, request.params.id)),
		}),
	);

	app.post(
		"/variants/:id/stock-adjustments",
		{
			schema: {
				summary:
					"Set a variant's stock to a count (mode set) or add units received / take some off (mode add), with a reason; kept as history and audited",
				params: adminIdParamSchema,
				body: adminStockAdjustmentInputSchema,
				response: { 200: adminOneOf(adminStockAdjustmentSchema) },
			},
		},
		async (request) => {
			const { mode, value, reason, note } = request.body;
			const staff = staffOf(request);
			const row = await audited(app.db, staff, { entity: "variant", action: "adjust_stock" }, async (tx) => {
				const kept = await adjustStock(
					tx,
					request.params.id,
					mode === "set" ? { to: value } : { add: value },
					reason,
					note,
					staff.userId,
				);
				return {
					entityId: request.params.id,
					before: { stock: kept.stockBefore },
					after: { stock: kept.stockAfter, reason: stockReasonLabel(reason), ...(note ? { note } : {}) },
					result: kept,
				};
			});
			const [view] = await adjustmentsView(app.db, [row]);
			const delta = row.delta > 0 ? `+${row.delta}` : String(row.delta);
			return {
				status: true as const,
				message: `Stock ${row.stockBefore} → ${row.stockAfter} (${delta}, ${stockReasonLabel(reason)})`,
				response: view as AdminStockAdjustment,
			};
		},
	);
};
