/** Pitara sells in India: "today" and delivery dates are reckoned in IST. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";

const isoDate = new Intl.DateTimeFormat("en-CA", {
	timeZone: SHOP_TIME_ZONE,
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
});

/** The calendar date (YYYY-MM-DD) in India at the given instant. */
export function isoDateInIndia(at: Date = new Date()): string {
	return isoDate.format(at);
}

/** The calendar date `days` after the given instant, in India. */
export function addDaysInIndia(days: number, at: Date = new Date()): string {
	return isoDateInIndia(new Date(at.getTime() + days * 24 * 60 * 60 * 1000));
}

export function isIsoDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
