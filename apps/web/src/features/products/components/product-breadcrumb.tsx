import { catalogMessages, listingHref, type Product } from "@pitara/shared";
import { ChevronRightIcon } from "../../../components/ui/icons.tsx";
import { Link } from "../../../lib/router.tsx";

/** Home > category > name (SPEC.md §2 product detail); a Hindi page names the category in Hindi (decision 061). */
export function ProductBreadcrumb({ product }: { product: Pick<Product, "category" | "category_label" | "name"> }) {
	return (
		<nav aria-label={catalogMessages.breadcrumb} className="text-sm text-slate-500">
			<ol className="flex flex-wrap items-center gap-1">
				<li>
					<Link to="/" className="hover:text-brand-700 hover:underline">
						{catalogMessages.home}
					</Link>
				</li>
				<li aria-hidden="true">
					<ChevronRightIcon className="h-4 w-4" />
				</li>
				<li>
					<Link to={listingHref({ category: product.category })} className="hover:text-brand-700 hover:underline">
						{product.category_label ?? product.category}
					</Link>
				</li>
				<li aria-hidden="true">
					<ChevronRightIcon className="h-4 w-4" />
				</li>
				<li aria-current="page" className="line-clamp-1 text-slate-700">
					{product.name}
				</li>
			</ol>
		</nav>
	);
}
