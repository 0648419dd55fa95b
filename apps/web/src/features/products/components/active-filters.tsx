import { catalogMessages, listingMessages } from "@pitara/shared";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { formatRupees } from "../../../lib/format.ts";
import type { ListingParams } from "../lib/listing-params.ts";
import type { FilterChange } from "./filter-panel.tsx";

/** The chips of the filters in use, each removable. */
export function ActiveFilters({
	params,
	names,
	onChange,
	onClear,
}: {
	params: ListingParams;
	/** the category, subcategory and brand as the filters name them (in the page's language), else as the URL does */
	names: { category?: string | undefined; subcategory?: string | undefined; brand?: string | undefined };
	onChange: (change: FilterChange) => void;
	onClear: () => void;
}) {
	const chips: { label: string; change: FilterChange }[] = [];
	if (params.category)
		chips.push({
			label: listingMessages.chipCategory(names.category ?? params.category),
			change: { category: undefined },
		});
	if (params.subcategory)
		chips.push({
			label: listingMessages.chipSubcategory(names.subcategory ?? params.subcategory),
			change: { subcategory: undefined },
		});
	if (params.brand)
		chips.push({ label: listingMessages.chipBrand(names.brand ?? params.brand), change: { brand: undefined } });
	if (params.age)
		chips.push({
			label: listingMessages.chipAge(listingMessages.ageGroups[params.age] ?? params.age),
			change: { age: undefined },
		});
	if (params.minPrice !== undefined || params.maxPrice !== undefined) {
		const low = params.minPrice !== undefined ? formatRupees(params.minPrice) : formatRupees(0);
		const label = params.maxPrice !== undefined ? `${low} – ${formatRupees(params.maxPrice)}` : `${low}+`;
		chips.push({ label: listingMessages.chipPrice(label), change: { minPrice: undefined, maxPrice: undefined } });
	}
	if (chips.length === 0) return null;
	return (
		<ul className="flex flex-wrap items-center gap-2" aria-label={listingMessages.filtersInUse}>
			{chips.map((chip) => (
				<li key={chip.label}>
					<button
						type="button"
						onClick={() => onChange(chip.change)}
						className="flex min-h-10 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm text-brand-800 hover:bg-brand-100 lg:min-h-8"
						aria-label={listingMessages.removeFilter(chip.label)}
					>
						{chip.label}
						<CloseIcon className="h-4 w-4" />
					</button>
				</li>
			))}
			<li>
				<button
					type="button"
					onClick={onClear}
					className="min-h-10 text-sm font-medium text-slate-600 underline lg:min-h-0"
				>
					{catalogMessages.clearFilters}
				</button>
			</li>
		</ul>
	);
}
