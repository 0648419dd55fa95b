import { formatDayMonthYear } from "@pitara/shared";
import { LANGUAGE } from "./language.ts";

/**
 * A moment is shown as the shop's clock (IST) reads it, so the server's render and the browser's agree; a
 * calendar day (a date of birth) is the same day everywhere. Written out by @pitara/shared rather than with
 * Intl (see dates.ts there); the date and time, shown only on the shopper's own pages, keep Intl, made on first use.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** 12 Apr 1990 */
export function formatDate(value: string | Date | null | undefined): string {
	if (!value) return "";
	if (typeof value === "string" && value.length === 10) {
		const day = new Date(`${value}T00:00:00Z`);
		return Number.isNaN(day.getTime()) ? "" : formatDayMonthYear(day, "UTC");
	}
	const date = typeof value === "string" ? new Date(value) : value;
	return Number.isNaN(date.getTime()) ? "" : formatDayMonthYear(date, "India");
}

/** 12 Apr 2026, 3:45 pm */
export function formatDateTime(value: string | Date | null | undefined): string {
	if (!value) return "";
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) return "";
	// a Hindi page's in Hindi ("5 सित॰ 2026, 3:07 pm"), as its dates (decision 060)
	dateTimeFormat ??= new Intl.DateTimeFormat(LANGUAGE === "hi" ? "hi-IN" : "en-IN", {
		day: "numeric",
		month: "short",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit",
		timeZone: "Asia/Kolkata",
	});
	return dateTimeFormat.format(date);
}
