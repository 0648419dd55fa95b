import { describe, expect, it } from "vitest";
import { gstRatePercent, taxContained } from "./tax.ts";

describe("GST on the invoice", () => {
	it("uses 5% for clothing up to ₹1,000 a piece and 12% above", () => {
		expect(gstRatePercent("Girls", 1000_00)).toBe(5);
		expect(gstRatePercent("boys", 1000_01)).toBe(12);
		expect(gstRatePercent("Infants", 499_00)).toBe(5);
	});

	it("uses the documented rate of every other category, 18% when unknown", () => {
		expect(gstRatePercent("Toys", 100)).toBe(12);
		expect(gstRatePercent("Sports", 100)).toBe(12);
		expect(gstRatePercent("Accessories", 100)).toBe(12);
		expect(gstRatePercent("Books", 100)).toBe(0);
		expect(gstRatePercent("Biotique", 100)).toBe(18);
		expect(gstRatePercent("Jewelry", 100)).toBe(3);
		expect(gstRatePercent("Gadgets", 100)).toBe(18);
		expect(gstRatePercent(null, 100)).toBe(18);
	});

	it("states the tax contained in a GST-inclusive amount: amount × rate / (100 + rate)", () => {
		expect(taxContained(105_00, 5)).toBe(5_00);
		expect(taxContained(1120_00, 12)).toBe(120_00);
		expect(taxContained(999_00, 12)).toBe(107_04);
		expect(taxContained(500_00, 0)).toBe(0);
		expect(taxContained(0, 18)).toBe(0);
	});
});
