import { describe, expect, it } from "vitest";
import { addDaysInIndia, formatDayMonthYear, formatWeekdayDayMonth, isoDateInIndia } from "./dates.ts";
import { deliveryPromiseText } from "./delivery.ts";
import { deliveryRangeText } from "./delivery-range.ts";
import * as hindiCatalog from "./messages/hi/catalog.ts";
import * as hindi from "./messages/hi/language.ts";

/** What the shop printed with Intl before these were written out: they must print the same, to the character. */
const intlIsoIndia = new Intl.DateTimeFormat("en-CA", {
	timeZone: "Asia/Kolkata",
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
});
const intlDate = (timeZone: string) =>
	new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone });
const intlWeekday = new Intl.DateTimeFormat("en-IN", {
	weekday: "short",
	day: "numeric",
	month: "short",
	timeZone: "UTC",
});

/** instants over several years, every hour around IST midnight included */
function* instants(): Generator<Date> {
	const start = Date.UTC(2024, 0, 1);
	for (let t = start; t < Date.UTC(2027, 0, 1); t += 7 * 60 * 60 * 1000 + 13 * 60 * 1000) yield new Date(t);
	for (let minute = -60; minute <= 60; minute += 1) yield new Date(Date.UTC(2026, 10, 25, 18, 30) + minute * 60_000);
	yield new Date(Date.UTC(1990, 3, 12));
	yield new Date(Date.UTC(2099, 11, 31, 23, 59));
}

describe("dates in India, written out", () => {
	it("read an instant's calendar day as India's clock does", () => {
		expect(isoDateInIndia(new Date("2026-11-25T18:29:00Z"))).toBe("2026-11-25");
		expect(isoDateInIndia(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
		expect(addDaysInIndia(2, new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-28");
		for (const at of instants()) expect(isoDateInIndia(at), at.toISOString()).toBe(intlIsoIndia.format(at));
	});

	it("print what Intl.DateTimeFormat('en-IN') prints", () => {
		const india = intlDate("Asia/Kolkata");
		const utc = intlDate("UTC");
		for (const at of instants()) {
			expect(formatDayMonthYear(at, "India"), at.toISOString()).toBe(india.format(at));
			expect(formatDayMonthYear(at, "UTC"), at.toISOString()).toBe(utc.format(at));
			expect(formatWeekdayDayMonth(at), at.toISOString()).toBe(intlWeekday.format(at));
		}
		expect(formatDayMonthYear(new Date("2026-09-05T00:00:00Z"), "UTC")).toBe("5 Sept 2026");
		expect(deliveryPromiseText("2026-11-26")).toBe("Delivery by Thu, 26 Nov");
	});

	it("refuse an invalid date as Intl does", () => {
		expect(() => formatDayMonthYear(new Date(Number.NaN), "UTC")).toThrow(RangeError);
		expect(() => isoDateInIndia(new Date(Number.NaN))).toThrow(RangeError);
	});
});

describe("a Hindi page's dates (the Hindi build reads messages/hi/language.ts)", () => {
	it("has hi-IN's short month and weekday names, as ICU writes them", () => {
		const month = new Intl.DateTimeFormat("hi-IN", { month: "short", timeZone: "UTC" });
		const weekday = new Intl.DateTimeFormat("hi-IN", { weekday: "short", timeZone: "UTC" });
		expect(hindi.monthsShort.split(" ")).toEqual(
			Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2026, index, 5))),
		);
		// 1 November 2026 is a Sunday
		expect(hindi.weekdaysShort.split(" ")).toEqual(
			Array.from({ length: 7 }, (_, index) => weekday.format(Date.UTC(2026, 10, 1 + index))),
		);
	});
});

describe("the product page's delivery range, from the catalogue's texts", () => {
	it("reads as SPEC's English, and its Hindi twin says the same days", () => {
		expect(deliveryRangeText({ min_days: 2, max_days: 7 })).toBe("Delivery in 2–7 days · check your pincode");
		expect(deliveryRangeText({ min_days: 1, max_days: 1 })).toBe("Delivery in 1 day · check your pincode");
		expect(hindiCatalog.deliveryRangeDays.replace("{days}", "2–7")).toBe("2–7 दिन में डिलीवरी · अपना पिनकोड जाँचें");
	});
});
