import { staffMay } from "@pitara/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { SlideOver } from "../../components/ui/slide-over.tsx";
import { api } from "../../lib/api-client.ts";
import { clearSession } from "../../lib/session.ts";
import { NAV_GROUPS } from "../lib/section.ts";
import { ICONS, Icon } from "../ui/icons.tsx";
import { CONSOLE_SECTIONS } from "./sections.ts";
import { useStaff } from "./staff-gate.tsx";

/** A section's count beside its label (messages still to answer). */
function NavBadge({ useCount, label }: { useCount: () => number | undefined; label: string }) {
	const count = useCount();
	if (!count) return null;
	return (
		// hidden from the link's name (which stays the section's label, as journeys and screen readers find it);
		// the dashboard says the same count in words
		<span
			aria-hidden="true"
			data-testid={`nav-badge-${label}`}
			className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
		>
			{count}
		</span>
	);
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
	const staff = useStaff();
	const offered = CONSOLE_SECTIONS.filter((section) => staffMay(staff.role, section.area, "read"));
	return (
		<nav aria-label="Console" className="space-y-5">
			{NAV_GROUPS.map((group) => {
				const sections = offered.filter((section) => section.group === group);
				if (sections.length === 0) return null;
				return (
					<div key={group}>
						<p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-400">{group}</p>
						<ul className="space-y-0.5">
							{sections.map((section) => (
								<li key={section.path}>
									<NavLink
										to={`/${section.path}`}
										end={section.path === ""}
										onClick={onNavigate}
										className={({ isActive }) =>
											`flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
												isActive ? "bg-slate-800 text-white" : "text-slate-300 hover:bg-slate-800/60 hover:text-white"
											}`
										}
									>
										<Icon path={section.icon} />
										{section.label}
										{section.useBadge ? <NavBadge useCount={section.useBadge} label={section.label} /> : null}
									</NavLink>
								</li>
							))}
						</ul>
					</div>
				);
			})}
		</nav>
	);
}

function StaffFooter() {
	const staff = useStaff();
	const queryClient = useQueryClient();
	const logOut = async () => {
		await api.post("/users/logout", {}).catch(() => undefined);
		clearSession();
		queryClient.clear();
	};
	return (
		<div className="border-t border-slate-800 pt-3 text-sm">
			<p className="truncate px-3 font-medium text-white">{staff.full_name}</p>
			<p className="truncate px-3 text-xs text-slate-400">{staff.phone}</p>
			<div className="mt-2 flex gap-1">
				<a
					href="/"
					className="flex min-h-10 flex-1 items-center gap-2 rounded-lg px-3 text-slate-300 hover:bg-slate-800"
				>
					<Icon path={ICONS.store} className="h-4 w-4" />
					Shop
				</a>
				<button
					type="button"
					onClick={() => void logOut()}
					className="flex min-h-10 flex-1 items-center gap-2 rounded-lg px-3 text-slate-300 hover:bg-slate-800"
				>
					<Icon path={ICONS.logout} className="h-4 w-4" />
					Log out
				</button>
			</div>
		</div>
	);
}

/**
 * The console's frame: on a laptop a dark sidebar with the sections by group;
 * on a phone a top bar whose menu button opens the same navigation.
 */
export function ConsoleLayout() {
	const [menuOpen, setMenuOpen] = useState(false);
	const location = useLocation();
	const current = CONSOLE_SECTIONS.find((section) =>
		section.path === "" ? location.pathname === "/" : location.pathname.startsWith(`/${section.path}`),
	);
	return (
		<div className="min-h-dvh lg:pl-60 print:pl-0">
			<a
				href="#console-main"
				className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
			>
				Skip to content
			</a>
			<aside
				data-print-hide
				className="fixed inset-y-0 left-0 hidden w-60 flex-col gap-4 overflow-y-auto bg-slate-900 px-3 py-4 lg:flex"
			>
				<p className="px-3 text-lg font-extrabold tracking-tight text-white">
					Pitara <span className="font-medium text-slate-400">admin</span>
				</p>
				<div className="flex-1">
					<Navigation />
				</div>
				<StaffFooter />
			</aside>

			<header
				data-print-hide
				className="sticky top-0 z-40 flex h-14 items-center gap-2 bg-slate-900 px-2 text-white lg:hidden"
			>
				<button
					type="button"
					onClick={() => setMenuOpen(true)}
					className="grid h-10 w-10 place-items-center rounded-lg hover:bg-slate-800"
					aria-label="Open the menu"
				>
					<Icon path={ICONS.menu} className="h-6 w-6" />
				</button>
				<p className="truncate font-semibold">
					Pitara admin{current ? <span className="font-normal text-slate-400"> · {current.label}</span> : null}
				</p>
			</header>
			<SlideOver open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" side="left">
				<div className="-mx-4 -my-4 flex min-h-full flex-col gap-4 bg-slate-900 px-3 py-4">
					<div className="flex-1">
						<Navigation onNavigate={() => setMenuOpen(false)} />
					</div>
					<StaffFooter />
				</div>
			</SlideOver>

			<main id="console-main" className="mx-auto max-w-6xl px-3 py-4 sm:px-6 sm:py-6">
				<Outlet />
			</main>
		</div>
	);
}
