import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees } from "./money.ts";

/** What the shop printed with Intl before formatRupees was written out: it must print the same, to the character. */
const intlInteger = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	maximumFractionDigits: 2,
	minimumFractionDigits: 0,
});
const intlPaise = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	minimumFractionDigits: 2,
	maximumFractionDigits: 2,
});
const intl = (rupees: number) => (Number.isInteger(rupees) ? intlInteger : intlPaise).format(rupees);

describe("formatRupees", () => {
	it("groups lakhs and crores the Indian way", () => {
		expect(formatRupees(0)).toBe("₹0");
		expect(formatRupees(999)).toBe("₹999");
		expect(formatRupees(1000)).toBe("₹1,000");
		expect(formatRupees(123456)).toBe("₹1,23,456");
		expect(formatRupees(12345678)).toBe("₹1,23,45,678");
		expect(formatRupees(1299.5)).toBe("₹1,299.50");
		expect(formatRupees(-500)).toBe("-₹500");
		expect(formatPaise(129950)).toBe("₹1,299.50");
	});

	it("prints exactly what Intl.NumberFormat('en-IN') prints, for every kind of amount", () => {
		const samples = [
			0,
			-0,
			1,
			9,
			10,
			99,
			100,
			999,
			1000,
			9999,
			10000,
			99999,
			100000,
			999999,
			1000000,
			10000000,
			123456789,
			999999999999,
			1e14 - 1,
			0.5,
			0.05,
			0.01,
			0.005,
			0.004,
			1.005,
			2.675,
			1.999,
			9.995,
			99999.995,
			1299.5,
			1e-6,
			1e14,
			-1299.5,
			-0.001,
			-123456.78,
		];
		for (const value of samples) expect(formatRupees(value), String(value)).toBe(intl(value));
		// every amount of paise a shop meets, at random, both signs
		let seed = 7;
		const random = () => {
			seed = (seed * 16807) % 2147483647;
			return seed / 2147483647;
		};
		for (let i = 0; i < 20000; i += 1) {
			const paise = Math.floor(random() * 10 ** Math.floor(random() * 13));
			const rupees = (random() < 0.1 ? -paise : paise) / 100;
			expect(formatRupees(rupees), String(rupees)).toBe(intl(rupees));
		}
	});
});
