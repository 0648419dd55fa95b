import { z } from "zod";
import { INDIAN_STATES } from "../indian-states.ts";
import { addressesMessages } from "../messages.ts";
import { pincodeSchema } from "./common.ts";

/** GET /api/pincodes/:pincode. */
export const pincodeParamsSchema = z.object({ pincode: pincodeSchema });

/** A pincode of India Post's directory: its district (offered as the city) and its state today. */
export const pincodeInfoSchema = z.object({
	pincode: z.string(),
	district: z.string(),
	state: z.enum(INDIAN_STATES),
});
export type PincodeInfo = z.infer<typeof pincodeInfoSchema>;

export const pincodeLookupResponseSchema = z.object({ status: z.literal(true), response: pincodeInfoSchema });
export type PincodeLookupResponse = z.infer<typeof pincodeLookupResponseSchema>;

/**
 * The rule both sides apply to an address once its pincode is looked up: the
 * pincode must be known and the chosen state must be its state. Answers the
 * message to show, or null when the address agrees with the directory.
 */
export function addressPincodeProblem(
	address: { pincode: string; state: string },
	found: { state: string } | null | undefined,
): { field: "pincode" | "state"; message: string } | null {
	if (!found) return { field: "pincode", message: addressesMessages.unknownPincode(address.pincode) };
	if (found.state !== address.state)
		return { field: "state", message: addressesMessages.stateMismatch(address.pincode, found.state) };
	return null;
}
