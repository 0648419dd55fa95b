import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const promoCodesSection: ConsoleSection = {
	path: "promo-codes",
	area: "catalogue",
	label: "Promo codes",
	group: "Shop",
	icon: ICONS.promo,
	routes: [{ index: true, ...page(() => import("./promo-codes-page.tsx")) }],
};
