import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const dashboardSection: ConsoleSection = {
	path: "",
	area: "dashboard",
	label: "Dashboard",
	group: "Shop",
	icon: ICONS.dashboard,
	routes: [{ index: true, ...page(() => import("./dashboard-page.tsx")) }],
};
