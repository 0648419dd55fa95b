import type { StaffArea } from "@pitara/shared";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

export type NavGroup = "Shop" | "Catalogue" | "People" | "Settings";
export const NAV_GROUPS: readonly NavGroup[] = ["Shop", "Catalogue", "People", "Settings"];

/**
 * One section of the console (sections/<name>/index.ts exports one): where
 * it lives under /admin, how the navigation shows it, and its pages, each
 * loaded on first visit. app/sections.ts lists them; that list is the
 * navigation and the router.
 */
export interface ConsoleSection {
	/** under /admin, no slashes: "orders"; "" is the dashboard */
	path: string;
	/** whose section it is (packages/shared/src/staff-access.ts): a role that may not read it is not offered it */
	area: StaffArea;
	label: string;
	group: NavGroup;
	/** a 24×24 outline icon path (admin/ui/icons.tsx) */
	icon: string;
	/** the section's pages, paths relative to the section ("" or index for its list, ":id" ...) */
	routes: RouteObject[];
	/** a count shown beside the label in the navigation (a hook: messages still to answer), 0 or undefined: none */
	useBadge?: () => number | undefined;
}

type PageModule = { default: ComponentType };

/** A route whose page component is loaded when it is first opened: `page(() => import("./orders-page.tsx"))`. */
export function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
	return { lazy: async () => ({ Component: (await load()).default }) };
}
