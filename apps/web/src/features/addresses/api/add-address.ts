import type { AddAddressRequest, AddressResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addressesQuery } from "./get-addresses.ts";

export function addAddress(body: AddAddressRequest): Promise<AddressResponse> {
	return api.post("/users/address/add", body);
}

export function useAddAddress(userId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: Omit<AddAddressRequest, "user_id">) => addAddress({ ...body, user_id: userId }),
		onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQuery(userId).queryKey }),
	});
}
