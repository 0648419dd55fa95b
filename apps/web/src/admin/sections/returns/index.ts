import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

/** Returns and size exchanges (issue 24 item 8, decision 047): the queue, one return's steps, the policy. */
export const returnsSection: ConsoleSection = {
	path: "returns",
	area: "orders",
	label: "Returns",
	group: "Shop",
	icon: ICONS.returns,
	routes: [
		{ index: true, ...page(() => import("./returns-page.tsx")) },
		{ path: "policy", ...page(() => import("./policy-page.tsx")) },
		{ path: ":id", ...page(() => import("./return-page.tsx")) },
	],
};
