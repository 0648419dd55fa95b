import { type CategoryWithSubcategories, listingHref, messages } from "@pitara/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { useCategories } from "../../features/categories/api/get-categories.ts";
import { errorMessage } from "../../lib/api-client.ts";

function CategoriesStatus({ className = "" }: { className?: string }) {
	const { isPending, isError, error, refetch } = useCategories();
	if (isPending) return <p className={`text-sm text-slate-500 ${className}`}>{messages.catalog.loadingCategories}</p>;
	if (isError) {
		return (
			<p className={`text-sm text-red-700 ${className}`}>
				Error: {errorMessage(error, messages.catalog.categoriesFailed)}{" "}
				<button type="button" className="underline" onClick={() => refetch()}>
					Try again
				</button>
			</p>
		);
	}
	return null;
}

/** Desktop: every category, its subcategories in a panel on hover or keyboard focus. */
export function CategoryBar() {
	const { data } = useCategories();
	return (
		<nav aria-label="Categories" className="hidden border-t border-slate-100 bg-white md:block">
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

function DesktopCategory({ category }: { category: CategoryWithSubcategories }) {
	const [open, setOpen] = useState(false);
	const panelId = useId();
	return (
		<li
			className="relative"
			onMouseEnter={() => setOpen(true)}
			onMouseLeave={() => setOpen(false)}
			onFocus={() => setOpen(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
			}}
			onKeyDown={(event) => {
				if (event.key === "Escape") setOpen(false);
			}}
		>
			<Link
				to={listingHref({ category: category.category_name })}
				className="block rounded-md px-3 py-2.5 text-sm font-medium text-slate-700 hover:text-brand-700"
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen(false)}
			>
				{category.category_name}
			</Link>
			<div
				id={panelId}
				hidden={!open}
				className="absolute left-0 top-full z-50 min-w-56 rounded-b-lg border border-slate-100 bg-white p-2 shadow-lg"
			>
				{category.subcategories.length === 0 ? (
					<p className="px-3 py-2 text-sm text-slate-500">{messages.catalog.noSubcategories}</p>
				) : (
					<ul>
						{category.subcategories.map((sub) => (
							<li key={sub.sub_category_id}>
								<Link
									to={listingHref({ category: category.category_name, subcategory: sub.name })}
									className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
									onClick={() => setOpen(false)}
								>
									{sub.name}
								</Link>
							</li>
						))}
					</ul>
				)}
			</div>
		</li>
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
							{category.category_name}
							<ChevronDownIcon className={`h-5 w-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
						</button>
						<ul id={listId} hidden={!isOpen} className="bg-slate-50 pb-2">
							<li>
								<Link
									to={listingHref({ category: category.category_name })}
									className="block px-6 py-2 text-sm font-medium text-brand-700"
									onClick={onNavigate}
								>
									All {category.category_name}
								</Link>
							</li>
							{category.subcategories.length === 0 ? (
								<li className="px-6 py-2 text-sm text-slate-500">{messages.catalog.noSubcategories}</li>
							) : (
								category.subcategories.map((sub) => (
									<li key={sub.sub_category_id}>
										<Link
											to={listingHref({ category: category.category_name, subcategory: sub.name })}
											className="block px-6 py-2 text-sm text-slate-700"
											onClick={onNavigate}
										>
											{sub.name}
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
