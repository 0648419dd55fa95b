import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

/** Settings → Messages: the message templates registered with DLT and WhatsApp (issue 26). */
export const messageTemplatesSection: ConsoleSection = {
	path: "message-templates",
	area: "settings",
	label: "Message templates",
	group: "Settings",
	icon: ICONS.messages,
	routes: [{ index: true, ...page(() => import("./message-templates-page.tsx")) }],
};
