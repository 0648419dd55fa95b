import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const taxonomySection: ConsoleSection = {
	path: "categories",
	area: "catalogue",
	label: "Categories & brands",
	group: "Catalogue",
	icon: ICONS.categories,
	routes: [{ index: true, ...page(() => import("./taxonomy-page.tsx")) }],
};
