/**
 * The one computation of what an order line gives back (issue 24; decision "order-line model"). Pure: the
 * cancellation workflow, its preview and the property test all call it. Money is integer paise.
 *
 * - Each line carries the share of the order's promo discount recorded at placement (decision 067: a scoped promo's
 *   discount is on its eligible lines only, and a line out of its scope carries 0); an older order without recorded
 *   shares shares its discount among its lines in proportion to their value (largest remainder, so the shares add
 *   up to the discount exactly). A line's share is spread over its units (the first units carry the remainder).
 *   Units leave a line in order: cancelled and returned units are its first ones.
 * - A unit gives back its price less its share of the promo (nothing of the promo once it has been removed).
 * - When what is left of the promo's eligible lines no longer reaches its minimum, the remaining units' shares are
 *   lost: the refund is reduced by them (never below 0), and the order keeps no promo from then on. Cancelling a
 *   line out of the promo's scope never loses promo money (its minimum counts only eligible lines).
 * - Delivery and COD fees come back only when the last unit is cancelled: then the refund is everything not yet
 *   given back, so the refunds of an order add up to exactly what it cost.
 * - A refund first lowers what is still unpaid (cash on delivery not yet collected), then is split over the
 *   instruments that paid, in the order given, none getting more than it gave (so Pitara Credit spent on a cash on
 *   delivery order comes back only once the cash part is gone).
 */

import { shareByWeight } from "@pitara/shared";

export interface ArithmeticLine {
	orderItemId: number;
	unitPrice: number;
	quantity: number;
	/** units already cancelled or returned */
	gone: number;
	/** the line's share of the promo recorded at placement; null/absent on older orders (shared by value) */
	promoShare?: number | null;
	/** the line is in the promo's scope (its minimum counts it); absent: true */
	eligible?: boolean;
}

export interface ArithmeticOrder {
	total: number;
	delivery: number;
	codFee: number;
	promoCode: string | null;
	promoDiscount: number;
	/** the code's minimum subtotal (paise), 0 for none */
	promoMinOrder: number;
	promoRemoved: boolean;
	refundedAmount: number;
	/** a cash on delivery order: its total is a whole rupee (decision 044), and so is what is left to pay */
	cashRounded?: boolean;
	lines: ArithmeticLine[];
}

export interface Instrument {
	instrument: "online" | "gift_card" | "credit";
	paymentId: number | null;
	/** paise it paid */
	given: number;
	/** paise already given back to it */
	refunded: number;
}

export interface CancelRequestLine {
	orderItemId: number;
	quantity: number;
}

export interface LineRefund {
	orderItemId: number;
	quantity: number;
	/** price × quantity */
	price: number;
	/** the units' share of the promo */
	promoShare: number;
	/** price − promoShare */
	amount: number;
}

export interface CancellationOutcome {
	lines: LineRefund[];
	/** promo discount the remaining units lose (0 unless the minimum is no longer met) */
	promoLost: number;
	/** delivery + COD fee given back (only when nothing is left) */
	feesBack: number;
	/** what is given back now, all instruments */
	refund: number;
	/** what the order costs after this */
	newTotal: number;
	/** subtotal of the units left (price × quantity) */
	remainingSubtotal: number;
	/** subtotal of the units left that the promo applies to: what its minimum is measured on */
	remainingEligible: number;
	wholeOrder: boolean;
	/** the refund per instrument (instruments with 0 left out) */
	split: { instrument: Instrument["instrument"]; paymentId: number | null; amount: number }[];
	/** what is not given back to any instrument (cash on delivery not yet paid: owed less instead) */
	unpaidReduction: number;
}

export class CancellationRefused extends Error {
	constructor(
		readonly code: "LINE_NOT_FOUND" | "QUANTITY_TOO_HIGH" | "DUPLICATE_LINE" | "NOTHING_TO_CANCEL",
		readonly orderItemId: number | null,
		message: string,
	) {
		super(message);
	}
}

/**
 * Shares of `amount` in proportion to `weights` (largest remainder; ties to the earlier one), adding up exactly: the
 * same rule that split the promo over the lines when the order was priced (packages/shared pricing.ts).
 */
export const proRata = shareByWeight;

/** The promo share of units [from, to) of a line whose share is `lineShare` over `quantity` units. */
export function unitsShare(lineShare: number, quantity: number, from: number, to: number): number {
	const base = Math.floor(lineShare / quantity);
	const extra = lineShare % quantity;
	const count = Math.max(0, to - from);
	const withExtra = Math.max(0, Math.min(to, extra) - Math.min(from, extra));
	return base * count + withExtra;
}

/** Each line's share of the order's promo discount: as recorded at placement, else by value (older orders). */
export function lineShares(order: Pick<ArithmeticOrder, "promoDiscount" | "lines">): number[] {
	const recorded = order.lines.map((line) => line.promoShare);
	if (
		recorded.every((share): share is number => typeof share === "number") &&
		recorded.reduce((a, b) => a + b, 0) === order.promoDiscount
	) {
		// never more than the line cost (a refund never exceeds what was paid for it)
		return recorded.map((share, i) =>
			Math.min(share, (order.lines[i]?.unitPrice ?? 0) * (order.lines[i]?.quantity ?? 0)),
		);
	}
	return proRata(
		order.promoDiscount,
		order.lines.map((line) => line.unitPrice * line.quantity),
	);
}

/** Splits `amount` over the instruments in order, none above what it gave less what it got back. */
export function splitRefund(amount: number, instruments: readonly Instrument[]): CancellationOutcome["split"] {
	const split: CancellationOutcome["split"] = [];
	let left = amount;
	for (const instrument of instruments) {
		if (left <= 0) break;
		const room = Math.max(0, instrument.given - instrument.refunded);
		const take = Math.min(room, left);
		if (take > 0) split.push({ instrument: instrument.instrument, paymentId: instrument.paymentId, amount: take });
		left -= take;
	}
	return split;
}

/** What cancelling `request`'s units does to the order's money. Throws CancellationRefused for a bad request. */
export function computeCancellation(
	order: ArithmeticOrder,
	request: readonly CancelRequestLine[],
	instruments: readonly Instrument[],
): CancellationOutcome {
	const shares = lineShares(order);
	const wanted = new Map<number, number>();
	for (const item of request) {
		if (wanted.has(item.orderItemId))
			throw new CancellationRefused("DUPLICATE_LINE", item.orderItemId, "Each line may be named once");
		const line = order.lines.find((l) => l.orderItemId === item.orderItemId);
		if (!line) throw new CancellationRefused("LINE_NOT_FOUND", item.orderItemId, "No such line on this order");
		const left = line.quantity - line.gone;
		if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > left) {
			throw new CancellationRefused(
				"QUANTITY_TOO_HIGH",
				item.orderItemId,
				left === 0 ? "Nothing is left to cancel on this line" : `At most ${left} can be cancelled on this line`,
			);
		}
		wanted.set(item.orderItemId, item.quantity);
	}
	if (wanted.size === 0) throw new CancellationRefused("NOTHING_TO_CANCEL", null, "Choose at least one item");

	const lines: LineRefund[] = [];
	let remainingSubtotal = 0;
	let remainingEligible = 0;
	let remainingShare = 0;
	order.lines.forEach((line, index) => {
		const take = wanted.get(line.orderItemId) ?? 0;
		const share = order.promoRemoved ? 0 : (shares[index] ?? 0);
		const after = line.gone + take;
		remainingSubtotal += line.unitPrice * (line.quantity - after);
		if (line.eligible !== false) remainingEligible += line.unitPrice * (line.quantity - after);
		remainingShare += unitsShare(share, line.quantity, after, line.quantity);
		if (take === 0) return;
		const promoShare = unitsShare(share, line.quantity, line.gone, after);
		const price = line.unitPrice * take;
		lines.push({ orderItemId: line.orderItemId, quantity: take, price, promoShare, amount: price - promoShare });
	});
	const wholeOrder =
		remainingSubtotal === 0 && order.lines.every((l) => l.gone + (wanted.get(l.orderItemId) ?? 0) >= l.quantity);
	const owed = Math.max(0, order.total - order.refundedAmount);
	const linesAmount = lines.reduce((sum, l) => sum + l.amount, 0);
	let promoLost = 0;
	let feesBack = 0;
	let refund: number;
	if (wholeOrder) {
		feesBack = order.delivery + order.codFee;
		refund = owed;
	} else {
		if (!order.promoRemoved && order.promoDiscount > 0 && remainingEligible < order.promoMinOrder) {
			promoLost = remainingShare;
		}
		refund = Math.min(owed, Math.max(0, linesAmount - promoLost));
		// cash is asked in whole rupees: what is left to pay is rounded, and the reduction is what it leaves
		if (order.cashRounded) refund = owed - Math.round((owed - refund) / 100) * 100;
	}
	// what was never paid (cash on delivery still to pay) is given back first, by owing less; then the instruments
	const held = instruments.reduce((sum, i) => sum + Math.max(0, i.given - i.refunded), 0);
	const unpaid = Math.max(0, owed - held);
	const split = splitRefund(Math.max(0, refund - unpaid), instruments);
	const toInstruments = split.reduce((sum, s) => sum + s.amount, 0);
	return {
		lines,
		promoLost,
		feesBack,
		refund,
		newTotal: owed - refund,
		remainingSubtotal,
		remainingEligible,
		wholeOrder,
		split,
		unpaidReduction: refund - toInstruments,
	};
}

/** What a return of some delivered units gives back (decision 047). */
export interface ReturnRefund {
	lines: LineRefund[];
	/** the promo discount lost by what is left (taken off the refund) */
	promoLost: number;
	/** what the shopper is told and is paid when the return completes */
	refund: number;
}

/**
 * A return's refund, by the one computation: each unit's price less its promo share, less a promo whose minimum
 * the rest no longer meets; delivery and COD fees never (only a whole cancellation before dispatch gives them
 * back); never above what the order has left to give back less its fees. Throws CancellationRefused for a bad
 * request, as a cancellation does.
 */
export function computeReturnRefund(
	order: ArithmeticOrder,
	request: readonly CancelRequestLine[],
	instruments: readonly Instrument[],
): ReturnRefund {
	const outcome = computeCancellation(order, request, instruments);
	const owed = Math.max(0, order.total - order.refundedAmount);
	const linesAmount = outcome.lines.reduce((sum, l) => sum + l.amount, 0);
	const refund = Math.min(
		Math.max(0, owed - order.delivery - order.codFee),
		Math.max(0, linesAmount - outcome.promoLost),
	);
	return { lines: outcome.lines, promoLost: outcome.promoLost, refund };
}

/**
 * A completed return's refund to the original payment: over the instruments in order (online, gift card, credit),
 * none above what it gave less what it got back; what none can take (it paid less than asked) goes to Pitara
 * Credit, never lost.
 */
export function returnRefundSplit(amount: number, instruments: readonly Instrument[]): CancellationOutcome["split"] {
	const split = splitRefund(amount, instruments);
	const rest = amount - split.reduce((sum, s) => sum + s.amount, 0);
	if (rest > 0) split.push({ instrument: "credit", paymentId: null, amount: rest });
	return split;
}

/**
 * What a completed return pays of what it was told at the request: never more than the goods' part of the order
 * has left to give back (the total less the delivery and COD fees, less what was refunded). Returns asked before
 * others were paid computed their refunds without those, and a promo lost by one makes another's share
 * free: this keeps the sum of returns within what the goods cost (found by the property test).
 */
export function returnPayable(
	order: Pick<ArithmeticOrder, "total" | "delivery" | "codFee" | "refundedAmount">,
	asked: number,
): number {
	return Math.max(0, Math.min(asked, order.total - order.delivery - order.codFee - order.refundedAmount));
}
