import { type CategoryWithSubcategories, catalogMessages, listingHref, shellMessages } from "@pitara/shared";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { useCategories } from "../../features/categories/api/get-categories.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { Link } from "../../lib/router.tsx";

export function CategoriesStatus({ className = "" }: { className?: string }) {
	const { isPending, isError, error, refetch } = useCategories();
	if (isPending) return <p className={`text-sm text-slate-500 ${className}`}>{catalogMessages.loadingCategories}</p>;
	if (isError) {
		return (
			<p className={`text-sm text-red-700 ${className}`}>
				{shellMessages.errorPrefix} {errorMessage(error, catalogMessages.categoriesFailed)}{" "}
				<button type="button" className="underline" onClick={() => refetch()}>
					{shellMessages.tryAgain}
				</button>
			</p>
		);
	}
	return null;
}

/**
 * Desktop: every category, its subcategories in a panel on hover, and the
 * disclosure-navigation pattern for the keyboard (WAI-ARIA APG "Disclosure
 * Navigation Menu with Top-Level Links"): each category is a link to its
 * listing and a button that opens its panel, so Tab moves from category to
 * category without passing through every subcategory.
 */
export function CategoryBar() {
	const { data } = useCategories();
	return (
		<nav aria-label={shellMessages.categories} className="hidden border-t border-slate-100 bg-white md:block">
			<div className="mx-auto flex max-w-7xl items-center px-4">
				{data ? (
					<ul className="flex flex-wrap items-center gap-x-1">
						{data.map((category) => (
							<DesktopCategory key={category.category_id} category={category} />
						))}
					</ul>
				) : (
					<CategoriesStatus className="py-2.5" />
				)}
			</div>
		</nav>
	);
}

/** The links of an open panel, in order. */
function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
	return panel ? Array.from(panel.querySelectorAll("a")) : [];
}

/**
 * One category of the desktop bar. The mouse opens the panel by hovering; the
 * keyboard by Enter or Space on the button beside the name, or Arrow Down on
 * either (which also moves into the panel). In the panel Arrow Up and Down,
 * Home and End move between subcategories; Escape closes it and gives focus
 * back to the button; leaving the category with Tab closes it too. Focus
 * alone never opens it.
 */
function DesktopCategory({ category }: { category: CategoryWithSubcategories }) {
	const [opened, setOpened] = useState(false);
	const [hovered, setHovered] = useState(false);
	const open = opened || hovered;
	const panelId = useId();
	const button = useRef<HTMLButtonElement>(null);
	const panel = useRef<HTMLDivElement>(null);
	const name = category.category_name;
	// a Hindi page shows the Hindi name; links and filters keep the English (decision 061)
	const label = category.category_label ?? name;

	const close = () => {
		setOpened(false);
		setHovered(false);
	};
	const focusLink = (which: "first" | "last" | number) => {
		const links = panelLinks(panel.current);
		if (links.length === 0) return;
		const index = which === "first" ? 0 : which === "last" ? links.length - 1 : (which + links.length) % links.length;
		links[index]?.focus();
	};
	/** Opens the panel and, once it is shown, puts focus on its first subcategory. */
	const openInto = () => {
		flushSync(() => setOpened(true));
		focusLink("first");
	};

	const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
		const target = event.target as HTMLElement;
		const inPanel = panel.current?.contains(target) ?? false;
		if (event.key === "Escape" && open) {
			event.preventDefault();
			close();
			button.current?.focus();
			return;
		}
		if (!inPanel) {
			if (event.key === "ArrowDown") {
				event.preventDefault();
				openInto();
			}
			return;
		}
		const links = panelLinks(panel.current);
		const at = links.indexOf(target as HTMLAnchorElement);
		const moves: Record<string, () => void> = {
			ArrowDown: () => focusLink(at + 1),
			ArrowUp: () => focusLink(at - 1),
			Home: () => focusLink("first"),
			End: () => focusLink("last"),
		};
		const move = moves[event.key];
		if (move) {
			event.preventDefault();
			move();
		}
	};

	return (
		<li
			className="relative flex items-center"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpened(false);
			}}
			onKeyDown={onKeyDown}
		>
			<Link
				to={listingHref({ category: name })}
				className="block rounded-md py-2.5 pl-3 pr-1 text-sm font-medium text-slate-700 hover:text-brand-700"
				onClick={close}
			>
				{label}
			</Link>
			<button
				ref={button}
				type="button"
				className="mr-1 flex h-7 w-6 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-brand-700"
				aria-expanded={open}
				aria-controls={panelId}
				aria-label={shellMessages.subcategoriesOf(label)}
				onClick={() => (open ? close() : setOpened(true))}
			>
				<ChevronDownIcon
					className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
				/>
			</button>
			<div
				ref={panel}
				id={panelId}
				hidden={!open}
				className="absolute left-0 top-full z-50 min-w-56 rounded-b-lg border border-slate-100 bg-white p-2 shadow-lg"
			>
				{category.subcategories.length === 0 ? (
					<p className="px-3 py-2 text-sm text-slate-500">{catalogMessages.noSubcategories}</p>
				) : (
					<ul aria-label={shellMessages.subcategoriesOf(label)}>
						{category.subcategories.map((sub) => (
							<li key={sub.sub_category_id}>
								<Link
									to={listingHref({ category: name, subcategory: sub.name })}
									className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50"
									onClick={close}
								>
									{sub.label ?? sub.name}
								</Link>
							</li>
						))}
					</ul>
				)}
			</div>
		</li>
	);
}
