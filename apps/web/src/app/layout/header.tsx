import { shellMessages } from "@pitara/shared";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { CartIcon, MenuIcon, UserIcon } from "../../components/ui/icons.tsx";
import { TOAST_STACK_ID } from "../../components/ui/toast.tsx";
import { deferred } from "../../lib/deferred.tsx";
import { Link, useLocation } from "../../lib/router.tsx";
import { useSession } from "../../lib/session.ts";
import { Logo } from "./logo.tsx";
import { useCartCount } from "./use-cart-count.ts";

/**
 * What only a tap or a session shows is fetched when needed, not with every
 * page's first load (scripts/check-budgets.mjs): the phone's menu when it is
 * opened, the signed-in shopper's menu once the session is read.
 */
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));
const UserMenu = lazy(() =>
	import("../../features/accounts/components/user-menu.tsx").then((module) => ({ default: module.UserMenu })),
);

/**
 * The search box's suggestions need its code; its form does not (a GET to
 * /products?name=): the server renders the box, the page hydrates without
 * waiting for it, and it hydrates once its code is here (lib/deferred.tsx).
 */
const SearchBox = deferred(() => import("./search-box.tsx").then((module) => module.SearchBox));

/**
 * The desktop's category bar (display: none on a phone) is links the server
 * renders; its panels need its code, which comes after hydration.
 */
const CategoryBar = deferred(() => import("./category-bar.tsx").then((module) => module.CategoryBar));

/** The bar's place while its code loads, in a page the browser draws itself: as index.html's shell draws it. */
function CategoryBarPlaceholder() {
	return (
		<div className="hidden border-t border-slate-100 bg-white md:block">
			<div className="mx-auto flex max-w-7xl items-center px-4">
				<p className="py-2.5 text-sm text-slate-500">{shellMessages.loadingCategories}</p>
			</div>
		</div>
	);
}

/** The box's place while its code loads, in a page the browser draws itself: as index.html's shell draws it. */
function SearchPlaceholder() {
	return (
		<div
			aria-hidden="true"
			className="h-10 w-full rounded-full border border-slate-200 bg-slate-50 py-2 pl-10 pr-4 text-sm text-slate-500"
		>
			{shellMessages.searchPlaceholder}
		</div>
	);
}

function LoginLink() {
	return (
		<Link
			to="/login"
			className="rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
			aria-label={shellMessages.login}
		>
			<UserIcon />
		</Link>
	);
}

function CartLink() {
	const count = useCartCount();
	return (
		<Link
			to="/cart"
			className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
			aria-label={count > 0 ? shellMessages.cartCount(count) : shellMessages.cart}
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

/**
 * Keeps --header-height equal to the header's height on what sits just under
 * it (the phone's toasts, components/ui/toast.tsx `TOAST_STACK_ID`), and only
 * there: a custom property set on <html> is inherited by every element, so
 * setting it made the browser compute the style of the whole page again
 * (100 ms at Lighthouse's pace, right after hydration).
 */
function useHeaderHeightVariable() {
	const ref = useRef<HTMLElement>(null);
	useEffect(() => {
		const header = ref.current;
		const stack = document.getElementById(TOAST_STACK_ID);
		if (!header || !stack || typeof ResizeObserver === "undefined") return;
		let height = "";
		const observer = new ResizeObserver(() => {
			const next = `${Math.round(header.getBoundingClientRect().height)}px`;
			if (next === height) return;
			height = next;
			stack.style.setProperty("--header-height", next);
		});
		observer.observe(header);
		return () => {
			observer.disconnect();
			stack.style.removeProperty("--header-height");
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
					aria-label={shellMessages.openMenu}
					aria-expanded={menuOpen}
					// a tap before the code ran is replayed once it has (lib/html-page.ts BOOT_SCRIPT)
					id="open-menu"
					data-replay
					onClick={() => setMenuOpen(true)}
				>
					<MenuIcon />
				</button>
				<Logo />
				<div className="order-last w-full md:order-none md:max-w-xl md:flex-1">
					<Suspense fallback={<SearchPlaceholder />}>
						<SearchBox id="header-search" />
					</Suspense>
				</div>
				<div className="ml-auto flex items-center gap-1">
					{session ? (
						<Suspense fallback={<LoginLink />}>
							<UserMenu user={session.user} />
						</Suspense>
					) : (
						<LoginLink />
					)}
					<CartLink />
				</div>
			</div>
			<Suspense fallback={<CategoryBarPlaceholder />}>
				<CategoryBar />
			</Suspense>
			{menuOpen ? (
				<Suspense fallback={null}>
					<MobileMenu onClose={closeMenu} />
				</Suspense>
			) : null}
		</header>
	);
}
