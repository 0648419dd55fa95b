import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	type ArithmeticOrder,
	type CancellationRefused,
	computeCancellation,
	computeReturnRefund,
	type Instrument,
	proRata,
	returnPayable,
	returnRefundSplit,
	unitsShare,
} from "./after-sale-arithmetic.ts";

const lineArb = fc.record({
	unitPrice: fc.integer({ min: 100, max: 500_000 }),
	quantity: fc.integer({ min: 1, max: 6 }),
});

/** a random order: lines, a promo (fixed or percent, with a minimum), delivery, COD fee, paid by up to three instruments */
const orderArb = fc
	.record({
		lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
		promoPercent: fc.integer({ min: 0, max: 60 }),
		minFraction: fc.double({ min: 0, max: 1, noNaN: true }),
		delivery: fc.constantFrom(0, 5_000),
		codFee: fc.constantFrom(0, 4_900),
		giftCardPart: fc.double({ min: 0, max: 1, noNaN: true }),
		creditPart: fc.double({ min: 0, max: 1, noNaN: true }),
		steps: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 30 }),
	})
	.map((r) => {
		const subtotal = r.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
		const promoDiscount = Math.round((subtotal * r.promoPercent) / 100);
		const total = subtotal - promoDiscount + r.delivery + r.codFee;
		const giftCard = Math.floor(total * r.giftCardPart);
		const credit = Math.floor((total - giftCard) * r.creditPart);
		const online = total - giftCard - credit;
		const order: ArithmeticOrder = {
			total,
			delivery: r.delivery,
			codFee: r.codFee,
			promoCode: promoDiscount > 0 ? "CODE" : null,
			promoDiscount,
			promoMinOrder: Math.floor(subtotal * r.minFraction),
			promoRemoved: false,
			refundedAmount: 0,
			lines: r.lines.map((l, i) => ({ orderItemId: i + 1, ...l, gone: 0 })),
		};
		const instruments: Instrument[] = [
			{ instrument: "online", paymentId: 1, given: online, refunded: 0 },
			{ instrument: "gift_card", paymentId: null, given: giftCard, refunded: 0 },
			{ instrument: "credit", paymentId: null, given: credit, refunded: 0 },
		];
		return { order, instruments, steps: r.steps };
	});

describe("after-sale arithmetic", () => {
	it("shares a promo exactly, by value, and a line's share over its units", () => {
		expect(proRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
		expect(proRata(0, [5, 5])).toEqual([0, 0]);
		expect(unitsShare(10, 3, 0, 3)).toBe(10);
		expect(unitsShare(10, 3, 0, 1)).toBe(4);
		expect(unitsShare(10, 3, 1, 3)).toBe(6);
	});

	it("gives back a line's price less its share of the promo; removes a promo whose minimum is no longer met", () => {
		// ₹999 of items with WELCOME15 (min ₹999): ₹149.85 → 14985 paise off; lines ₹749 and ₹250
		const order: ArithmeticOrder = {
			total: 99_900 - 14_985,
			delivery: 0,
			codFee: 0,
			promoCode: "WELCOME15",
			promoDiscount: 14_985,
			promoMinOrder: 99_900,
			promoRemoved: false,
			refundedAmount: 0,
			lines: [
				{ orderItemId: 1, unitPrice: 74_900, quantity: 1, gone: 0 },
				{ orderItemId: 2, unitPrice: 25_000, quantity: 1, gone: 0 },
			],
		};
		const online: Instrument[] = [{ instrument: "online", paymentId: 7, given: order.total, refunded: 0 }];
		const out = computeCancellation(order, [{ orderItemId: 2, quantity: 1 }], online);
		// the ₹250 line's share: 14985 × 250/999 = 3750.2 → 3750
		expect(out.lines).toEqual([{ orderItemId: 2, quantity: 1, price: 25_000, promoShare: 3_750, amount: 21_250 }]);
		// ₹749 left is below ₹999: the ₹749 line's share (11235) is lost
		expect(out.promoLost).toBe(11_235);
		expect(out.refund).toBe(21_250 - 11_235);
		expect(out.newTotal).toBe(74_900);
		expect(out.split).toEqual([{ instrument: "online", paymentId: 7, amount: 10_015 }]);
	});

	it("refuses a line that is not on the order, a quantity above what is left, a line named twice", () => {
		const order: ArithmeticOrder = {
			total: 10_000,
			delivery: 0,
			codFee: 0,
			promoCode: null,
			promoDiscount: 0,
			promoMinOrder: 0,
			promoRemoved: false,
			refundedAmount: 0,
			lines: [{ orderItemId: 1, unitPrice: 5_000, quantity: 2, gone: 1 }],
		};
		const refused = (request: { orderItemId: number; quantity: number }[]) => {
			try {
				computeCancellation(order, request, []);
			} catch (error) {
				return (error as CancellationRefused).code;
			}
			return null;
		};
		expect(refused([{ orderItemId: 9, quantity: 1 }])).toBe("LINE_NOT_FOUND");
		expect(refused([{ orderItemId: 1, quantity: 2 }])).toBe("QUANTITY_TOO_HIGH");
		expect(refused([{ orderItemId: 1, quantity: 0 }])).toBe("QUANTITY_TOO_HIGH");
		expect(
			refused([
				{ orderItemId: 1, quantity: 1 },
				{ orderItemId: 1, quantity: 1 },
			]),
		).toBe("DUPLICATE_LINE");
		expect(refused([{ orderItemId: 1, quantity: 1 }])).toBeNull();
	});

	it("over random orders and cancellations: never more back than paid, per instrument or in all; all back at the end", () => {
		fc.assert(
			fc.property(orderArb, ({ order, instruments, steps }) => {
				let state = structuredClone(order);
				const paid = instruments.map((i) => ({ ...i }));
				let total = 0;
				for (const [pick, qty] of steps) {
					const open = state.lines.filter((l) => l.gone < l.quantity);
					if (open.length === 0) break;
					const line = open[pick % open.length] as (typeof open)[number];
					const quantity = Math.min(qty, line.quantity - line.gone);
					const out = computeCancellation(state, [{ orderItemId: line.orderItemId, quantity }], paid);
					// what the shopper is told adds up
					const told = out.lines.reduce((s, l) => s + l.amount, 0) - out.promoLost + out.feesBack;
					if (!out.wholeOrder) expect(out.refund).toBe(Math.min(Math.max(0, told), state.total - state.refundedAmount));
					expect(out.refund).toBeGreaterThanOrEqual(0);
					expect(out.split.reduce((s, x) => s + x.amount, 0) + out.unpaidReduction).toBe(out.refund);
					for (const part of out.split) {
						const instrument = paid.find((p) => p.instrument === part.instrument) as Instrument;
						instrument.refunded += part.amount;
						expect(instrument.refunded).toBeLessThanOrEqual(instrument.given);
					}
					total += out.refund;
					expect(total).toBeLessThanOrEqual(order.total);
					expect(out.newTotal).toBe(order.total - total);
					state = {
						...state,
						refundedAmount: total,
						promoRemoved: state.promoRemoved || out.promoLost > 0,
						lines: state.lines.map((l) => (l.orderItemId === line.orderItemId ? { ...l, gone: l.gone + quantity } : l)),
					};
					if (out.wholeOrder) {
						expect(total).toBe(order.total);
						expect(paid.every((p) => p.refunded === p.given)).toBe(true);
					}
				}
			}),
			{ seed: 24, numRuns: 400 },
		);
	});

	it("over random delivered orders and returns (claimed at once, paid at the end): fees never, no instrument above what it paid", () => {
		fc.assert(
			fc.property(orderArb, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (generated, payNow) => {
				const { order, instruments, steps } = generated;
				let state = structuredClone(order);
				const paid = instruments.map((i) => ({ ...i }));
				// the goods' part of what was paid: a return never gives back the delivery or COD fee
				const goods = order.total - order.delivery - order.codFee;
				const waiting: number[] = [];
				let refunded = 0;
				const complete = (asked: number) => {
					// as the staff's last step: never more than the goods have left to give back
					const amount = returnPayable({ ...order, refundedAmount: refunded }, asked);
					const split = returnRefundSplit(amount, paid);
					expect(split.reduce((sum, x) => sum + x.amount, 0)).toBe(amount);
					for (const part of split) {
						const instrument = paid.find((p) => p.instrument === part.instrument) as Instrument;
						instrument.refunded += part.amount;
						// every instrument took part in paying the whole order: none gets back more than it gave
						expect(instrument.refunded).toBeLessThanOrEqual(instrument.given);
					}
					refunded += amount;
					expect(refunded).toBeLessThanOrEqual(goods);
					state = { ...state, refundedAmount: refunded };
				};
				for (const [index, [pick, qty]] of steps.entries()) {
					const open = state.lines.filter((l) => l.gone < l.quantity);
					if (open.length === 0) break;
					const line = open[pick % open.length] as (typeof open)[number];
					const quantity = Math.min(qty, line.quantity - line.gone);
					const out = computeReturnRefund(state, [{ orderItemId: line.orderItemId, quantity }], paid);
					// what the shopper is told: the units' price less their promo share, less a promo lost, within what is left
					const told = out.lines.reduce((sum, l) => sum + l.amount, 0) - out.promoLost;
					expect(out.refund).toBe(
						Math.min(
							Math.max(0, told),
							Math.max(0, state.total - state.refundedAmount - order.delivery - order.codFee),
						),
					);
					expect(out.refund).toBeGreaterThanOrEqual(0);
					for (const l of out.lines) expect(l.amount).toBeLessThanOrEqual(l.price);
					state = {
						...state,
						promoRemoved: state.promoRemoved || out.promoLost > 0,
						lines: state.lines.map((l) => (l.orderItemId === line.orderItemId ? { ...l, gone: l.gone + quantity } : l)),
					};
					if (payNow[index]) complete(out.refund);
					else waiting.push(out.refund);
				}
				for (const asked of waiting) complete(asked);
				expect(refunded).toBeLessThanOrEqual(goods);
				expect(paid.every((p) => p.refunded <= p.given)).toBe(true);
			}),
			{ seed: 47, numRuns: 400 },
		);
	});

	it("over exchanges whose replacements are returned again (decision 056): never more than was paid across the chain", () => {
		fc.assert(
			fc.property(
				orderArb,
				fc.array(fc.constantFrom("return", "exchange", "replacement"), { minLength: 30, maxLength: 30 }),
				(generated, kinds) => {
					const { order, instruments, steps } = generated;
					let state = structuredClone(order);
					const paid = instruments.map((i) => ({ ...i }));
					const goods = order.total - order.delivery - order.codFee;
					// per line: units claimed on it (returned or exchanged), replacements the shopper holds
					const claimed = new Map<number, number>();
					const held = new Map<number, number>();
					const refundedOfLine = new Map<number, number>();
					let refunded = 0;
					for (const [index, [pick, qty]] of steps.entries()) {
						const kind = kinds[index] ?? "return";
						const line = state.lines[pick % state.lines.length] as (typeof state.lines)[number];
						const id = line.orderItemId;
						const originals = line.quantity - (claimed.get(id) ?? 0);
						const replacements = held.get(id) ?? 0;
						const available = kind === "replacement" ? replacements : originals;
						if (available === 0) continue;
						const quantity = Math.min(qty, available);
						if (kind === "exchange") {
							// the unit is claimed, its replacement sent at once: the shopper holds it, nothing is refunded
							claimed.set(id, (claimed.get(id) ?? 0) + quantity);
							held.set(id, replacements + quantity);
							continue;
						}
						// as the workflow computes it: held replacements are units of the line the shopper keeps
						const computed: ArithmeticOrder = {
							...state,
							lines: state.lines.map((l) => ({
								...l,
								gone: (claimed.get(l.orderItemId) ?? 0) - (held.get(l.orderItemId) ?? 0),
							})),
						};
						const out = computeReturnRefund(computed, [{ orderItemId: id, quantity }], paid);
						if (kind === "replacement") held.set(id, replacements - quantity);
						else claimed.set(id, (claimed.get(id) ?? 0) + quantity);
						state = { ...state, promoRemoved: state.promoRemoved || out.promoLost > 0 };
						const amount = returnPayable({ ...order, refundedAmount: refunded }, out.refund);
						for (const part of returnRefundSplit(amount, paid)) {
							const instrument = paid.find((p) => p.instrument === part.instrument) as Instrument;
							instrument.refunded += part.amount;
							expect(instrument.refunded).toBeLessThanOrEqual(instrument.given);
						}
						refunded += amount;
						state = { ...state, refundedAmount: refunded };
						refundedOfLine.set(id, (refundedOfLine.get(id) ?? 0) + amount);
						// a line never gives back more than it cost, however often its units were exchanged and returned
						expect(refundedOfLine.get(id)).toBeLessThanOrEqual(line.unitPrice * line.quantity);
						expect(refunded).toBeLessThanOrEqual(goods);
					}
					expect(refunded).toBeLessThanOrEqual(goods);
					expect(paid.every((p) => p.refunded <= p.given)).toBe(true);
				},
			),
			{ seed: 56, numRuns: 400 },
		);
	});
});
