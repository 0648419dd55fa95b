import type { AdminProductDetail } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/products/{id}: every variant with its HTML and pictures. */
export function useProduct(id: number | undefined) {
	return useQuery({
		queryKey: adminKey("/products", id),
		enabled: id !== undefined,
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminProductDetail }>(`/products/${id}`, undefined, signal).then((a) => a.response),
	});
}
