import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router";
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from "../../components/ui/icons.tsx";
import { MobileAccountSection, UserMenu } from "../../features/accounts/components/user-menu.tsx";
import { useSession } from "../../lib/session.ts";
import { CategoryBar, MobileCategoryList } from "./category-bar.tsx";
import { SearchBox } from "./search-box.tsx";
import { useCartCount } from "./use-cart-count.ts";

export function Logo() {
	return (
		<Link to="/" className="flex min-h-10 shrink-0 items-center gap-2" aria-label="Pitara home">
			<img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
			<span className="text-xl font-extrabold tracking-tight text-brand-700">Pitara</span>
		</Link>
	);
}

function CartLink() {
	const count = useCartCount();
	return (
		<Link
			to="/cart"
			className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
			aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}
		>
			<CartIcon />
			{count > 0 ? (
				<span
					data-testid="cart-badge"
					className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
				>
					{count > 99 ? "99+" : count}
				</span>
			) : null}
		</Link>
	);
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
	const session = useSession();
	const closeRef = useRef<HTMLButtonElement>(null);

	useEffect(() => {
		if (!open) return;
		closeRef.current?.focus();
		const onKey = (event: KeyboardEvent) => {
			if (event.key === "Escape") onClose();
		};
		document.addEventListener("keydown", onKey);
		const overflow = document.body.style.overflow;
		document.body.style.overflow = "hidden";
		return () => {
			document.removeEventListener("keydown", onKey);
			document.body.style.overflow = overflow;
		};
	}, [open, onClose]);

	if (!open) return null;
	// on <body>: the header's backdrop-filter would otherwise make it the box that "fixed" fills
	return createPortal(
		<div className="fixed inset-0 z-50 md:hidden">
			<button type="button" aria-label="Close menu" className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
			<div
				role="dialog"
				aria-modal="true"
				aria-label="Menu"
				className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
			>
				<div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
					<Logo />
					<button ref={closeRef} type="button" onClick={onClose} className="rounded-full p-2" aria-label="Close menu">
						<CloseIcon />
					</button>
				</div>
				<div className="border-b border-slate-100 px-4 py-3">
					{session ? (
						<MobileAccountSection user={session.user} onNavigate={onClose} />
					) : (
						<Link to="/login" onClick={onClose} className="flex items-center gap-2 font-medium text-brand-700">
							<UserIcon className="h-5 w-5" /> Login / Register
						</Link>
					)}
				</div>
				<h2 className="px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
					Shop by category
				</h2>
				<MobileCategoryList onNavigate={onClose} />
			</div>
		</div>,
		document.body,
	);
}

/**
 * Keeps --header-height on <html> equal to the header's height, for what sits
 * just under it (the phone's toasts).
 */
function useHeaderHeightVariable() {
	const ref = useRef<HTMLElement>(null);
	useEffect(() => {
		const header = ref.current;
		if (!header || typeof ResizeObserver === "undefined") return;
		const root = document.documentElement;
		const observer = new ResizeObserver(() => {
			root.style.setProperty("--header-height", `${Math.round(header.getBoundingClientRect().height)}px`);
		});
		observer.observe(header);
		return () => {
			observer.disconnect();
			root.style.removeProperty("--header-height");
		};
	}, []);
	return ref;
}

/** The sticky header of every page: logo, search, user menu, cart, and the category bar. */
export function Header() {
	const headerRef = useHeaderHeightVariable();
	const [menuOpen, setMenuOpen] = useState(false);
	const closeMenu = useCallback(() => setMenuOpen(false), []);
	const session = useSession();
	const location = useLocation();

	// a navigation closes the mobile menu
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
	useEffect(() => {
		setMenuOpen(false);
	}, [location.pathname, location.search]);

	return (
		<header ref={headerRef} className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
			<div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 md:flex-nowrap md:gap-6">
				<button
					type="button"
					className="-ml-2 rounded-full p-2 text-slate-700 md:hidden"
					aria-label="Open menu"
					aria-expanded={menuOpen}
					onClick={() => setMenuOpen(true)}
				>
					<MenuIcon />
				</button>
				<Logo />
				<div className="order-last w-full md:order-none md:max-w-xl md:flex-1">
					<SearchBox id="header-search" />
				</div>
				<div className="ml-auto flex items-center gap-1">
					{session ? (
						<UserMenu user={session.user} />
					) : (
						<Link
							to="/login"
							className="rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
							aria-label="Login"
						>
							<UserIcon />
						</Link>
					)}
					<CartLink />
				</div>
			</div>
			<CategoryBar />
			<MobileMenu open={menuOpen} onClose={closeMenu} />
		</header>
	);
}
