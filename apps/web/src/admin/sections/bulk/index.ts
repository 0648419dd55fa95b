import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const bulkSection: ConsoleSection = {
	path: "import-export",
	area: "catalogue",
	label: "Import & export",
	group: "Catalogue",
	icon: ICONS.bulk,
	routes: [{ index: true, ...page(() => import("./bulk-page.tsx")) }],
};
