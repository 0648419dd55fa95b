import { catalogMessages, listingHref, shellMessages } from "@pitara/shared";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { ChevronDownIcon, CloseIcon, UserIcon } from "../../components/ui/icons.tsx";
import { MobileAccountSection } from "../../features/accounts/components/user-menu.tsx";
import { useCategories } from "../../features/categories/api/get-categories.ts";
import { Link } from "../../lib/router.tsx";
import { useSession } from "../../lib/session.ts";
import { CategoriesStatus } from "./category-bar.tsx";
import { Logo } from "./logo.tsx";

/**
 * The phone's menu (header.tsx opens it): the account, then the categories.
 * Its code is fetched the first time it is opened.
 */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
	const session = useSession();
	const closeRef = useRef<HTMLButtonElement>(null);

	useEffect(() => {
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
	}, [onClose]);

	// on <body>: the header's backdrop-filter would otherwise make it the box that "fixed" fills
	return createPortal(
		<div className="fixed inset-0 z-50 md:hidden">
			<button
				type="button"
				aria-label={shellMessages.closeMenu}
				className="absolute inset-0 bg-slate-900/40"
				onClick={onClose}
			/>
			<div
				role="dialog"
				aria-modal="true"
				aria-label={shellMessages.menu}
				className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
			>
				<div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
					<Logo />
					<button
						ref={closeRef}
						type="button"
						onClick={onClose}
						className="rounded-full p-2"
						aria-label={shellMessages.closeMenu}
					>
						<CloseIcon />
					</button>
				</div>
				<div className="border-b border-slate-100 px-4 py-3">
					{session ? (
						<MobileAccountSection user={session.user} onNavigate={onClose} />
					) : (
						<Link to="/login" onClick={onClose} className="flex items-center gap-2 font-medium text-brand-700">
							<UserIcon className="h-5 w-5" /> {shellMessages.loginRegister}
						</Link>
					)}
				</div>
				<h2 className="px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
					{shellMessages.shopByCategory}
				</h2>
				<MobileCategoryList onNavigate={onClose} />
				<LanguageSwitch className="border-t border-slate-100 px-4 py-4 text-sm text-slate-700" />
			</div>
		</div>,
		document.body,
	);
}

/** Mobile: the toggle list with expandable categories, inside the menu. */
export function MobileCategoryList({ onNavigate }: { onNavigate: () => void }) {
	const { data } = useCategories();
	const [expanded, setExpanded] = useState<number | null>(null);
	if (!data) return <CategoriesStatus className="px-4 py-3" />;
	return (
		<ul className="divide-y divide-slate-100">
			{data.map((category) => {
				const isOpen = expanded === category.category_id;
				const listId = `mobile-category-${category.category_id}`;
				return (
					<li key={category.category_id}>
						<button
							type="button"
							className="flex w-full items-center justify-between px-4 py-3 text-left font-medium text-slate-800"
							aria-expanded={isOpen}
							aria-controls={listId}
							onClick={() => setExpanded(isOpen ? null : category.category_id)}
						>
							{category.category_label ?? category.category_name}
							<ChevronDownIcon className={`h-5 w-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
						</button>
						<ul id={listId} hidden={!isOpen} className="bg-slate-50 pb-2">
							<li>
								<Link
									to={listingHref({ category: category.category_name })}
									className="block px-6 py-2 text-sm font-medium text-brand-700"
									onClick={onNavigate}
								>
									{shellMessages.allOf(category.category_label ?? category.category_name)}
								</Link>
							</li>
							{category.subcategories.length === 0 ? (
								<li className="px-6 py-2 text-sm text-slate-500">{catalogMessages.noSubcategories}</li>
							) : (
								category.subcategories.map((sub) => (
									<li key={sub.sub_category_id}>
										<Link
											to={listingHref({ category: category.category_name, subcategory: sub.name })}
											className="block px-6 py-2 text-sm text-slate-700"
											onClick={onNavigate}
										>
											{sub.label ?? sub.name}
										</Link>
									</li>
								))
							)}
						</ul>
					</li>
				);
			})}
		</ul>
	);
}
