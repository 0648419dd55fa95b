import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const messagesSection: ConsoleSection = {
	path: "messages",
	area: "messages",
	label: "Contact messages",
	group: "People",
	icon: ICONS.messages,
	routes: [{ index: true, ...page(() => import("./messages-page.tsx")) }],
};
