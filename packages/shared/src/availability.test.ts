import { describe, expect, it } from "vitest";
import { availabilityProblem } from "./availability.ts";
import { messages } from "./messages.ts";

describe("availabilityProblem", () => {
	it("lets an active variant with enough stock be bought", () => {
		expect(availabilityProblem({ active: true, stock: 3 })).toBeNull();
		expect(availabilityProblem({ active: true, stock: 3 }, 3)).toBeNull();
	});

	it("says a withdrawn variant is no longer available, whatever its stock", () => {
		expect(availabilityProblem({ active: false, stock: 10 }, 1)).toBe(messages.cart.noLongerAvailable);
	});

	it("says a variant without stock is out of stock", () => {
		expect(availabilityProblem({ active: true, stock: 0 })).toBe(messages.catalog.outOfStock);
	});

	it("says how many are left when fewer than asked for", () => {
		expect(availabilityProblem({ active: true, stock: 2 }, 3)).toBe(messages.cart.onlyLeft(2));
	});
});
