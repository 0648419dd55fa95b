import { WEB_ROUTE_PAGES, WEB_ROUTES, type WebRoute } from "@pitara/shared";
import { lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "../lib/router.tsx";
import { FirstLoadLayout, RootLayout } from "./layout/root-layout.tsx";

/** Drawn only when a page fails: fetched then. */
const RouteError = lazy(() => import("./layout/route-error.tsx").then((module) => ({ default: module.RouteError })));
const routeError = (
	<Suspense fallback={null}>
		<RouteError />
	</Suspense>
);

type PageModule = { default: React.ComponentType };

/** Every page is its own chunk, loaded when it is first visited (the server preloads the one a visit lands on). */
const pages = import.meta.glob<PageModule>(["./routes/*.tsx", "!./routes/*.test.tsx"]);

function page(stem: string): Pick<RouteObject, "lazy"> {
	const load = pages[`./routes/${stem}.tsx`];
	if (!load) throw new Error(`apps/web/src/app/routes/${stem}.tsx is missing`);
	return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The routes of SPEC.md §2, from the list the server shares (packages/shared/src/routes.ts). */
const pageRoutes: RouteObject[] = (Object.keys(WEB_ROUTES) as WebRoute[]).map((name) =>
	WEB_ROUTES[name] === "/"
		? { index: true, ...page(WEB_ROUTE_PAGES[name]) }
		: { path: WEB_ROUTES[name].slice(1), ...page(WEB_ROUTE_PAGES[name]) },
);

export const routes: RouteObject[] = [
	{
		element: <RootLayout />,
		// while the first page's chunk loads (index.html's static header shell is gone by then)
		hydrateFallbackElement: <FirstLoadLayout />,
		errorElement: routeError,
		children: [
			{
				errorElement: routeError,
				children: [...pageRoutes, { path: "*", ...page("not-found") }],
			},
		],
	},
];

/** The storefront's router (lib/router.tsx); a page the server rendered has its routes' code loaded first (main.tsx). */
export function createRouter() {
	return createBrowserRouter(routes);
}
