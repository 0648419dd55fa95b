import { describe, expect, it } from "vitest";
import { listOf, planMatrix, skuFromPattern } from "./variant-matrix.ts";

describe("the sizes × colours matrix", () => {
	it("reads typed lists, dropping blanks and repeats", () => {
		expect(listOf(" 2-3 Y, 4-5 Y;; 2-3 y ,6-7  Y ")).toEqual(["2-3 Y", "4-5 Y", "6-7 Y"]);
	});

	it("writes SKUs from the pattern", () => {
		const values = { product: "Peacock Kurta Set!", size: "2-3 Y", colour: "Sky Blue" };
		expect(skuFromPattern("{product}-{size}-{colour}", values)).toBe("PEACOCK-KURTA-SET-2-3Y-SKYBLUE");
		expect(skuFromPattern("PKS/{size}/{color}", values)).toBe("PKS/2-3Y/SKYBLUE");
		expect(skuFromPattern("{product}-{size}", { ...values, product: "A".repeat(80) }).length).toBeLessThanOrEqual(64);
	});

	it("makes every size with every colour, keeping the pairs the form has", () => {
		const plan = planMatrix({
			product: "Kurta",
			sizes: "2-3 Y, 4-5 Y, 6-7 Y",
			colours: "Teal, Rose",
			pattern: "K-{size}-{colour}",
			existing: [{ size: "2-3 y", color: "teal", sku: "OLD-1" }],
		});
		expect(plan.problem).toBeNull();
		expect(plan.rows.map((row) => `${row.sku}${row.exists ? " (kept)" : ""}`)).toEqual([
			"K-2-3Y-TEAL (kept)",
			"K-2-3Y-ROSE",
			"K-4-5Y-TEAL",
			"K-4-5Y-ROSE",
			"K-6-7Y-TEAL",
			"K-6-7Y-ROSE",
		]);
	});

	it("says why a matrix cannot be made", () => {
		const base = { product: "Kurta", sizes: "S, M", colours: "Teal, Rose", pattern: "K-{size}", existing: [] };
		expect(planMatrix(base).problem).toBe("The pattern makes K-S more than once: put {size} and {colour} in it");
		expect(planMatrix({ ...base, colours: "" }).problem).toBe("List at least one size and one colour");
		expect(planMatrix({ ...base, pattern: "{product}-{size}-{colour}", product: " " }).problem).toBe(
			"Name the product first: the pattern uses {product}",
		);
		expect(planMatrix({ ...base, pattern: "K {size}#{colour}" }).problem).toBe(
			'The pattern makes "KS#TEAL": a SKU may hold letters, digits, . _ - / only',
		);
		expect(
			planMatrix({ ...base, pattern: "{size}-{colour}", existing: [{ size: "XL", color: "Red", sku: "s-teal" }] })
				.problem,
		).toBe("SKU S-TEAL is a variant's in this form already: change the pattern");
	});
});
