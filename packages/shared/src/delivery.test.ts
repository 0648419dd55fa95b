import { describe, expect, it } from "vitest";
import {
	codRefusal,
	codTerms,
	DEFAULT_COD_SETTINGS,
	deliveryPromiseText,
	deliveryZone,
	promisedDate,
} from "./delivery.ts";
import { computeOrderAmounts } from "./pricing.ts";

const bengaluru = { district: "Bengaluru Urban", state: "Karnataka" };

describe("delivery zones from the dispatch pincode", () => {
	it.each([
		[{ district: "Bengaluru Urban", state: "Karnataka" }, "same_city"],
		[{ district: "Mysuru", state: "Karnataka" }, "same_state"],
		[{ district: "Mumbai", state: "Maharashtra" }, "metro"],
		[{ district: "New Delhi", state: "Delhi" }, "metro"],
		[{ district: "Ernakulam", state: "Kerala" }, "rest_of_india"],
		[{ district: "Kamrup Metro", state: "Assam" }, "north_east_islands"],
		[{ district: "South Andamans", state: "Andaman and Nicobar Islands" }, "north_east_islands"],
	] as const)("%o is %s", (to, zone) => {
		expect(deliveryZone(bengaluru, to)).toBe(zone);
	});
});

describe("the promised date", () => {
	// Monday 23 Nov 2026; IST is UTC+5:30
	const mondayMorning = new Date("2026-11-23T04:30:00Z"); // 10:00 IST
	const mondayEvening = new Date("2026-11-23T10:00:00Z"); // 15:30 IST
	const friday = new Date("2026-11-27T05:30:00Z"); // 11:00 IST
	const saturday = new Date("2026-11-28T05:30:00Z");

	it("counts from today before the cut-off and from the next business day after it", () => {
		expect(promisedDate(mondayMorning, 3, "14:00")).toBe("2026-11-26");
		expect(deliveryPromiseText(promisedDate(mondayMorning, 3, "14:00"))).toBe("Delivery by Thu, 26 Nov");
		expect(promisedDate(mondayEvening, 3, "14:00")).toBe("2026-11-27");
		expect(promisedDate(new Date("2026-11-23T08:29:00Z"), 1, "14:00")).toBe("2026-11-24"); // 13:59 IST
		expect(promisedDate(new Date("2026-11-23T08:30:00Z"), 1, "14:00")).toBe("2026-11-25"); // 14:00 IST
	});

	it("skips the weekend, for dispatch and in transit", () => {
		expect(promisedDate(friday, 1, "14:00")).toBe("2026-11-30");
		expect(promisedDate(friday, 5, "14:00")).toBe("2026-12-04");
		expect(promisedDate(saturday, 1, "14:00")).toBe("2026-12-01");
		expect(promisedDate(new Date("2026-11-27T12:00:00Z"), 1, "14:00")).toBe("2026-12-01"); // Friday 17:30 IST
	});
});

describe("cash on delivery", () => {
	const terms = (pincode: string, zone: Parameters<typeof codTerms>[2]) =>
		codTerms(DEFAULT_COD_SETTINGS, pincode, zone);

	it("is refused by default in the north-east and islands, with the pincode and the zone", () => {
		expect(codRefusal(terms("781001", "north_east_islands"), 500_00)).toEqual({
			code: "COD_ZONE",
			message:
				"Cash on delivery is not available for pincode 781001 (North-east and islands). Please pay by UPI, card, net banking or a gift card.",
			short: "Not available for pincode 781001",
		});
		expect(codRefusal(terms("682001", "rest_of_india"), 500_00)).toBeNull();
		// a pincode the directory does not know has no zone to refuse it by; the limit still holds
		expect(codRefusal(terms("999999", null), 500_00)).toBeNull();
	});

	it("is refused above the limit, not at it", () => {
		expect(codRefusal(terms("560034", "same_city"), 10_000_00)).toBeNull();
		expect(codRefusal(terms("560034", "same_city"), 10_000_01)).toMatchObject({
			code: "COD_LIMIT",
			short: "Not available for orders above ₹10,000",
		});
		expect(codRefusal(terms("999999", null), 10_000_01)?.code).toBe("COD_LIMIT");
	});

	it("follows the settings: zones, limit and fee", () => {
		const settings = { zones: ["same_city" as const], maxTotal: 2_000_00, fee: 25_00 };
		expect(codRefusal(codTerms(settings, "400001", "metro"), 100_00)?.code).toBe("COD_ZONE");
		expect(codRefusal(codTerms(settings, "560034", "same_city"), 2_000_01)?.message).toBe(
			"Cash on delivery is available for orders up to ₹2,000. Please pay by UPI, card, net banking or a gift card.",
		);
		expect(codTerms(settings, "560034", "same_city").fee).toBe(25_00);
	});

	it("adds its fee to the order's total after the delivery rule", () => {
		const amounts = computeOrderAmounts([{ price: 400_00, mrp: 500_00, quantity: 1 }], null, 25_00);
		expect(amounts).toMatchObject({ subtotal: 400_00, delivery: 50_00, codFee: 25_00, total: 475_00 });
	});
});
