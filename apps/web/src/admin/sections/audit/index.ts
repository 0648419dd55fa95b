import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const auditSection: ConsoleSection = {
	path: "audit",
	area: "audit",
	label: "Audit log",
	group: "Settings",
	icon: ICONS.audit,
	routes: [{ index: true, ...page(() => import("./audit-page.tsx")) }],
};
