import type { AdminBanner } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/banners: every banner, shown or not, in the home page's order. */
export function useBanners() {
	return useQuery({
		queryKey: adminKey("/banners"),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminBanner[] }>("/banners", undefined, signal).then((answer) => answer.response),
	});
}
