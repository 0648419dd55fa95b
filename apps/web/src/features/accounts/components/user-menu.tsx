import { shellMessages } from "@pitara/shared";
import { useEffect, useId, useRef, useState } from "react";
import { LanguageSwitch } from "../../../components/language-switch.tsx";
import { ChevronDownIcon, UserIcon } from "../../../components/ui/icons.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { firstName } from "../../../lib/format.ts";
import { Link, useNavigate } from "../../../lib/router.tsx";
import type { SessionUser } from "../../../lib/session.ts";
import { useLogout } from "../api/logout.ts";
import { ACCOUNT_LINKS } from "./account-links.ts";

/** Logs out (the server revokes the token, storage is cleared) and goes home. */
export function useLogoutAndLeave(onDone?: () => void) {
	const navigate = useNavigate();
	// home is on screen before the session goes, so that an account page does not bounce to /login
	const logout = useLogout({ beforeClear: () => navigate("/", { flushSync: true }) });
	const toast = useToast();
	return {
		pending: logout.isPending,
		run: () => {
			onDone?.();
			logout.mutate(undefined, { onSuccess: (message) => toast.success(message) });
		},
	};
}

/**
 * The header's menu for a logged-in shopper: a button greeting them by first
 * name that opens their links and Logout. Escape, a click outside or choosing
 * a link closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
	const [open, setOpen] = useState(false);
	const buttonRef = useRef<HTMLButtonElement>(null);
	const panelRef = useRef<HTMLDivElement>(null);
	const panelId = useId();
	const close = () => setOpen(false);
	const logout = useLogoutAndLeave(close);
	const name = firstName(user.full_name);

	useEffect(() => {
		if (!open) return;
		const onPointer = (event: PointerEvent) => {
			const target = event.target as Node;
			if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
		};
		const onKey = (event: KeyboardEvent) => {
			if (event.key === "Escape") {
				setOpen(false);
				buttonRef.current?.focus();
			}
		};
		const onFocus = (event: FocusEvent) => {
			const target = event.target as Node;
			if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
		};
		document.addEventListener("pointerdown", onPointer);
		document.addEventListener("keydown", onKey);
		document.addEventListener("focusin", onFocus);
		return () => {
			document.removeEventListener("pointerdown", onPointer);
			document.removeEventListener("keydown", onKey);
			document.removeEventListener("focusin", onFocus);
		};
	}, [open]);

	return (
		<div className="relative">
			<button
				ref={buttonRef}
				type="button"
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen((value) => !value)}
				aria-label={shellMessages.accountMenuLabel(name)}
				className="flex items-center gap-1 rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
			>
				<UserIcon />
				<span className="hidden md:inline md:max-w-[8rem] md:truncate md:text-sm md:font-medium">
					{shellMessages.hiName(name)}
				</span>
				<ChevronDownIcon className="hidden h-4 w-4 md:block" />
			</button>
			{open ? (
				<div
					ref={panelRef}
					id={panelId}
					className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-slate-100 bg-white py-2 shadow-lg"
				>
					<div className="border-b border-slate-100 px-4 pb-2">
						<p className="font-semibold text-slate-900">{shellMessages.helloName(name)}</p>
						<p className="truncate text-sm text-slate-500">{user.email}</p>
					</div>
					<nav aria-label={shellMessages.account}>
						<ul className="py-1">
							{ACCOUNT_LINKS.map((link) => (
								<li key={link.to}>
									<Link
										to={link.to}
										onClick={close}
										className="block px-4 py-2.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
									>
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					</nav>
					<div className="border-t border-slate-100 pt-1">
						<button
							type="button"
							onClick={logout.run}
							disabled={logout.pending}
							className="block w-full px-4 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50"
						>
							{shellMessages.logout}
						</button>
					</div>
					<LanguageSwitch className="border-t border-slate-100 px-4 py-2.5 text-sm text-slate-700" />
				</div>
			) : null}
		</div>
	);
}

/** The logged-in part of the mobile menu: greeting, e-mail, the account links and Logout. */
export function MobileAccountSection({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
	const logout = useLogoutAndLeave(onNavigate);
	return (
		<div>
			<p className="font-medium">{shellMessages.helloName(firstName(user.full_name))}</p>
			<p className="truncate text-sm text-slate-500">{user.email}</p>
			<nav aria-label={shellMessages.account} className="mt-2">
				<ul className="-mx-2">
					{ACCOUNT_LINKS.map((link) => (
						<li key={link.to}>
							<Link
								to={link.to}
								onClick={onNavigate}
								className="block rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
							>
								{link.label}
							</Link>
						</li>
					))}
					<li>
						<button
							type="button"
							onClick={logout.run}
							disabled={logout.pending}
							className="block w-full rounded-lg px-2 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
						>
							{shellMessages.logout}
						</button>
					</li>
				</ul>
			</nav>
		</div>
	);
}
