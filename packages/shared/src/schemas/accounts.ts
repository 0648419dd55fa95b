import { z } from "zod";
import { GENDERS } from "../choices.ts";
import { LIMITS } from "../constants.ts";
import { isIsoDate, isoDateInIndia } from "../dates.ts";
import * as e from "../messages/errors.ts";
import { registrationMessages } from "../messages.ts";
import { USER_ROLES } from "../staff-access.ts";
import { idSchema, otpSchema, phoneSchema } from "./common.ts";

const m = registrationMessages;

export const fullNameSchema = z
	.string({ error: m.fullNameRequired })
	.trim()
	.min(1, { error: m.fullNameRequired, abort: true })
	.min(LIMITS.fullNameMin, { error: m.tooShort, abort: true })
	.max(LIMITS.fullNameMax, m.tooLong);

export const emailSchema = z
	.string({ error: m.emailRequired })
	.trim()
	.min(1, { error: m.emailRequired, abort: true })
	.max(254, m.emailInvalid)
	.pipe(z.email(m.emailInvalid))
	.transform((email) => email.toLowerCase());

export const genderSchema = z.enum(GENDERS, { error: m.genderRequired });

/** Date of birth as YYYY-MM-DD, not after today in India. */
export const dobSchema = z
	.string({ error: m.dobRequired })
	.trim()
	.min(1, { error: m.dobRequired, abort: true })
	.refine(isIsoDate, { error: e.validDate, abort: true })
	.refine((value) => value <= isoDateInIndia(), m.dobFuture)
	.refine((value) => value >= "1900-01-01", e.validDate);

const passwordSchema = z
	.string({ error: m.passwordRequired })
	.min(1, { error: m.passwordRequired, abort: true })
	.min(LIMITS.passwordMin, { error: m.passwordMin, abort: true })
	.max(128, e.passwordTooLong);

/** What POST /api/users/registration accepts. */
export const registrationRequestSchema = z.object({
	full_name: fullNameSchema,
	email: emailSchema,
	phone: phoneSchema,
	password: passwordSchema,
	gender: genderSchema,
	dob: dobSchema,
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/**
 * "Passwords must match", checked on its own: zod skips an object's
 * refinements once any field has failed, and the shopper must see a mismatch
 * at once, whatever else is still missing.
 */
const passwordsMatchSchema = z
	.object({ password: z.unknown(), confirmPassword: z.unknown() })
	.refine(
		(form) =>
			typeof form.password !== "string" ||
			typeof form.confirmPassword !== "string" ||
			form.confirmPassword === "" ||
			form.password === form.confirmPassword,
		{ error: m.passwordsMustMatch, path: ["confirmPassword"] },
	);

/** The registration form: the request plus the confirmation field and the (unenforced) terms box. */
export const registrationFormSchema = z.intersection(
	registrationRequestSchema.extend({
		confirmPassword: z.string({ error: m.confirmRequired }).min(1, m.confirmRequired),
		terms: z.boolean().optional(),
	}),
	passwordsMatchSchema,
);
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/**
 * An id of the caller that a client may send along (`user_id`, `userId`, `id`).
 * The server always takes the user from the session and answers 403 when one
 * of these names somebody else.
 */
export const ownIdFields = {
	user_id: idSchema.optional(),
	userId: idSchema.optional(),
};

/** What POST /api/user/send/otp accepts: the 10-digit phone the code goes to. */
export const sendOtpRequestSchema = z.object({
	phone_email: phoneSchema,
	/** "Give me more time": the code works for 15 minutes instead of 5 (accessibility, issue 26 item 3) */
	longer: z.boolean().optional(),
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({
		/** seconds until another code may be asked for */
		resend_after: z.number().int(),
		/** seconds the code stays valid */
		expires_in: z.number().int(),
	}),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** What POST /api/user/validate/otp accepts. */
export const validateOtpRequestSchema = z.object({ otp: otpSchema, phone: phoneSchema });
export type ValidateOtpRequest = z.infer<typeof validateOtpRequestSchema>;

/** The user as the API answers it and the web app stores it under localStorage `user`. */
export const userInfoSchema = z.object({
	user_id: z.number().int(),
	full_name: z.string(),
	email: z.string(),
	phone: z.string(),
	gender: z.string().nullable(),
	/** YYYY-MM-DD */
	dob: z.string().nullable(),
	role: z.enum(USER_ROLES),
	updated_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const validateOtpResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({ token: z.string(), userInfo: userInfoSchema }),
});
export type ValidateOtpResponse = z.infer<typeof validateOtpResponseSchema>;

export const registrationResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({ user_id: z.number().int() }),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** The login form's first step. */
export const loginPhoneFormSchema = z.object({ phone: phoneSchema });
export type LoginPhoneForm = z.input<typeof loginPhoneFormSchema>;

/** POST /api/users/profile-fetch: the caller's own id, if sent at all. */
export const profileFetchRequestSchema = z.object({ ...ownIdFields });

/** The profile edit form: full name, gender and date of birth are required. */
export const profileFormSchema = z.object({
	full_name: fullNameSchema,
	gender: genderSchema,
	dob: dobSchema,
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/** POST /api/users/profile-update. */
export const profileUpdateRequestSchema = profileFormSchema.extend({ id: idSchema.optional(), ...ownIdFields });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/users/profile-fetch and /api/users/profile-update: status, message, response (SPEC.md §7). */
export const profileResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: userInfoSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** A plain `{ status: true, message }` answer. */
export const messageResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
