import type { AddressResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addressesQuery } from "./get-addresses.ts";

export function setDefaultAddress(addressId: number): Promise<AddressResponse> {
	return api.post("/users/address/set-default", { address_id: addressId });
}

export function useSetDefaultAddress(userId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: setDefaultAddress,
		onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQuery(userId).queryKey }),
	});
}
