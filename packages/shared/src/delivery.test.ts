import { describe, expect, it } from "vitest";
import { deliveryPromiseText, deliveryZone, promisedDate } from "./delivery.ts";

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
