import { formatRupees } from "@pitara/shared";

export { formatRupees };

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
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
	const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
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
