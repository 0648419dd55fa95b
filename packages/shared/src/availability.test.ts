import { describe, expect, it } from "vitest";
import { availabilityProblem } from "./availability.ts";
import { cartMessages, catalogMessages } from "./messages.ts";

describe("availabilityProblem", () => {
	it("lets an active variant with enough stock be bought", () => {
		expect(availabilityProblem({ active: true, stock: 3 })).toBeNull();
		expect(availabilityProblem({ active: true, stock: 3 }, 3)).toBeNull();
	});

	it("says a withdrawn variant is no longer available, whatever its stock", () => {
		expect(availabilityProblem({ active: false, stock: 10 }, 1)).toBe(cartMessages.noLongerAvailable);
	});

	it("says a variant without stock is out of stock", () => {
		expect(availabilityProblem({ active: true, stock: 0 })).toBe(catalogMessages.outOfStock);
	});

	it("says how many are left when fewer than asked for", () => {
		expect(availabilityProblem({ active: true, stock: 2 }, 3)).toBe(cartMessages.onlyLeft(2));
	});
});
