import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { ConsoleLayout } from "./console-layout.tsx";
import { ConsoleRouteError } from "./console-route-error.tsx";
import { SectionGate } from "./section-gate.tsx";
import { CONSOLE_SECTIONS } from "./sections.ts";
import { StaffGate } from "./staff-gate.tsx";

/** Every section's pages under its path; the dashboard (path "") is the index. */
const sectionRoutes: RouteObject[] = CONSOLE_SECTIONS.map((section) => {
	const gate = <SectionGate key={section.path} area={section.area} />;
	return section.path === ""
		? { element: gate, children: section.routes }
		: { path: section.path, element: gate, children: section.routes };
});
const hasDashboard = CONSOLE_SECTIONS.some((section) => section.path === "");
const first = CONSOLE_SECTIONS[0]?.path ?? "";

export const consoleRoutes: RouteObject[] = [
	{
		element: (
			<StaffGate>
				<ConsoleLayout />
			</StaffGate>
		),
		errorElement: <ConsoleRouteError />,
		children: [
			{
				errorElement: <ConsoleRouteError />,
				children: [
					...sectionRoutes,
					...(hasDashboard ? [] : [{ index: true, element: <Navigate to={`/${first}`} replace /> }]),
					{ path: "*", element: <ConsoleRouteError notFound /> },
				],
			},
		],
	},
];

/** The console's router: its addresses are under /admin. */
export function createConsoleRouter() {
	return createBrowserRouter(consoleRoutes, { basename: "/admin" });
}
