import { formatPaise } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { emit } from "../events/index.ts";
import { mayMessage } from "./consent.service.ts";
import {
	insertPriceAlert,
	livePriceAlertsOf,
	markPriceAlerted,
	stopPriceAlert,
	stopPriceAlertsById,
	takeWatchesBelow,
} from "./price-alerts.repository.ts";

export { insertPriceAlert, livePriceAlertsOf, stopPriceAlert };

/** A drop worth an alert: at least this share of the base price … */
export const PRICE_DROP_SHARE = 0.1;
/** … or at least this many paise (₹100) below it. */
export const PRICE_DROP_PAISE = 100_00;
/** At most one price alert a week per watched item. */
export const PRICE_ALERT_GAP_MS = 7 * 86_400_000;

/**
 * Whether a price (paise) is far enough below the base (the price when the watch began, or of its last
 * alert) for an alert: 10% or ₹100 below it, whichever is smaller a drop. Never on a rise or the same price.
 */
export function priceDropWorthAlert(base: number, price: number): boolean {
	const drop = base - price;
	return drop > 0 && (drop >= PRICE_DROP_PAISE || drop >= base * PRICE_DROP_SHARE);
}

/** Whether a watch last alerted at `lastAlertedAt` may alert again at `now` (once a week at most). */
export function priceAlertDue(lastAlertedAt: string | null, now: Date): boolean {
	return lastAlertedAt === null || now.getTime() - new Date(lastAlertedAt).getTime() >= PRICE_ALERT_GAP_MS;
}

/** Whether a phone may get offers and alerts now: a live marketing consent on SMS or WhatsApp. */
export async function hasMarketingConsent(db: Db, phone: string): Promise<boolean> {
	return (
		(await mayMessage(db, phone, "sms", "promotional")) || (await mayMessage(db, phone, "whatsapp", "promotional"))
	);
}

/**
 * A watched variant's price fell to `price` (issue 26 item 6), in `tx`: each live watch whose base it is
 * 10% or ₹100 below, not alerted in the last week, still on the shopper's wishlist (`stillWished`) and with
 * a live marketing consent is messaged once (an outbox entry keyed by the watch and the price) and its base
 * becomes this price. Watches of items taken off the wishlist end. Answers how many were messaged.
 */
export async function alertPriceDrop(
	tx: Db,
	variant: { variantId: number; price: number; name: string; link: string },
	stillWished: (userIds: number[]) => Promise<Set<number>>,
	now: Date,
): Promise<number> {
	const watches = await takeWatchesBelow(tx, variant.variantId, variant.price);
	if (watches.length === 0) return 0;
	const wished = await stillWished([...new Set(watches.map((watch) => watch.userId))]);
	await stopPriceAlertsById(
		tx,
		watches.filter((watch) => !wished.has(watch.userId)).map((watch) => watch.id),
	);
	let sent = 0;
	for (const watch of watches) {
		if (!wished.has(watch.userId)) continue;
		if (!priceDropWorthAlert(watch.basePrice, variant.price) || !priceAlertDue(watch.lastAlertedAt, now)) continue;
		if (!(await hasMarketingConsent(tx, watch.phone))) continue;
		await markPriceAlerted(tx, watch.id, variant.price, now);
		await emit(tx, {
			type: "MessageRequested",
			messageKey: `price-drop:${watch.id}:${variant.price}`,
			to: watch.phone,
			userId: watch.userId,
			templateKey: "price-drop",
			values: [variant.name, formatPaise(variant.price), formatPaise(watch.basePrice), variant.link],
		});
		sent += 1;
	}
	return sent;
}
