import type { AdminStagedPicture } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../lib/admin-api.ts";

/**
 * POST /api/admin/product-images/staged: the file itself as the body (the server checks what it is and makes
 * the storefront's widths); the answer's token goes with the product's save (decision 066).
 */
export function useStagePicture() {
	return useMutation({
		mutationFn: (file: File) =>
			adminApi.upload<{ message: string; response: AdminStagedPicture }>("/product-images/staged", file),
	});
}
