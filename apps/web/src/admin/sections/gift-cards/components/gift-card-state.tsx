import type { AdminGiftCard } from "@pitara/shared";
import { Pill } from "../../../ui/page.tsx";

/** Whether a card can pay: switched off, expired, used up or active. */
export function GiftCardState({ card }: { card: Pick<AdminGiftCard, "active" | "expires_at" | "balance"> }) {
	if (!card.active) return <Pill tone="grey">Switched off</Pill>;
	if (card.expires_at && new Date(card.expires_at).getTime() < Date.now()) return <Pill tone="red">Expired</Pill>;
	if (card.balance === 0) return <Pill tone="grey">Used up</Pill>;
	return <Pill tone="green">Active</Pill>;
}
