import type { Db } from "../db/client.ts";

/**
 * "The catalogue changed: these tags", said by the catalogue's write paths
 * (repositories and services), heard by the catalogue cache.
 *
 * A tag names something an answer shows; a write names what it changed, and
 * every cached answer carrying one of those tags is dropped. A change made
 * inside a transaction is announced only once that transaction has committed
 * (and not at all if it rolls back): announced earlier, a reader could put
 * the old rows back into the cache between the announcement and the commit.
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
	banners: "banners",
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

const sinks = new WeakMap<object, Set<ChangeSink>>();

type TransactionFn = (run: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Makes `db` (and every transaction opened on it, at any depth) hold back the
 * changes said inside a transaction until it commits: a savepoint that rolls
 * back drops its changes, the outermost commit hands the rest to `parent`.
 */
function holdUntilCommit(db: Db, parent: ChangeSink): void {
	const original = (db as unknown as { transaction: TransactionFn }).transaction;
	const transaction: TransactionFn = async (run, config) => {
		const held = new Set<string>();
		const hold: ChangeSink = (tags) => {
			for (const tag of tags) held.add(tag);
		};
		const result = await original.call(
			db,
			(tx: Db) => {
				sinks.set(tx, new Set([hold]));
				holdUntilCommit(tx, hold);
				return run(tx);
			},
			config,
		);
		if (held.size > 0) parent([...held]);
		return result;
	};
	Object.defineProperty(db, "transaction", { value: transaction, configurable: true, writable: true });
}

/**
 * Sends the catalogue changes said on `db` to `sink`: at once for a statement
 * outside a transaction, at commit for one inside. Answers a function that
 * stops it. Called once per app (buildApp) with the database it serves.
 */
export function onCatalogueChange(db: Db, sink: ChangeSink): () => void {
	let own = sinks.get(db);
	if (!own) {
		own = new Set();
		sinks.set(db, own);
		const listeners = own;
		holdUntilCommit(db, (tags) => {
			for (const listener of listeners) listener(tags);
		});
	}
	own.add(sink);
	return () => own.delete(sink);
}

/**
 * Says that the catalogue changed (called by the catalogue's write paths right
 * after their statement): `db` may be the database or a transaction on it.
 * Nothing listens to a database no app serves (the seed, a script).
 */
export function catalogueChanged(db: Db, tags: readonly string[]): void {
	if (tags.length === 0) return;
	const listeners = sinks.get(db);
	if (!listeners) return;
	for (const listener of listeners) listener([...tags]);
}
