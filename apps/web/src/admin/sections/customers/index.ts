import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const customersSection: ConsoleSection = {
	path: "customers",
	area: "customers",
	label: "Customers",
	group: "People",
	icon: ICONS.customers,
	routes: [
		{ index: true, ...page(() => import("./customers-page.tsx")) },
		{ path: ":id", ...page(() => import("./customer-page.tsx")) },
	],
};
