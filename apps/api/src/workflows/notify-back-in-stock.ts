import type { FastifyInstance } from "fastify";
import { findVariantLines } from "../modules/catalog/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import { ALERT_BATCH_GAP_MS, DLT_VAR_MAX, notifyStockBatch } from "../modules/messaging/index.ts";

/** A value for a DLT variable: at most 30 characters (DLT's limit), cut with an ellipsis. */
export const dltValue = (text: string) =>
	text.length <= DLT_VAR_MAX ? text : `${text.slice(0, DLT_VAR_MAX - 1).trimEnd()}…`;

/** The short link of a variant's page (GET /s/:variantId redirects to it), or the shop's address when too long for DLT. */
export function variantLink(publicUrl: string, variantId: number): string {
	const base = publicUrl.replace(/\/+$/, "");
	const short = `${base}/s/${variantId}`;
	return short.length <= DLT_VAR_MAX ? short : base.slice(0, DLT_VAR_MAX);
}

/**
 * A sold-out variant came back (issue 26 item 5; the outbox's `back-in-stock` handler, from its
 * VariantChanged or a later batch): if it is still on sale and in stock, the next batch of its "Notify me"
 * subscribers, first come first served, at most three per unit in stock, each messaged once through the
 * outbox; while some still wait, the next batch in 15 minutes, which re-reads the stock.
 */
export async function notifyBackInStock(app: FastifyInstance, variantId: number): Promise<number> {
	const variant = (await findVariantLines(app.db, [variantId])).get(variantId);
	if (!variant?.active || variant.stock <= 0) return 0;
	const values = [dltValue(variant.name), dltValue(variant.size), variantLink(app.config.PUBLIC_URL, variantId)];
	return transaction(app.db, async (tx) => {
		const { notified, waiting } = await notifyStockBatch(tx, { variantId, stock: variant.stock, values });
		if (notified > 0 && waiting > 0)
			await emit(tx, {
				type: "StockAlertsDue",
				variantId,
				productId: variant.productId,
				notBefore: new Date(Date.now() + ALERT_BATCH_GAP_MS).toISOString(),
			});
		return notified;
	});
}
