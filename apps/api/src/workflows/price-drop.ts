import { messages } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { notFound } from "../lib/errors.ts";
import type { AuthUser } from "../modules/accounts/index.ts";
import { findVariantLines } from "../modules/catalog/index.ts";
import { transaction } from "../modules/events/index.ts";
import { alertPriceDrop, hasMarketingConsent, insertPriceAlert, stopPriceAlert } from "../modules/messaging/index.ts";
import { usersWishing } from "../modules/wishlist/index.ts";
import { dltValue, variantLink } from "./notify-back-in-stock.ts";

/**
 * "Tell me if the price drops" on a wishlist item (issue 26 item 6): turns the watch on (at today's price) or
 * off. Only an item on the shopper's wishlist can be watched. Answers whether it is watched now and whether
 * the shopper has the marketing consent the alert needs (without it nothing is sent: the page says so).
 */
export async function watchPrice(
	app: FastifyInstance,
	user: AuthUser,
	variantId: number,
	on: boolean,
): Promise<{ watching: boolean; consent: boolean }> {
	const consent = await hasMarketingConsent(app.db, user.phone);
	if (!on) {
		await stopPriceAlert(app.db, user.id, { variantId });
		return { watching: false, consent };
	}
	const variant = (await findVariantLines(app.db, [variantId])).get(variantId);
	if (!variant || !(await usersWishing(app.db, variantId, [user.id])).has(user.id))
		throw notFound(messages.alerts.notOnWishlist, "NOT_ON_WISHLIST");
	await insertPriceAlert(app.db, { userId: user.id, variantId, phone: user.phone, price: variant.price });
	return { watching: true, consent };
}

/**
 * A variant's price fell (the outbox's `price-drop` handler, from its VariantChanged): each watch it is worth
 * an alert to (10% or ₹100 below the price when saved or last alerted, not within a week of the last) is
 * messaged once, as the registered price-drop template, if the item is on sale and in stock.
 */
export async function notifyPriceDrop(app: FastifyInstance, variantId: number, now = new Date()): Promise<number> {
	const variant = (await findVariantLines(app.db, [variantId])).get(variantId);
	if (!variant?.active || variant.stock <= 0) return 0;
	const link = variantLink(app.config.PUBLIC_URL, variantId);
	return transaction(app.db, (tx) =>
		alertPriceDrop(
			tx,
			{ variantId, price: variant.price, name: dltValue(variant.name), link },
			(userIds) => usersWishing(tx, variantId, userIds),
			now,
		),
	);
}
