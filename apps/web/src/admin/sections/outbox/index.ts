import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const outboxSection: ConsoleSection = {
	path: "outbox",
	area: "outbox",
	label: "Outbox",
	group: "Settings",
	icon: ICONS.audit,
	routes: [{ index: true, ...page(() => import("./outbox-page.tsx")) }],
};
