import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const bannersSection: ConsoleSection = {
	path: "banners",
	area: "catalogue",
	label: "Banners",
	group: "Catalogue",
	icon: ICONS.banners,
	routes: [{ index: true, ...page(() => import("./banners-page.tsx")) }],
};
