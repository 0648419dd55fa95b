import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const ordersSection: ConsoleSection = {
	path: "orders",
	area: "orders",
	label: "Orders",
	group: "Shop",
	icon: ICONS.orders,
	routes: [
		{ index: true, ...page(() => import("./orders-page.tsx")) },
		{ path: "ready-to-ship", ...page(() => import("./ready-to-ship-page.tsx")) },
		{ path: "tax-documents", ...page(() => import("./tax-documents-page.tsx")) },
		{ path: ":id", ...page(() => import("./order-page.tsx")) },
		{ path: ":id/packing-slip", ...page(() => import("./packing-slip-page.tsx")) },
	],
};
