import { GST_STATE_CODES } from "./gst.ts";

/**
 * One GSTIN validator for the console's registration and the checkout's
 * business purchase (issue 29): shape, the GST Network's mod-36 check
 * character, and the state code against a state. The API and the web app
 * both call it; the field errors they show are each one's own words.
 */
export const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** As typed: spaces taken out, capitals. */
export const normalGstin = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

/** The check character a GSTIN's first 14 characters call for (the GST Network's mod-36 rule). */
export function gstinCheckCharacter(first14: string): string {
	let sum = 0;
	for (let i = 0; i < 14; i++) {
		const product = GSTIN_CHARS.indexOf(first14[i] ?? "0") * (i % 2 === 0 ? 1 : 2);
		sum += Math.floor(product / 36) + (product % 36);
	}
	return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? "0";
}

export type GstinIssue =
	| { kind: "format" }
	| { kind: "check"; expected: string; first14: string }
	| { kind: "state"; code: string; state: string; stateCode: string };

/** What is wrong with `gstin` for a registration in `state` (no state: not compared), or null. */
export function gstinIssue(gstin: string, state?: string | null): GstinIssue | null {
	if (!GSTIN_FORMAT.test(gstin)) return { kind: "format" };
	const expected = gstinCheckCharacter(gstin.slice(0, 14));
	if (gstin[14] !== expected) return { kind: "check", expected, first14: gstin.slice(0, 14) };
	const stateCode = state ? GST_STATE_CODES[state as keyof typeof GST_STATE_CODES] : undefined;
	if (state && stateCode && gstin.slice(0, 2) !== stateCode) {
		return { kind: "state", code: gstin.slice(0, 2), state, stateCode };
	}
	return null;
}
