import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const settingsSection: ConsoleSection = {
	path: "settings",
	area: "settings",
	label: "Shop settings",
	group: "Settings",
	icon: ICONS.settings,
	routes: [{ index: true, ...page(() => import("./settings-page.tsx")) }],
};
