import * as catalogMessages from "./messages/catalog.ts";

// no schemas here: the product page's first load reads it (a module with zod schemas would bring zod along)
/**
 * The shop's delivery range for someone who has not given a pincode: the
 * fewest and the most business days of its zones (the zone settings).
 */
export function deliveryRange(settings: { zoneDays: Record<string, number> }): { min_days: number; max_days: number } {
	const days = Object.values(settings.zoneDays);
	return { min_days: Math.min(...days), max_days: Math.max(...days) };
}

/** "Delivery in 2–7 days · check your pincode": what a visitor reads before giving a pincode. */
export function deliveryRangeText(range: { min_days: number; max_days: number }): string {
	const days = range.min_days === range.max_days ? `${range.max_days}` : `${range.min_days}–${range.max_days}`;
	// the catalogue's text: a Hindi build reads its twin (decision 060)
	return (range.max_days === 1 ? catalogMessages.deliveryRangeDay : catalogMessages.deliveryRangeDays).replace(
		"{days}",
		days,
	);
}
