/** An Indian pincode: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const PINCODE_MESSAGES = {
	required: "Pincode is required",
	invalid: "Pincode must be a valid 6-digit Indian pincode",
} as const;

/**
 * What is wrong with a typed pincode (trimmed), or null: the rule pincodeSchema
 * applies, without zod, for the storefront's product page (scripts/check-budgets.mjs).
 */
export function pincodeProblem(raw: string): string | null {
	const value = raw.trim();
	if (value === "") return PINCODE_MESSAGES.required;
	return PINCODE_PATTERN.test(value) ? null : PINCODE_MESSAGES.invalid;
}
