import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

/** Reports and the GSTR-1 pack (issue 29): its page, and the charting library with it, load on first visit. */
export const reportsSection: ConsoleSection = {
	path: "reports",
	area: "reports",
	label: "Reports",
	group: "Shop",
	icon: ICONS.reports,
	routes: [{ index: true, ...page(() => import("./reports-page.tsx")) }],
};
