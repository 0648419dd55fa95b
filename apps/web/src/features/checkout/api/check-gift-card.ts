import type { GiftCardCheckResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/giftcard/check: a card's balance, or why it cannot pay. */
export function checkGiftCard(code: string): Promise<GiftCardCheckResponse> {
	return api.post("/giftcard/check", { code });
}

export function useCheckGiftCard() {
	return useMutation({ mutationFn: checkGiftCard });
}
