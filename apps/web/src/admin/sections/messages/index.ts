import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";
import { useUnhandledCount } from "./api/conversations.ts";

export const messagesSection: ConsoleSection = {
	path: "messages",
	area: "messages",
	label: "Contact messages",
	group: "People",
	icon: ICONS.messages,
	routes: [
		{ index: true, ...page(() => import("./messages-page.tsx")) },
		{ path: ":id", ...page(() => import("./message-page.tsx")) },
	],
	useBadge: useUnhandledCount,
};
