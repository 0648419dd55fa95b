import { catalogMessages, LIMITS, listingMessages, shellMessages } from "@pitara/shared";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { pageHref } from "../../../lib/language.ts";
import { useFilters } from "../api/get-filters.ts";
import { type ListingParams, listingSearch, sameName } from "../lib/listing-params.ts";
import { KeptListingFields } from "./kept-listing-fields.tsx";

export type FilterChange = Partial<
	Pick<ListingParams, "category" | "subcategory" | "brand" | "age" | "minPrice" | "maxPrice">
>;

/** Brands shown before "Show all brands". */
const BRANDS_SHOWN = 8;

function ChoiceGroup({
	legend,
	name,
	options,
	value,
	allLabel,
	onSelect,
	hrefFor,
	limit,
	labels,
}: {
	legend: string;
	name: string;
	/** the English names the URL carries */
	options: string[];
	/** on a Hindi page, each option's name to show by its English name (the API's labels) */
	labels?: Record<string, string> | undefined;
	value: string | undefined;
	allLabel: string;
	onSelect: (value: string | undefined) => void;
	/** the listing with this choice, for a browser without JavaScript */
	hrefFor: (value: string | undefined) => string;
	limit?: number;
}) {
	const [expanded, setExpanded] = useState(false);
	const selectedIndex = options.findIndex((option) => sameName(option, value));
	const cut = limit && !expanded && options.length > limit + 1 ? limit : options.length;
	// the chosen one stays visible even when the list is folded
	const shown = options.filter((_, index) => index < cut || index === selectedIndex);
	const labelOf = (option: string | undefined) => (option === undefined ? allLabel : (labels?.[option] ?? option));
	return (
		<fieldset className="border-b border-slate-100 py-4 first:pt-0">
			<legend className="mb-2 float-left w-full text-sm font-semibold text-slate-900">{legend}</legend>
			{/* without JavaScript the choices are links (the radios need it) */}
			<noscript>
				<ul className="clear-both space-y-1 text-sm">
					{[undefined, ...options].map((option) => (
						<li key={option ?? "__all"}>
							<a
								href={hrefFor(option)}
								className={sameName(option, value) || (option === undefined && !value) ? "font-semibold" : "underline"}
							>
								{labelOf(option)}
							</a>
						</li>
					))}
				</ul>
			</noscript>
			{/* uncontrolled, so a choice shows at once; the key resets the group when the URL changes */}
			<div key={value ?? ""} className="clear-both space-y-1" data-js-only>
				{[undefined, ...shown].map((option) => {
					const checked = option === undefined ? selectedIndex === -1 && !value : sameName(option, value);
					return (
						<label
							key={option ?? "__all"}
							className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50 lg:min-h-0"
						>
							<input
								type="radio"
								name={name}
								defaultChecked={checked}
								onChange={() => onSelect(option)}
								className="h-4 w-4 accent-brand-700"
							/>
							<span className={checked ? "font-medium text-slate-900" : ""}>{labelOf(option)}</span>
						</label>
					);
				})}
			</div>
			{cut < options.length ? (
				<button
					type="button"
					data-js-only
					className="mt-1 min-h-10 px-1 text-sm font-medium text-brand-700 hover:underline lg:min-h-0"
					onClick={() => setExpanded(true)}
				>
					{listingMessages.showAllOf(options.length, legend.toLowerCase())}
				</button>
			) : null}
			{expanded && limit ? (
				<button
					type="button"
					className="mt-1 min-h-10 px-1 text-sm font-medium text-brand-700 hover:underline lg:min-h-0"
					onClick={() => setExpanded(false)}
				>
					{listingMessages.showFewer}
				</button>
			) : null}
		</fieldset>
	);
}

function PriceForm({
	minPrice,
	maxPrice,
	placeholderMin,
	placeholderMax,
	kept,
	onApply,
}: {
	minPrice: number | undefined;
	maxPrice: number | undefined;
	placeholderMin?: number;
	placeholderMax?: number;
	/** the listing's other choices, sent along by the browser when there is no JavaScript */
	kept: URLSearchParams;
	onApply: (min: number | undefined, max: number | undefined) => void;
}) {
	const id = useId();
	const [min, setMin] = useState(minPrice === undefined ? "" : String(minPrice));
	const [max, setMax] = useState(maxPrice === undefined ? "" : String(maxPrice));
	const [error, setError] = useState<string | null>(null);

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const parse = (text: string) => (text.trim() === "" ? undefined : Number(text));
		let low = parse(min);
		let high = parse(max);
		if ((low !== undefined && !(low >= 0)) || (high !== undefined && !(high >= 0))) {
			setError(listingMessages.pricesNotNumbers);
			return;
		}
		if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
		setError(null);
		onApply(low, high);
	};

	return (
		<form
			action={pageHref("/products")}
			method="get"
			onSubmit={submit}
			className="py-4"
			noValidate
			aria-labelledby={`${id}-legend`}
		>
			<KeptListingFields query={kept} />
			<p id={`${id}-legend`} className="mb-2 text-sm font-semibold text-slate-900">
				{listingMessages.price}
			</p>
			<div className="flex items-end gap-2">
				<div className="flex-1">
					<label htmlFor={`${id}-min`} className="block text-xs text-slate-600">
						{listingMessages.min}
					</label>
					<input
						id={`${id}-min`}
						name="min_price"
						type="number"
						inputMode="numeric"
						min={0}
						step={LIMITS.priceFilterStep}
						value={min}
						placeholder={placeholderMin === undefined ? "0" : String(Math.floor(placeholderMin))}
						onChange={(event) => setMin(event.target.value)}
						className="mt-1 min-h-10 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none lg:min-h-0"
					/>
				</div>
				<span aria-hidden="true" className="pb-2 text-slate-400">
					–
				</span>
				<div className="flex-1">
					<label htmlFor={`${id}-max`} className="block text-xs text-slate-600">
						{listingMessages.max}
					</label>
					<input
						id={`${id}-max`}
						name="max_price"
						type="number"
						inputMode="numeric"
						min={0}
						step={LIMITS.priceFilterStep}
						value={max}
						placeholder={placeholderMax === undefined ? "" : String(Math.ceil(placeholderMax))}
						onChange={(event) => setMax(event.target.value)}
						className="mt-1 min-h-10 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none lg:min-h-0"
					/>
				</div>
				<button
					type="submit"
					className="min-h-10 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 lg:min-h-0"
				>
					{listingMessages.apply}
				</button>
			</div>
			{error ? (
				<p className="mt-1 text-xs text-red-700" role="alert">
					{error}
				</p>
			) : null}
		</form>
	);
}

/**
 * The listing's filters: single-choice category, subcategory (of the chosen
 * category), brand and age group, and a price range. Used as the desktop
 * sidebar and inside the mobile slide-over.
 */
export function FilterPanel({
	params,
	onChange,
}: {
	params: ListingParams;
	/** a category change is handled by the page, which keeps the subcategory only if the new category has it */
	onChange: (change: FilterChange) => void;
}) {
	const name = useId();
	const { data, isPending, isError, error, refetch } = useFilters(params.category);
	const hrefFor = (change: FilterChange) => {
		const query = listingSearch({ ...params, ...change, page: 1 }).toString();
		return pageHref(query ? `/products?${query}` : "/products");
	};

	if (isPending) {
		return (
			<div className="space-y-3" aria-hidden="true">
				{Array.from({ length: 6 }, (_, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
					<div key={index} className="h-4 animate-pulse rounded bg-slate-100" />
				))}
			</div>
		);
	}
	if (isError) {
		return (
			<div className="text-sm">
				<p className="text-red-700">{errorMessage(error, catalogMessages.filtersFailed)}</p>
				<button type="button" className="mt-2 font-medium text-brand-700 underline" onClick={() => refetch()}>
					{listingMessages.tryAgainLower}
				</button>
			</div>
		);
	}

	// the chosen category as the page shows it (its Hindi name on a Hindi page), whatever its spelling in the URL
	const categoryLabel = (category: string) => {
		const english = data.categories.find((option) => sameName(option, category)) ?? category;
		return data.category_labels?.[english] ?? english;
	};

	return (
		<div>
			<ChoiceGroup
				legend={listingMessages.category}
				name={`${name}-category`}
				options={data.categories}
				labels={data.category_labels}
				value={params.category}
				allLabel={listingMessages.allCategories}
				onSelect={(category) => onChange({ category })}
				hrefFor={(category) => hrefFor({ category })}
			/>
			{params.category || params.subcategory ? (
				<ChoiceGroup
					legend={listingMessages.subcategory}
					name={`${name}-subcategory`}
					options={data.sub_categories}
					labels={data.sub_category_labels}
					value={params.subcategory}
					allLabel={
						params.category ? shellMessages.allOf(categoryLabel(params.category)) : listingMessages.allSubcategories
					}
					onSelect={(subcategory) => onChange({ subcategory })}
					hrefFor={(subcategory) => hrefFor({ subcategory })}
				/>
			) : null}
			<ChoiceGroup
				legend={listingMessages.brand}
				name={`${name}-brand`}
				options={data.brands}
				value={params.brand}
				allLabel={listingMessages.allBrands}
				onSelect={(brand) => onChange({ brand })}
				hrefFor={(brand) => hrefFor({ brand })}
				limit={BRANDS_SHOWN}
			/>
			<ChoiceGroup
				legend={listingMessages.age}
				name={`${name}-age`}
				options={data.ages}
				labels={listingMessages.ageGroups}
				value={params.age}
				allLabel={listingMessages.allAges}
				onSelect={(age) => onChange({ age })}
				hrefFor={(age) => hrefFor({ age })}
			/>
			<PriceForm
				key={`${params.minPrice ?? ""}-${params.maxPrice ?? ""}`}
				minPrice={params.minPrice}
				maxPrice={params.maxPrice}
				placeholderMin={data.min_price}
				placeholderMax={data.max_price}
				kept={listingSearch({ ...params, minPrice: undefined, maxPrice: undefined, page: 1 })}
				onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
			/>
		</div>
	);
}
