import type { AddressResponse, UpdateAddressRequest } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addressesQuery } from "./get-addresses.ts";

export function updateAddress(body: UpdateAddressRequest): Promise<AddressResponse> {
	return api.post("/users/address/update", body);
}

export function useUpdateAddress(userId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateAddress,
		onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQuery(userId).queryKey }),
	});
}
