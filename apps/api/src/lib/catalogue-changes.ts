import { shownStock } from "@pitara/shared";
import type { Db } from "../db/client.ts";
import { type DomainEvent, emitAfterCommit, subscribe } from "../modules/events/index.ts";

/**
 * "The catalogue changed: these tags", said by the catalogue's write paths
 * (repositories and services), heard by the catalogue cache.
 *
 * A tag names something an answer shows; a write says what happened (an
 * event of modules/events: `VariantChanged`, `ProductShown`, … or
 * `CatalogueChanged` with its tags), and every cached answer carrying one of
 * the tags the event names (`tagsOfEvent`) is dropped. A change made inside a
 * transaction is announced only once that transaction has committed (and not
 * at all if it rolls back): announced earlier, a reader could put the old
 * rows back into the cache between the announcement and the commit.
 */

/** The tags of the catalogue. Keep them few and exact: each is a promise of what a write drops. */
export const catalogueTags = {
	/** everything (a seed, an import, a lost bus message) */
	all: "*",
	/** what the product's own answers show: its detail, its card in a listing or among similar products, a suggestion */
	product: (productId: number) => `product:${productId}`,
	/** the list of a product's reviews */
	reviews: (productId: number) => `reviews:${productId}`,
	/** reviews that show this shopper's name */
	reviewer: (userId: number) => `reviewer:${userId}`,
	/**
	 * Which products a listing holds and in what order, by the narrowest of its filters: a listing of a
	 * category carries its category's tag, one of a brand without a category its brand's, any other
	 * (all products, an age group, a search, the filter choices, suggestions) `listing:all`.
	 */
	listingAll: "listing:all",
	listingCategory: (categoryId: number) => `listing:category:${categoryId}`,
	listingBrand: (brandId: number) => `listing:brand:${brandId}`,
	/** categories, subcategories, super-subcategories and brands: their names, statuses and pictures */
	taxonomy: "taxonomy",
	/** the shop's delivery zones (the delivery range a product page shows a visitor) */
	delivery: "delivery",
	banners: "banners",
	/** the shop's settings every page shows: the delivery charge, contact details and hours, the default warranty */
	shop: "shop",
} as const;

/**
 * The tags of a change to which products a listing holds or in what order
 * (a price, a product shown or hidden, moved or added): the product itself,
 * its reviews (which answer 404 for a hidden product) and every listing that
 * could hold it. A product moved to another category or brand says both the
 * old and the new.
 */
export function productListingTags(product: { id: number; categoryId: number; brandId: number }): string[] {
	return [
		catalogueTags.product(product.id),
		catalogueTags.reviews(product.id),
		catalogueTags.listingCategory(product.categoryId),
		catalogueTags.listingBrand(product.brandId),
		catalogueTags.listingAll,
	];
}

export type ChangeSink = (tags: string[]) => void;

/**
 * The cache tags an event names: the catalogue cache's subscription to the
 * events (events → tags). An event the catalogue does not show names none.
 */
export function tagsOfEvent(event: DomainEvent): string[] {
	switch (event.type) {
		case "CatalogueChanged":
			return event.tags;
		case "BannerChanged":
			return [catalogueTags.banners];
		case "ReviewWritten":
			return [catalogueTags.product(event.productId), catalogueTags.reviews(event.productId)];
		case "ProductShown":
		case "ProductHidden":
			return event.listing
				? productListingTags({ id: event.productId, ...event.listing })
				: [catalogueTags.product(event.productId)];
		case "VariantChanged": {
			// a price moves the card price; so may a variant selling out or coming back (the card shows one in stock)
			const inStock = (stock: number | null) => (stock ?? 0) > 0;
			if (event.priceFrom !== event.priceTo || inStock(event.stockFrom) !== inStock(event.stockTo)) {
				return event.listing
					? productListingTags({ id: event.productId, ...event.listing })
					: [catalogueTags.product(event.productId)];
			}
			// an mrp shows on its cards and page; a stock only as far as the catalogue shows it (SHOWN_STOCK_MAX)
			const shown = (stock: number | null) => (stock === null ? null : shownStock(stock));
			return event.mrpFrom !== event.mrpTo || shown(event.stockFrom) !== shown(event.stockTo)
				? [catalogueTags.product(event.productId)]
				: [];
		}
		default:
			return [];
	}
}

/**
 * Sends the catalogue changes said on `db` to `sink`: at once for a statement
 * outside a transaction, at commit for one inside (transaction() of
 * modules/events). Answers a function that stops it. Called once per app
 * (plugins/catalogue-cache.ts) with the database it serves.
 */
export function onCatalogueChange(db: Db, sink: ChangeSink): () => void {
	return subscribe(db, (events) => {
		const tags = [...new Set(events.flatMap(tagsOfEvent))];
		if (tags.length > 0) sink(tags);
	});
}

/**
 * Says that the catalogue changed (called by the catalogue's write paths right
 * after their statement): `db` may be the database or a transaction opened by
 * transaction() (modules/events) on it. Nothing listens to a database no app
 * serves (the seed, a script).
 */
export function catalogueChanged(db: Db, tags: readonly string[]): void {
	if (tags.length === 0) return;
	emitAfterCommit(db, { type: "CatalogueChanged", tags: [...tags] });
}
