import { formatRupees } from "@pitara/shared";

export { formatRupees };

/** A moment is shown as the shop's clock reads it, so the server's render and the browser's agree. */
const SHOP_TIME_ZONE = "Asia/Kolkata";
const dateFormat = new Intl.DateTimeFormat("en-IN", {
	day: "numeric",
	month: "short",
	year: "numeric",
	timeZone: SHOP_TIME_ZONE,
});
/** A calendar day (a date of birth) is the same day everywhere. */
const dayFormat = new Intl.DateTimeFormat("en-IN", {
	day: "numeric",
	month: "short",
	year: "numeric",
	timeZone: "UTC",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
	day: "numeric",
	month: "short",
	year: "numeric",
	hour: "numeric",
	minute: "2-digit",
});

/** 12 Apr 1990 */
export function formatDate(value: string | Date | null | undefined): string {
	if (!value) return "";
	if (typeof value === "string" && value.length === 10) {
		const day = new Date(`${value}T00:00:00Z`);
		return Number.isNaN(day.getTime()) ? "" : dayFormat.format(day);
	}
	const date = typeof value === "string" ? new Date(value) : value;
	return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** 12 Apr 2026, 3:45 pm */
export function formatDateTime(value: string | Date | null | undefined): string {
	if (!value) return "";
	const date = typeof value === "string" ? new Date(value) : value;
	return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

/** The first name, for greetings. */
export function firstName(fullName: string | null | undefined): string {
	return (fullName ?? "").trim().split(/\s+/)[0] ?? "";
}
