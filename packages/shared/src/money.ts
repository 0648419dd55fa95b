/**
 * Money is integer paise everywhere it is stored or computed. The API shows
 * rupees as plain numbers (499, 1299.5); these helpers are the only place the
 * two meet.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
	return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
	return paise / 100;
}

/** 12,34,567: the last three digits, then pairs (the Indian grouping of lakhs and crores). */
function groupIndian(digits: string): string {
	if (digits.length <= 3) return digits;
	const head = digits.slice(0, -3);
	const pairs: string[] = [];
	for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
	return `${pairs.join(",")},${digits.slice(-3)}`;
}

/**
 * Formats a rupee amount the Indian way: ₹1,23,456 or ₹1,299.50 (two decimals whenever there are paise).
 *
 * Written out instead of `Intl.NumberFormat("en-IN", { style: "currency" })`, whose output it reproduces
 * (money.test.ts holds it to Intl's own, value by value): a browser's first Intl formatter loads ICU's locale
 * data on the main thread, 15–45 ms in a fresh Chromium page, and every catalogue page formats a price while it
 * hydrates — a long task on a phone (docs/decisions/029-paint-before-code.md). For the amounts a shop meets:
 * finite, under 10^15 rupees, no finer than a thousandth of a paisa.
 */
export function formatRupees(rupees: number): string {
	const sign = rupees < 0 || Object.is(rupees, -0) ? "-" : "";
	const [whole = "", fraction] = String(Math.abs(rupees)).split(".");
	if (fraction === undefined) return `${sign}₹${groupIndian(whole)}`;
	// paise, rounded half up from the shortest decimal form of the number, as Intl rounds
	const paise =
		Number(whole + fraction.slice(0, 2).padEnd(2, "0")) + (fraction[2] !== undefined && fraction[2] >= "5" ? 1 : 0);
	return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, "0")}`;
}

export function formatPaise(paise: Paise): string {
	return formatRupees(paiseToRupees(paise));
}
