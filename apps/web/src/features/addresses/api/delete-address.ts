import type { MessageResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { addressesQuery } from "./get-addresses.ts";

export function deleteAddress(addressId: number): Promise<MessageResponse> {
	return api.post("/users/address/delete", { address_id: addressId });
}

export function useDeleteAddress(userId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteAddress,
		onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQuery(userId).queryKey }),
	});
}
