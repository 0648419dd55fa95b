import { z } from "zod";
import { DELIVERY_ZONES } from "../delivery.ts";
import { gstinIssue } from "../gstin.ts";
import { INDIAN_STATES } from "../indian-states.ts";
import { adminDeliveryChargeSchema, shopContactSchema } from "./shop-settings.ts";

/**
 * The console's Settings screen (issue 17 part 6): what the staff edit of the
 * delivery, cash on delivery and tax settings, one form each. The same
 * schemas check the form in the browser and the request on the server, so the
 * messages are the same on both sides. Amounts are in rupees, as elsewhere in
 * the console; the settings keep paise.
 */

const PINCODE = /^[1-9]\d{5}$/;
const pincodeMessage = "6 digits, not starting with 0";

const days = (zone: string) =>
	z
		.number({ error: `Days for ${zone}: enter a whole number` })
		.int(`Days for ${zone}: enter a whole number`)
		.min(0, `Days for ${zone}: 0 or more`)
		.max(30, `Days for ${zone}: at most 30`);

export const adminDeliverySettingsSchema = z.object({
	dispatchPincode: z.string().trim().regex(PINCODE, `Dispatch pincode: ${pincodeMessage}`),
	cutoff: z
		.string()
		.trim()
		.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Cut-off time: HH:MM on the 24-hour clock, in IST (e.g. 14:00)"),
	zoneDays: z.object({
		same_city: days("the same city"),
		same_state: days("the same state"),
		metro: days("metro cities"),
		rest_of_india: days("the rest of India"),
		north_east_islands: days("the north-east and islands"),
	}),
	unserviceable: z
		.array(z.string().trim())
		.max(5000, "At most 5,000 unserviceable pincodes")
		.superRefine((pincodes, context) => {
			const wrong = pincodes.filter((pincode) => !PINCODE.test(pincode));
			if (wrong.length > 0) {
				context.addIssue({
					code: "custom",
					message: `Not a pincode (${pincodeMessage}): ${wrong.slice(0, 5).join(", ")}${wrong.length > 5 ? " …" : ""}`,
				});
			}
		}),
});
export type AdminDeliverySettings = z.infer<typeof adminDeliverySettingsSchema>;

/** The largest total that may be paid in cash (₹1 crore at most) and the fee (₹1,000 at most), in rupees. */
export const adminCodSettingsSchema = z.object({
	zones: z.array(z.enum(DELIVERY_ZONES, { error: "Choose zones from the list" })),
	maxTotal: z
		.number({ error: "Largest order total: enter an amount in rupees" })
		.min(0, "Largest order total: 0 or more")
		.max(1_00_00_000, "Largest order total: at most ₹1,00,00,000")
		.multipleOf(0.01, "Largest order total: at most 2 decimal places"),
	fee: z
		.number({ error: "Fee: enter an amount in rupees" })
		.min(0, "Fee: 0 or more")
		.max(1000, "Fee: at most ₹1,000")
		.multipleOf(0.01, "Fee: at most 2 decimal places"),
});
export type AdminCodSettings = z.infer<typeof adminCodSettingsSchema>;

/**
 * Why a GSTIN cannot be the shop's registered in `state`, or null: its shape
 * (2-digit state code, PAN, entity number, Z, check character), its check
 * character, and its state code against the state's (the shared `gstinIssue`).
 */
export function gstinProblem(gstin: string, state: string): string | null {
	const issue = gstinIssue(gstin, state);
	if (!issue) return null;
	if (issue.kind === "format") {
		return "GSTIN: 15 characters — the 2-digit state code, the 10-character PAN, the entity number, Z and a check character (e.g. 29ABCDE1234F1ZW)";
	}
	if (issue.kind === "check") {
		return `GSTIN: the check character (the last) should be ${issue.expected} for ${issue.first14}; please copy the GSTIN again from the registration certificate`;
	}
	return `GSTIN: it starts with state code ${issue.code}, but ${issue.state}'s code is ${issue.stateCode}; the GSTIN and the registered state must match`;
}

export const adminTaxSettingsSchema = z
	.object({
		legalName: z
			.string()
			.trim()
			.min(1, "Legal name: as on the GST registration")
			.max(200, "Legal name: at most 200 characters"),
		tradeName: z
			.string()
			.trim()
			.min(1, "Trade name: the name shoppers know")
			.max(200, "Trade name: at most 200 characters"),
		gstin: z
			.string()
			.trim()
			.transform((value) => value.toUpperCase()),
		addressLines: z
			.array(z.string().trim().max(200, "Address: at most 200 characters a line"))
			.transform((lines) => lines.filter((line) => line !== ""))
			.pipe(z.array(z.string()).min(1, "Address: at least one line").max(5, "Address: at most 5 lines")),
		/** the registered state; its GST state code follows from it */
		state: z.enum(INDIAN_STATES, { error: "State: choose the state the shop is registered in" }),
		/** turnover above ₹5 crore last financial year: HSN in 6 digits in GSTR-1, no GSTIN at checkout (left out: unchanged) */
		turnoverAbove5Crore: z.boolean({ error: "Turnover: yes or no" }).optional(),
	})
	.superRefine((value, context) => {
		const problem = gstinProblem(value.gstin, value.state);
		if (problem) context.addIssue({ code: "custom", path: ["gstin"], message: problem });
	});
export type AdminTaxSettings = z.infer<typeof adminTaxSettingsSchema>;
export type AdminTaxSettingsInput = z.input<typeof adminTaxSettingsSchema>;

/** GET /api/admin/settings: the settings as they are now (defaults where never edited). */
export const adminSettingsSchema = z.object({
	delivery: adminDeliverySettingsSchema,
	cod: adminCodSettingsSchema,
	tax: z.object({
		legalName: z.string(),
		tradeName: z.string(),
		gstin: z.string(),
		addressLines: z.array(z.string()),
		state: z.string(),
		/** the registered state's GST code, which the GSTIN starts with */
		stateCode: z.string(),
		/** turnover above ₹5 crore: 6-digit HSN in GSTR-1 and B2B invoices need e-invoicing (IRN) */
		turnoverAbove5Crore: z.boolean().optional(),
		/** GSTR-1's HSN digits, which follow from the turnover */
		hsnDigits: z.number().optional(),
	}),
	/** issue 27 item 7: the delivery charge (rupees) and the shop's contact details, hours and default warranty */
	deliveryCharge: adminDeliveryChargeSchema.optional(),
	shop: shopContactSchema.optional(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const ADMIN_SETTINGS_SECTIONS = ["delivery", "cod", "tax"] as const;
export type AdminSettingsSection = (typeof ADMIN_SETTINGS_SECTIONS)[number];
