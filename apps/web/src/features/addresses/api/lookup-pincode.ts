import type { PincodeInfo } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { addressesKeys } from "../keys.ts";

/** A pincode's district and state, or null when India Post's directory does not have it. */
export async function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodeInfo | null> {
	try {
		const data = await api.get(`/pincodes/${pincode}`, { signal });
		return data.response;
	} catch (error) {
		if (error instanceof ApiError && error.status === 404) return null;
		throw error;
	}
}

/** Looks a pincode up once it has six digits (the directory does not change while the page is open). */
export function usePincodeLookup(pincode: string) {
	const complete = /^[1-9]\d{5}$/.test(pincode.trim());
	return useQuery({
		queryKey: addressesKeys.pincode(pincode.trim()),
		queryFn: ({ signal }) => lookupPincode(pincode.trim(), signal),
		enabled: complete,
		staleTime: Number.POSITIVE_INFINITY,
		retry: false,
	});
}
