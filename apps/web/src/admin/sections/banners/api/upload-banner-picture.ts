import type { AdminBannerPicture } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../lib/admin-api.ts";

/**
 * POST /api/admin/banners/pictures: the file itself as the body. The server checks what it is and draws it
 * in the home page's 3:1 widths; the answer's `image` is what the banner is then saved with.
 */
export function useUploadBannerPicture() {
	return useMutation({
		mutationFn: (file: File) =>
			adminApi.upload<{ message: string; response: AdminBannerPicture }>("/banners/pictures", file),
	});
}
