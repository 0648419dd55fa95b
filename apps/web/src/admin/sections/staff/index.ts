import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const staffSection: ConsoleSection = {
	path: "staff",
	area: "staff",
	label: "Staff",
	group: "Settings",
	icon: ICONS.staff,
	routes: [{ index: true, ...page(() => import("./staff-page.tsx")) }],
};
