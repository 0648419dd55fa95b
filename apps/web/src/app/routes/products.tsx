import { catalogMessages, LIMITS, listingMessages, listingTitle, SORT_OPTIONS, type SortOption } from "@pitara/shared";
import { lazy, Suspense, useState } from "react";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { ActiveFilters } from "../../features/products/components/active-filters.tsx";
import { KeptListingFields } from "../../features/products/components/kept-listing-fields.tsx";
import {
	ProductCard,
	ProductCardSkeleton,
	toProductCardItem,
} from "../../features/products/components/product-card.tsx";
import { activeFilterCount, listingSearch, sameName } from "../../features/products/lib/listing-params.ts";
import { useListing } from "../../features/products/lib/use-listing.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { deferred } from "../../lib/deferred.tsx";
import { pageHref } from "../../lib/language.ts";
import { Link } from "../../lib/router.tsx";
import { ProductCardActions } from "../shop-actions.tsx";

/** Cards in the first row on a wide screen: their pictures load at once. */
/** The phone's filter panel: fetched when first opened. */
const SlideOver = lazy(() =>
	import("../../components/ui/slide-over.tsx").then((module) => ({ default: module.SlideOver })),
);

/**
 * The filters (the wide screen's side panel, the phone's slide-over): rendered by the server, hydrated once their
 * code is here, which is not in the listing's first load (scripts/check-budgets.mjs).
 */
const FilterPanel = deferred(() =>
	import("../../features/products/components/filter-panel.tsx").then((module) => module.FilterPanel),
);

const FIRST_ROW = 4;

function FilterIcon() {
	return (
		<svg
			viewBox="0 0 24 24"
			width={20}
			height={20}
			fill="none"
			stroke="currentColor"
			strokeWidth={1.8}
			aria-hidden="true"
		>
			<path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
		</svg>
	);
}

export default function ProductsPage() {
	const { params, products, choices, navigateTo, applyChange, clearAll, loadedPages } = useListing();
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;
	const [panelOpen, setPanelOpen] = useState(false);

	const total = products.data?.pages[0]?.total;
	const items = products.data?.pages.flatMap((page) => page.products) ?? [];
	// as the filters name them (their Hindi names on a Hindi page), else as the URL spells them
	const categoryEnglish = choices.data?.categories.find((name) => sameName(name, params.category));
	const subcategoryEnglish = choices.data?.sub_categories.find((name) => sameName(name, params.subcategory));
	const categoryName =
		(categoryEnglish && choices.data?.category_labels?.[categoryEnglish]) ?? categoryEnglish ?? params.category;
	const subcategoryName =
		(subcategoryEnglish && choices.data?.sub_category_labels?.[subcategoryEnglish]) ??
		subcategoryEnglish ??
		params.subcategory;
	const brandName = choices.data?.brands.find((name) => sameName(name, params.brand)) ?? params.brand;
	const title = listingTitle({ category: categoryName, subcategory: subcategoryName });
	const filterCount = activeFilterCount(params);

	// a GET form: without JavaScript the choice is sent with the button below it, keeping the other choices
	const sortSelect = (
		<form
			action={pageHref("/products")}
			method="get"
			className="flex items-center gap-2"
			onSubmit={(event) => event.preventDefault()}
		>
			<KeptListingFields query={listingSearch({ ...params, sort: "featured", page: 1 })} />
			<label className="flex items-center gap-2 text-sm text-slate-700">
				<span className="sr-only whitespace-nowrap sm:not-sr-only">{listingMessages.sortBy}</span>
				<select
					name="sort"
					value={params.sort}
					onChange={(event) => navigateTo({ ...params, sort: event.target.value as SortOption, page: 1 })}
					className="min-h-10 rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-8 text-sm focus:border-brand-600 focus:outline-none lg:min-h-0"
				>
					{SORT_OPTIONS.map((option) => (
						<option key={option} value={option}>
							{listingMessages.sortLabels[option]}
						</option>
					))}
				</select>
			</label>
			<noscript>
				<button
					type="submit"
					className="min-h-10 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
				>
					{listingMessages.sort}
				</button>
			</noscript>
		</form>
	);

	let results: React.ReactNode;
	if (products.isPending) {
		results = (
			<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4" aria-busy="true">
				{Array.from({ length: LIMITS.loadingPlaceholders }, (_, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
					<li key={index}>
						<ProductCardSkeleton />
					</li>
				))}
				<li className="sr-only" role="status">
					{listingMessages.loadingProducts}
				</li>
			</ul>
		);
	} else if (products.isError && items.length === 0) {
		results = (
			<div className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
				<p className="font-medium text-red-700">{errorMessage(products.error, catalogMessages.productsFailed)}</p>
				<button
					type="button"
					onClick={() => products.refetch()}
					className="mt-3 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
				>
					{listingMessages.tryAgainLower}
				</button>
			</div>
		);
	} else if (items.length === 0) {
		results = (
			<div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
				<p className="font-medium text-slate-800">
					{params.name ? listingMessages.noProductsFor(params.name) : catalogMessages.noProducts}
				</p>
				{filterCount > 0 || params.name ? (
					<Link to="/products" className="mt-3 inline-block font-medium text-brand-700 underline">
						{listingMessages.seeAllProducts}
					</Link>
				) : null}
			</div>
		);
	} else {
		results = (
			<>
				<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
					{items.map((product, index) => (
						<li key={product.product_id}>
							<ProductCard
								item={toProductCardItem(product)}
								eager={index < FIRST_ROW}
								actions={<ProductCardActions product={product} />}
							/>
						</li>
					))}
				</ul>
				<div className="mt-8 flex flex-col items-center gap-2">
					<p className="text-sm text-slate-600">{listingMessages.showing(items.length, total ?? items.length)}</p>
					{products.isFetchNextPageError ? (
						<p className="text-sm text-red-700">{errorMessage(products.error, catalogMessages.productsFailed)}</p>
					) : null}
					{hasNextPage ? (
						<noscript>
							<a
								href={pageHref(`/products?${listingSearch({ ...params, page: loadedPages + 1 })}`)}
								className="inline-block rounded-full border border-brand-700 px-6 py-2 text-sm font-semibold text-brand-700"
							>
								{catalogMessages.loadMore}
							</a>
						</noscript>
					) : null}
					{hasNextPage ? (
						<button
							type="button"
							data-js-only
							disabled={isFetchingNextPage}
							onClick={() =>
								products.isFetchNextPageError ? fetchNextPage() : navigateTo({ ...params, page: loadedPages + 1 }, true)
							}
							className="rounded-full border border-brand-700 px-6 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
						>
							{isFetchingNextPage ? listingMessages.loading : catalogMessages.loadMore}
						</button>
					) : null}
				</div>
			</>
		);
	}

	return (
		<div className="mx-auto max-w-7xl px-4 py-6">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<div>
					<PageHeading>{title}</PageHeading>
					{params.name ? (
						<p className="mt-1 text-slate-600">
							{listingMessages.resultsFor2}
							{params.name}”
						</p>
					) : null}
					<p className="mt-1 text-sm text-slate-500" aria-live="polite">
						{total !== undefined ? catalogMessages.productCount(total) : "\u00a0"}
					</p>
				</div>
				<div className="flex items-center gap-2">
					<button
						type="button"
						onClick={() => setPanelOpen(true)}
						className="flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 lg:hidden"
						aria-haspopup="dialog"
					>
						<FilterIcon />
						{listingMessages.filters}
						{filterCount > 0 ? ` (${filterCount})` : ""}
					</button>
					{sortSelect}
				</div>
			</div>

			<div className="mt-3">
				<ActiveFilters
					params={params}
					names={{ category: categoryName, subcategory: subcategoryName, brand: brandName }}
					onChange={applyChange}
					onClear={clearAll}
				/>
			</div>

			<div className="mt-5 flex gap-8">
				<aside className="hidden w-60 shrink-0 lg:block" aria-label={listingMessages.filters}>
					<Suspense fallback={null}>
						<FilterPanel params={params} onChange={applyChange} />
					</Suspense>
				</aside>
				<section className="min-w-0 flex-1" aria-label={listingMessages.productsRegion}>
					{results}
				</section>
			</div>

			{panelOpen ? (
				<Suspense fallback={null}>
					<SlideOver
						open
						onClose={() => setPanelOpen(false)}
						title={listingMessages.filters}
						footer={
							<div className="flex items-center gap-3">
								<button
									type="button"
									onClick={clearAll}
									className="min-h-10 px-1 text-sm font-medium text-slate-600 underline"
								>
									{listingMessages.clearAll}
								</button>
								<button
									type="button"
									onClick={() => setPanelOpen(false)}
									className="flex-1 rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
								>
									{total !== undefined ? listingMessages.showCount(total) : listingMessages.showProducts}
								</button>
							</div>
						}
					>
						<FilterPanel params={params} onChange={applyChange} />
					</SlideOver>
				</Suspense>
			) : null}
		</div>
	);
}
