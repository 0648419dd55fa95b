import { z } from "zod";
import { LIMITS } from "../constants.ts";
import * as e from "../messages/errors.ts";
import { PINCODE_MESSAGES, PINCODE_PATTERN } from "../pincode.ts";

/** The failure shape every /api endpoint answers with. */
export const apiErrorSchema = z.object({
	status: z.literal(false),
	message: z.string(),
	code: z.string(),
	errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A database id as it arrives in a body: a positive whole number (numeric
 * strings are accepted, as route parameters and forms send them). Only text is
 * converted: `true`, `[1]` or `null` are not ids (a plain coercion read them as 1, 1 and 0).
 */
export const idSchema = z.preprocess(
	(value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
	z.number({ error: e.mustBeNumber }).int(e.mustBeWhole).positive(e.mustBePositive).max(2_147_483_647, e.tooLarge),
);

export const phoneSchema = z
	.string({ error: e.phoneRequired })
	.trim()
	.min(1, { error: e.phoneRequired, abort: true })
	.regex(new RegExp(`^\\d{${LIMITS.phoneLength}}$`), e.phoneDigits);

/**
 * An Indian mobile number as the shop stores it: ten digits, the first 6–9 (TRAI's mobile series). Spaces, dashes
 * and a leading +91, 91 or 0 are taken off first, as people write their number.
 */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Ten digits of an Indian mobile from how it was typed ("+91 98765-43210" → "9876543210"); other text unchanged. */
export function normalizeIndianMobile(value: string): string {
	const digits = value.replace(/[\s-]/g, "");
	const local = digits.replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
	return /^\d{10}$/.test(local) ? local : value.trim();
}

/** An optional Indian mobile: "" (or nothing) stays "", anything else must be a mobile (`message` says so). */
export const optionalIndianMobileSchema = (message: string) =>
	z
		.string()
		.trim()
		.transform(normalizeIndianMobile)
		.refine((value) => value === "" || INDIAN_MOBILE_PATTERN.test(value), message);

export const otpSchema = z
	.string({ error: e.enterCode })
	.trim()
	.regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), e.enterSixDigitCode);

export const pincodeSchema = z
	.string({ error: PINCODE_MESSAGES.required })
	.trim()
	.min(1, { error: PINCODE_MESSAGES.required, abort: true })
	.regex(PINCODE_PATTERN, PINCODE_MESSAGES.invalid);
