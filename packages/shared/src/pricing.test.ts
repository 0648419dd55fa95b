import { describe, expect, it } from "vitest";
import { roundOffIn } from "./cash-rounding.ts";
import {
	cashRoundOff,
	computeOrderAmounts,
	DELIVERY_FEE,
	deliveryFor,
	discountPercent,
	moreForFreeDelivery,
	promoShares,
} from "./pricing.ts";

describe("delivery", () => {
	it("charges ₹50 at exactly ₹500 and is free at ₹500.01", () => {
		expect(deliveryFor(500_00)).toBe(DELIVERY_FEE);
		expect(deliveryFor(500_01)).toBe(0);
	});

	it("charges nothing for an empty cart", () => {
		expect(deliveryFor(0)).toBe(0);
		expect(computeOrderAmounts([]).total).toBe(0);
	});

	it("charges ₹50 on a ₹1 cart", () => {
		expect(deliveryFor(1_00)).toBe(50_00);
	});
});

describe("what is left to spend for free delivery", () => {
	it("is what takes the order over ₹500, rounded up to the rupee", () => {
		expect(moreForFreeDelivery(380_00)).toBe(121_00);
		expect(moreForFreeDelivery(380_50)).toBe(120_00);
		expect(moreForFreeDelivery(500_00)).toBe(1_00);
		expect(moreForFreeDelivery(1_00)).toBe(500_00);
		// spending it always makes delivery free
		for (const subtotal of [1, 99_99, 380_00, 380_50, 499_99, 500_00]) {
			expect(deliveryFor(subtotal + moreForFreeDelivery(subtotal))).toBe(0);
			expect(deliveryFor(subtotal + moreForFreeDelivery(subtotal) - 1_00)).toBe(DELIVERY_FEE);
		}
	});

	it("is nothing once delivery is free, and for an empty order", () => {
		expect(moreForFreeDelivery(500_01)).toBe(0);
		expect(moreForFreeDelivery(2_000_00)).toBe(0);
		expect(moreForFreeDelivery(0)).toBe(0);
	});
});

describe("computeOrderAmounts", () => {
	it("adds up prices, mrp, discount, delivery and total in paise", () => {
		const amounts = computeOrderAmounts([
			{ price: 199_00, mrp: 299_00, quantity: 2 },
			{ price: 49_50, mrp: 49_50, quantity: 1 },
		]);
		expect(amounts).toEqual({
			mrpTotal: 647_50,
			subtotal: 447_50,
			discount: 200_00,
			promoCode: null,
			promoDiscount: 0,
			eligibleSubtotal: 447_50,
			promoDelivery: 0,
			delivery: 50_00,
			codFee: 0,
			roundOff: 0,
			total: 497_50,
			itemCount: 3,
		});
	});

	it("takes a scoped promo on its eligible lines only, capped, and shares it among them (decision 067)", () => {
		const lines = [
			{ price: 1000_00, mrp: 1200_00, quantity: 2, eligible: true },
			{ price: 600_00, mrp: 700_00, quantity: 1, eligible: false },
			{ price: 333_33, mrp: 333_33, quantity: 1, eligible: true },
		];
		const amounts = computeOrderAmounts(lines, { code: "TOYS20", percentOff: 20, maxDiscount: 300_00 });
		expect(amounts).toMatchObject({ eligibleSubtotal: 2333_33, promoDiscount: 300_00, subtotal: 2933_33 });
		const shares = promoShares(lines, amounts.promoDiscount);
		expect(shares[1]).toBe(0);
		expect(shares.reduce((a, b) => a + b, 0)).toBe(300_00);
		expect(shares[0]).toBeGreaterThan(shares[2] ?? 0);
	});

	it("free delivery takes off the delivery fee, not a cash on delivery fee, when something is in scope", () => {
		const free = { code: "FREESHIP", freeDelivery: true };
		const amounts = computeOrderAmounts([{ price: 300_00, mrp: 300_00, quantity: 1 }], free, 20_00, true);
		expect(amounts).toMatchObject({
			promoDiscount: 0,
			promoDelivery: 50_00,
			delivery: 0,
			codFee: 20_00,
			total: 320_00,
		});
		expect(amounts.promoCode).toBe("FREESHIP");
		const none = computeOrderAmounts([{ price: 300_00, mrp: 300_00, quantity: 1, eligible: false }], free);
		expect(none).toMatchObject({ promoDelivery: 0, delivery: 50_00, promoCode: null });
	});

	it("makes delivery free once the subtotal passes ₹500", () => {
		const amounts = computeOrderAmounts([{ price: 250_01, mrp: 300_00, quantity: 2 }]);
		expect(amounts.subtotal).toBe(500_02);
		expect(amounts.delivery).toBe(0);
		expect(amounts.total).toBe(500_02);
	});

	it("takes a promo code off the subtotal before the delivery rule", () => {
		const amounts = computeOrderAmounts([{ price: 550_00, mrp: 600_00, quantity: 1 }], {
			code: "WELCOME15",
			percentOff: 15,
		});
		expect(amounts.promoDiscount).toBe(82_50);
		// 550 − 82.50 = 467.50 is not above ₹500, so delivery is charged again
		expect(amounts.delivery).toBe(50_00);
		expect(amounts.total).toBe(467_50 + 50_00);
		expect(amounts.promoCode).toBe("WELCOME15");
	});

	it("caps a promo discount", () => {
		const amounts = computeOrderAmounts([{ price: 5000_00, mrp: 5000_00, quantity: 1 }], {
			code: "X",
			percentOff: 15,
			maxDiscount: 300_00,
		});
		expect(amounts.promoDiscount).toBe(300_00);
	});

	it("ignores lines whose quantity is not a positive whole number", () => {
		const amounts = computeOrderAmounts([
			{ price: 100_00, mrp: 100_00, quantity: 0 },
			{ price: 100_00, mrp: 100_00, quantity: -2 },
			{ price: 100_00, mrp: 100_00, quantity: 1.5 },
		]);
		expect(amounts.subtotal).toBe(0);
	});

	it("never shows a negative discount when mrp is below price", () => {
		expect(computeOrderAmounts([{ price: 300_00, mrp: 200_00, quantity: 1 }]).discount).toBe(0);
	});
});

describe("a code worth as much as the items or more (issue 22)", () => {
	const lines = [{ price: 300_00, mrp: 400_00, quantity: 1 }];

	it("never takes off more than the items cost, and charges delivery by its own threshold", () => {
		const amounts = computeOrderAmounts(lines, { code: "ALLFREE", amountOff: 1000_00 });
		expect(amounts).toMatchObject({ subtotal: 300_00, promoDiscount: 300_00, delivery: DELIVERY_FEE, total: 50_00 });
		// one rupee less off makes one rupee more, never a jump from ₹50 to nothing
		const almost = computeOrderAmounts(lines, { code: "ALMOST", amountOff: 299_00 });
		expect(almost.total).toBe(51_00);
		expect(computeOrderAmounts(lines, { code: "HALF", percentOff: 100 }).total).toBe(50_00);
	});

	it("says what is left for free delivery when the code made the items free", () => {
		expect(moreForFreeDelivery(0, true)).toBe(501_00);
		expect(moreForFreeDelivery(0, false)).toBe(0);
	});

	it("holds over many orders and codes: the discount within the items, delivery by its rule, a total over ₹0", () => {
		// mulberry32: the same inputs at every run
		let seed = 22;
		const random = (max: number) => {
			seed = (seed + 0x6d2b79f5) | 0;
			let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
			x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
			return ((x ^ (x >>> 14)) >>> 0) % max;
		};
		for (let i = 0; i < 2_000; i += 1) {
			const count = 1 + random(4);
			const items = Array.from({ length: count }, () => {
				const price = 1_00 + random(5_000_00);
				return { price, mrp: price + random(1_000_00), quantity: 1 + random(5) };
			});
			const promo =
				random(2) === 0
					? { code: "FIXED", amountOff: random(10_000_00) }
					: { code: "PERCENT", percentOff: random(101), maxDiscount: random(3) === 0 ? null : random(2_000_00) };
			const amounts = computeOrderAmounts(items, promo, random(3) === 0 ? 30_00 : 0);
			const afterPromo = amounts.subtotal - amounts.promoDiscount;
			expect(amounts.promoDiscount).toBeGreaterThanOrEqual(0);
			expect(amounts.promoDiscount).toBeLessThanOrEqual(amounts.subtotal);
			expect(amounts.delivery).toBe(afterPromo <= 500_00 ? DELIVERY_FEE : 0);
			expect(amounts.total).toBe(afterPromo + amounts.delivery + amounts.codFee);
			expect(amounts.total).toBeGreaterThan(0);
		}
	});
});

describe("discountPercent", () => {
	it("rounds the percentage off mrp", () => {
		expect(discountPercent(999, 499)).toBe(50);
		expect(discountPercent(300, 200)).toBe(33);
		expect(discountPercent(3, 1)).toBe(67);
	});

	it("is 0 when there is no discount or no mrp", () => {
		expect(discountPercent(499, 499)).toBe(0);
		expect(discountPercent(0, 100)).toBe(0);
		expect(discountPercent(100, 150)).toBe(0);
	});
});

describe("cash on delivery rounding", () => {
	it("rounds an order paid in cash to the rupee (half up), and no other", () => {
		expect(cashRoundOff(1573_20)).toBe(-20);
		expect(cashRoundOff(1573_50)).toBe(50);
		expect(cashRoundOff(1573_00)).toBe(0);
		const lines = [{ price: 1503_20, mrp: 1600_00, quantity: 1 }];
		const cash = computeOrderAmounts(lines, null, 20_00, true);
		expect(cash).toMatchObject({ codFee: 20_00, roundOff: -20, total: 1523_00 });
		expect(computeOrderAmounts(lines, null, 0, false)).toMatchObject({ roundOff: 0, total: 1503_20 });
	});

	it("finds the round-off inside an order's rupee amounts", () => {
		const parts = { subTotalAmount: 1503.2, promoDiscountAmount: 0, deliveryAmount: 0, codFeeAmount: 20 };
		expect(roundOffIn({ ...parts, total_amount: 1523 })).toBe(-0.2);
		expect(roundOffIn({ ...parts, total_amount: 1523.2 })).toBe(0);
	});
});
