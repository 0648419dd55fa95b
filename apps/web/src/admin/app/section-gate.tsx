import { STAFF_ROLE_LABELS, type StaffArea, staffMay } from "@pitara/shared";
import { Link, Outlet } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { CONSOLE_SECTIONS } from "./sections.ts";
import { useStaff } from "./staff-gate.tsx";

/**
 * A section's pages, for a role that may read them; anyone else reads why
 * not and where they can go. The server refuses the section's API to them
 * anyway (http/admin/staff-guard.ts): this only spares them a page of errors.
 */
export function SectionGate({ area }: { area: StaffArea }) {
	const staff = useStaff();
	if (staffMay(staff.role, area, "read")) return <Outlet />;
	const offered = CONSOLE_SECTIONS.filter((section) => staffMay(staff.role, section.area, "read"));
	return (
		<div className="mx-auto mt-8 max-w-lg">
			<Alert>
				Your role ({STAFF_ROLE_LABELS[staff.role]}) does not include this section. Ask the shop's admin if you need it.
			</Alert>
			{offered.length > 0 ? (
				<ul className="mt-4 flex flex-wrap gap-2">
					{offered.map((section) => (
						<li key={section.path}>
							<Link to={`/${section.path}`} className="rounded-lg bg-white px-3 py-2 text-sm font-medium shadow-sm">
								{section.label}
							</Link>
						</li>
					))}
				</ul>
			) : null}
		</div>
	);
}
