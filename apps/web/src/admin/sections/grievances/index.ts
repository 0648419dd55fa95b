import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

/** Grievances (issue 30 item 3): the queue with each ticket's clock against 48 hours and 30 days. */
export const grievancesSection: ConsoleSection = {
	path: "grievances",
	area: "messages",
	label: "Grievances",
	group: "People",
	icon: ICONS.grievances,
	routes: [{ index: true, ...page(() => import("./grievances-page.tsx")) }],
};
