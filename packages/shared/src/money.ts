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

const inr = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	maximumFractionDigits: 2,
	minimumFractionDigits: 0,
});

/** Formats a rupee amount the Indian way: ₹1,23,456 or ₹1,299.50. */
export function formatRupees(rupees: number): string {
	if (Number.isInteger(rupees)) return inr.format(rupees);
	return new Intl.NumberFormat("en-IN", {
		style: "currency",
		currency: "INR",
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	}).format(rupees);
}

export function formatPaise(paise: Paise): string {
	return formatRupees(paiseToRupees(paise));
}
