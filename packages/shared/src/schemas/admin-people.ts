import { z } from "zod";
import { STAFF_ROLES } from "../staff-access.ts";
import { addressSchema } from "./addresses.ts";
import { adminAccountSchema, adminPageQueryFields, adminSearchField } from "./admin.ts";

/** The console's customers, gift cards, promo codes, contact messages and newsletter (issue 12 item 6). */

/* customers ---------------------------------------------------------------- */

export const adminCustomersQuerySchema = z.object({
	...adminPageQueryFields,
	/** digits: the start of a phone; anything else: part of a name or e-mail */
	q: adminSearchField,
	/** customer, staff (any staff role), or one staff role */
	role: z
		.enum(["customer", "staff", ...STAFF_ROLES], { error: "role must be customer, staff or a staff role" })
		.optional(),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;

export const adminCustomerRowSchema = adminAccountSchema.extend({
	orders: z.number().int(),
	last_order_at: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
	gender: z.string().nullable(),
	dob: z.string().nullable(),
	addresses: z.array(addressSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/* gift cards --------------------------------------------------------------- */

const rupees = (field: string, max: number) =>
	z
		.number({ error: `${field} must be a number` })
		.finite(`${field} must be a number`)
		.positive(`${field} must be more than 0`)
		.max(max, `${field} can be at most ₹${max.toLocaleString("en-IN")}`)
		.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), `${field} must be in whole paise`);

/** A date (YYYY-MM-DD) the card or code stops working after, India's end of day; "" or null for never. */
const optionalDay = (field: string) =>
	z.preprocess(
		(value) => (value === "" ? null : value),
		z
			.string()
			.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-12-31`)
			.nullable()
			.optional(),
	);

export const adminGiftCardsQuerySchema = z.object({
	...adminPageQueryFields,
	q: adminSearchField,
	active: z
		.enum(["true", "false"])
		.optional()
		.transform((value) => (value === undefined ? undefined : value === "true")),
});
export type AdminGiftCardsQuery = z.input<typeof adminGiftCardsQuerySchema>;

export const adminGiftCardCreateSchema = z.object({
	/** leave empty for a random PITARA-XXXX-XXXX code */
	code: z.preprocess(
		(value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
		z
			.string()
			.trim()
			.regex(/^[A-Za-z0-9-]{6,32}$/, "A code has 6 to 32 letters, digits or dashes")
			.transform((value) => value.toUpperCase())
			.optional(),
	),
	amount: rupees("Amount", 1_00_000),
	expires_on: optionalDay("Expiry"),
});
export type AdminGiftCardCreate = z.input<typeof adminGiftCardCreateSchema>;

export const adminGiftCardUpdateSchema = z.object({ active: z.boolean({ error: "active must be true or false" }) });

export const adminGiftCardSchema = z.object({
	id: z.number().int(),
	code: z.string(),
	initial_balance: z.number(),
	balance: z.number(),
	active: z.boolean(),
	expires_at: z.string().nullable(),
	created_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
	history: z.array(
		z.object({
			id: z.number().int(),
			order_id: z.number().int(),
			/** rupees; negative for money given back */
			amount: z.number(),
			created_at: z.string(),
		}),
	),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;
