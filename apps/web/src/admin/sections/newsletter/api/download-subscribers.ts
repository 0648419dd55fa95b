import { useMutation } from "@tanstack/react-query";
import { downloadAdminFile } from "../../../lib/admin-api.ts";

/** GET /api/admin/newsletter-subscribers.csv, saved as a file. */
export function useDownloadSubscribers() {
	return useMutation({
		mutationFn: () =>
			downloadAdminFile(
				"/newsletter-subscribers.csv",
				`pitara-newsletter-${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())}.csv`,
			),
	});
}
