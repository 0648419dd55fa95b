import type { AdminProductImage } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/variants/{id}/images?alt=: the file itself as the body (the server checks what it is). */
export function useUploadPicture(variantId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ file, alt }: { file: File; alt: string }) =>
			adminApi.upload<{ message: string; response: AdminProductImage }>(`/variants/${variantId}/images`, file, {
				alt,
			}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/products") }),
	});
}
