import { useAdminList } from "../../../lib/admin-api.ts";

export interface Subscriber {
	id: number;
	email: string;
	created_at: string;
}

/** GET /api/admin/newsletter-subscribers: newest first. */
export function useSubscribers(page: number) {
	return useAdminList<Subscriber>("/newsletter-subscribers", { page, page_size: 25 });
}
