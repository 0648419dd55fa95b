import type { ReturnLineRow, ReturnWithLines } from "./returns.repository.ts";

/** An exchange's replacement the shopper holds (decision 056): it can be returned again, within its own window. */
export interface HeldReplacement {
	/** the exchange line that sent it (a later return of it names this line in `replacementOf`) */
	exchangeLine: ReturnLineRow;
	exchangeReturnId: number;
	orderItemId: number;
	variantId: number;
	/** units the shopper still holds: sent, less those returned again (or being returned) */
	units: number;
	/** when the exchange was sent (the return's last step) */
	sentAt: Date;
}

/** Returns that end without the goods: they take back nothing. */
const ENDED_WITHOUT_GOODS = new Set(["Rejected", "Cancelled"]);

/**
 * The replacements the shopper holds, from an order's returns: each completed exchange line's units (sent as its
 * replacement size), less the units of later returns of it that are not rejected or cancelled.
 */
export function heldReplacements(rows: readonly ReturnWithLines[]): HeldReplacement[] {
	const again = new Map<number, number>();
	for (const row of rows) {
		if (ENDED_WITHOUT_GOODS.has(row.status)) continue;
		for (const line of row.lines) {
			if (line.replacementOf !== null)
				again.set(line.replacementOf, (again.get(line.replacementOf) ?? 0) + line.quantity);
		}
	}
	const held: HeldReplacement[] = [];
	for (const row of rows) {
		// an exchange's replacement leaves when the return completes (Exchanged, or Refunded when it also refunded a line)
		if (row.status !== "Exchanged" && row.status !== "Refunded") continue;
		const sentAt = row.events.at(-1)?.createdAt ?? row.updatedAt;
		for (const line of row.lines) {
			if (line.exchangeVariantId === null) continue;
			held.push({
				exchangeLine: line,
				exchangeReturnId: row.id,
				orderItemId: line.orderItemId,
				variantId: line.exchangeVariantId,
				units: line.quantity - (again.get(line.id) ?? 0),
				sentAt,
			});
		}
	}
	return held;
}
