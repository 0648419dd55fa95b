import type { Address } from "@pitara/shared";
import { addressesMessages } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { addressesKeys } from "../keys.ts";

export async function getAddresses(userId: number, signal?: AbortSignal): Promise<Address[]> {
	const data = await api.post("/users/address/list", { user_id: userId }, { signal });
	if (!Array.isArray(data.addresses)) throw new ShopperError(addressesMessages.loadFailed);
	return data.addresses;
}

export const addressesQuery = (userId: number) =>
	queryOptions({
		queryKey: addressesKeys.list(userId),
		queryFn: ({ signal }) => getAddresses(userId, signal),
	});

export function useAddresses(userId: number) {
	return useQuery(addressesQuery(userId));
}
