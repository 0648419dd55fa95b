import type { ContactMessage } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/contact-messages: newest first; only the unhandled ones when asked. */
export function useContactMessages(page: number, unhandledOnly: boolean) {
	return useAdminList<ContactMessage>("/contact-messages", {
		page,
		page_size: 25,
		unread: unhandledOnly ? "true" : undefined,
	});
}
