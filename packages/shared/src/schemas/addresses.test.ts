import { describe, expect, it } from "vitest";
import { addressesMessages } from "../messages.ts";
import { addAddressRequestSchema, addressFieldsSchema } from "./addresses.ts";

const valid = {
	name: "Asha Verma",
	phone: "9876543210",
	pincode: "560095",
	address_line1: "42, 2nd Floor, Koramangala 5th Block",
	city: "Bengaluru",
	state: "Karnataka",
};

function errors(input: unknown): Record<string, string> {
	const result = addressFieldsSchema.safeParse(input);
	if (result.success) return {};
	const out: Record<string, string> = {};
	for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
	return out;
}

describe("address rules", () => {
	it("accepts a complete address, defaults the country to India and leaves line 2 empty", () => {
		expect(addressFieldsSchema.parse(valid)).toEqual({ ...valid, address_line2: null, country: "India" });
		expect(addressFieldsSchema.parse({ ...valid, address_line2: "  ", country: "india" })).toMatchObject({
			address_line2: null,
			country: "India",
		});
	});

	it("says what each missing field needs", () => {
		expect(errors({ name: "", phone: "", pincode: "", address_line1: "", city: "", state: "", country: "" })).toEqual({
			name: addressesMessages.nameRequired,
			phone: "Phone number is required",
			pincode: "Pincode is required",
			address_line1: addressesMessages.addressLine1Required,
			city: addressesMessages.cityRequired,
			state: addressesMessages.stateRequired,
			country: addressesMessages.countryRequired,
		});
	});

	it("checks the pincode, the phone, the state and the country", () => {
		expect(errors({ ...valid, pincode: "012345" }).pincode).toBe("Pincode must be a valid 6-digit Indian pincode");
		expect(errors({ ...valid, pincode: "56009" }).pincode).toBe("Pincode must be a valid 6-digit Indian pincode");
		expect(errors({ ...valid, phone: "98765" }).phone).toBe("Phone number must be 10 digits");
		expect(errors({ ...valid, state: "Atlantis" }).state).toBe(addressesMessages.stateRequired);
		expect(errors({ ...valid, country: "Nepal" }).country).toBe(addressesMessages.onlyIndia);
	});

	it("takes an optional default flag and numeric user id on add", () => {
		expect(addAddressRequestSchema.parse({ ...valid, user_id: "7", is_default: true })).toMatchObject({
			user_id: 7,
			is_default: true,
		});
	});
});
