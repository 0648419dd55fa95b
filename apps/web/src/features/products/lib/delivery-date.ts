import { addDaysInIndia, DELIVERY_ESTIMATE_DAYS, SHOP_TIME_ZONE } from "@pitara/shared";

const deliveryFormat = new Intl.DateTimeFormat("en-IN", {
	weekday: "short",
	day: "numeric",
	month: "short",
	timeZone: SHOP_TIME_ZONE,
});

/** SPEC.md §9: today plus 3 days, in India ("Thu, 12 Jun"). */
export function deliveryDate(): string {
	return deliveryFormat.format(new Date(`${addDaysInIndia(DELIVERY_ESTIMATE_DAYS)}T12:00:00+05:30`));
}
