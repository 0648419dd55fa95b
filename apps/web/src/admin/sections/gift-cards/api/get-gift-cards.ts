import type { AdminGiftCard, AdminGiftCardsQuery } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/gift-cards: one page, by code and by state. */
export function useGiftCards(query: AdminGiftCardsQuery) {
	return useAdminList<AdminGiftCard>("/gift-cards", query);
}
