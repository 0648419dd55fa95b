import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const newsletterSection: ConsoleSection = {
	path: "newsletter",
	area: "messages",
	label: "Newsletter",
	group: "People",
	icon: ICONS.newsletter,
	routes: [{ index: true, ...page(() => import("./newsletter-page.tsx")) }],
};
