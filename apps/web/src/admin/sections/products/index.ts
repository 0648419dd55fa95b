import { type ConsoleSection, page } from "../../lib/section.ts";
import { ICONS } from "../../ui/icons.tsx";

export const productsSection: ConsoleSection = {
	path: "products",
	area: "catalogue",
	label: "Products",
	group: "Catalogue",
	icon: ICONS.products,
	routes: [
		{ index: true, ...page(() => import("./products-page.tsx")) },
		{ path: "new", ...page(() => import("./product-page.tsx")) },
		{ path: "inventory", ...page(() => import("./inventory-page.tsx")) },
		{ path: ":id", ...page(() => import("./product-page.tsx")) },
	],
};
