import { z } from "zod";
import { DEFAULT_COUNTRY } from "../choices.ts";
import { INDIAN_STATES } from "../indian-states.ts";
import { addressesMessages } from "../messages.ts";
import { ownIdFields } from "./accounts.ts";
import { idSchema, phoneSchema, pincodeSchema } from "./common.ts";

const m = addressesMessages;

/** How many addresses one shopper may keep. */
export const MAX_ADDRESSES_PER_USER = 20;

const requiredText = (required: string, max: number) =>
	z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, m.tooLong(max));

/** The fields of the add/edit address form (SPEC.md §5): all required but address_line2. */
export const addressFieldsSchema = z.object({
	name: requiredText(m.nameRequired, 100),
	phone: phoneSchema,
	pincode: pincodeSchema,
	address_line1: requiredText(m.addressLine1Required, 200),
	address_line2: z
		.string()
		.trim()
		.max(200, m.tooLong(200))
		.nullish()
		.transform((value) => (value ? value : null)),
	city: requiredText(m.cityRequired, 100),
	state: z.enum(INDIAN_STATES, { error: m.stateRequired }),
	country: z
		.string({ error: m.countryRequired })
		.trim()
		.min(1, { error: m.countryRequired, abort: true })
		.refine((value) => value.toLowerCase() === DEFAULT_COUNTRY.toLowerCase(), m.onlyIndia)
		.transform(() => DEFAULT_COUNTRY)
		.default(DEFAULT_COUNTRY),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;

/** The add/edit address form: the fields and "Make this my default address". */
export const addressFormSchema = addressFieldsSchema.extend({ is_default: z.boolean().optional() });
export type AddressForm = z.input<typeof addressFormSchema>;

/** POST /api/users/address/add: the fields, the caller's own user_id if sent, and whether it becomes the default. */
export const addAddressRequestSchema = addressFieldsSchema.extend({
	...ownIdFields,
	is_default: z.boolean().optional(),
});
export type AddAddressRequest = z.input<typeof addAddressRequestSchema>;

/** POST /api/users/address/update: the fields plus the address_id. */
export const updateAddressRequestSchema = addressFieldsSchema.extend({
	...ownIdFields,
	address_id: idSchema,
	/** true makes it the default; the default cannot be unset, only moved to another address */
	is_default: z.boolean().optional(),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequestSchema>;

/** POST /api/users/address/set-default and /delete. */
export const addressIdRequestSchema = z.object({ ...ownIdFields, address_id: idSchema });
export type AddressIdRequest = z.input<typeof addressIdRequestSchema>;

/** POST /api/users/address/list. */
export const listAddressesRequestSchema = z.object({ ...ownIdFields });

export const addressSchema = z.object({
	id: z.number().int(),
	address_id: z.number().int(),
	name: z.string(),
	phone: z.string(),
	pincode: z.string(),
	address_line1: z.string(),
	address_line2: z.string().nullable(),
	city: z.string(),
	state: z.string(),
	country: z.string(),
	is_default: z.boolean(),
	user_id: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({ status: z.literal(true), addresses: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

export const addressResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: addressSchema,
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;
