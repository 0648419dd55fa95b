import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const giftCardsSection: ConsoleSection = {
	path: "gift-cards",
	area: "gift-cards",
	label: "Gift cards",
	group: "People",
	icon: ICONS.giftCards,
	routes: [
		{ index: true, ...page(() => import("./gift-cards-page.tsx")) },
		{ path: ":id", ...page(() => import("./gift-card-page.tsx")) },
	],
};
