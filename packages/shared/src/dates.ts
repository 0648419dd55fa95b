import * as languageMessages from "./messages/language.ts";

/**
 * Pitara sells in India: "today" and delivery dates are reckoned in IST. India Standard Time is UTC+05:30 all
 * year (no summer time since 1945), so a date in India is UTC shifted by this much. The dates below are written out rather than formatted with Intl.DateTimeFormat, whose output they
 * reproduce (dates.test.ts holds them to it): a browser's first Intl formatter loads ICU's locale and time zone
 * data on the main thread, 15–20 ms in a fresh Chromium page, a long task on a phone while the page hydrates
 * (docs/decisions/029-paint-before-code.md); and the server's render and the browser's then agree by
 * construction, whatever ICU each has.
 */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * en-IN's short month names ("Sept", as ICU writes it for en-IN) and weekdays; the Hindi storefront's build reads
 * Hindi's from the twin of messages/language.ts (decision 060), so its pages' dates have Hindi months. The API,
 * its SMS and the console keep English's.
 */
const MONTHS = languageMessages.monthsShort.split(" ");
const WEEKDAYS = languageMessages.weekdaysShort.split(" ");

/** The calendar date (YYYY-MM-DD) in India at the given instant. */
export function isoDateInIndia(at: Date = new Date()): string {
	return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after the given instant, in India. */
export function addDaysInIndia(days: number, at: Date = new Date()): string {
	return isoDateInIndia(new Date(at.getTime() + days * 24 * 60 * 60 * 1000));
}

/** "5 Sept 2026": the day of an instant as India's clock reads it ("India"), or of a UTC calendar day ("UTC"). */
export function formatDayMonthYear(at: Date, zone: "India" | "UTC"): string {
	const day = zone === "India" ? new Date(at.getTime() + IST_OFFSET_MS) : at;
	if (Number.isNaN(day.getTime())) throw new RangeError("Invalid time value");
	return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "5 Sept 2026, 3:07 pm": an instant as India's clock reads it (the console's times, its CSV exports). */
export function formatIndiaDateTime(at: Date): string {
	const india = new Date(at.getTime() + IST_OFFSET_MS);
	if (Number.isNaN(india.getTime())) throw new RangeError("Invalid time value");
	const hours = india.getUTCHours();
	const minutes = String(india.getUTCMinutes()).padStart(2, "0");
	return `${formatDayMonthYear(at, "India")}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/**
 * "Thu, 26 Nov": a UTC calendar day, with the build's weekdays and months, or a language's given as its catalogue
 * words them (`language.weekdaysShort`, `language.monthsShort`: the API's answers in the request's language).
 */
export function formatWeekdayDayMonth(day: Date, names: { weekdays: string; months: string } | null = null): string {
	if (Number.isNaN(day.getTime())) throw new RangeError("Invalid time value");
	const weekdays = names ? names.weekdays.split(" ") : WEEKDAYS;
	const months = names ? names.months.split(" ") : MONTHS;
	return `${weekdays[day.getUTCDay()]}, ${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
}

export function isIsoDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
