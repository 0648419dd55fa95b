import {
	type CatalogueLang,
	cardVariant,
	type FilterChoices,
	LIMITS,
	type Product,
	type ProductFilters,
	paiseToRupees,
	rupeesToPaise,
	type Suggestion,
	type Variant,
} from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import type { Cache } from "../../../lib/cache.ts";
import { imageUrl } from "../../../lib/media.ts";
import { sanitizeProductHtml } from "../../../lib/sanitize-html.ts";
import {
	filterChoices,
	findProduct,
	imagesOf,
	type ListingQuery,
	listProducts,
	type ProductRow,
	ratingsOf,
	similarProducts,
	suggestProducts,
	suggestTaxonomy,
	variantsOf,
} from "./products.repository.ts";

/** What every answer about a variant starts with: its ids, size, colour, prices in rupees and stock. */
export function variantBasics(row: {
	id: number;
	productId: number;
	size: string;
	color: string;
	price: number;
	mrp: number;
	stock: number;
}) {
	return {
		id: row.id,
		product_id: row.productId,
		size: row.size,
		color: row.color,
		price: paiseToRupees(row.price),
		mrp: paiseToRupees(row.mrp),
		stock: row.stock,
	};
}

/**
 * Turns database rows into the product shape of SPEC.md §3: rupees, image
 * URLs, the rating, and the card's price summary. The listing sends no
 * description HTML (a page of cards stays small on 4G); the detail does,
 * sanitised again on the way out.
 */
export async function completeProducts(db: Db, rows: ProductRow[], withHtml: boolean): Promise<Product[]> {
	if (rows.length === 0) return [];
	const ids = rows.map((row) => row.id);
	const [variantRows, ratingRows] = await Promise.all([variantsOf(db, ids, withHtml), ratingsOf(db, ids)]);
	const imageRows = await imagesOf(
		db,
		variantRows.map((variant) => variant.id),
	);

	const imagesByVariant = new Map<number, Variant["images"]>();
	for (const image of imageRows) {
		const url = imageUrl(image.path);
		if (!url) continue;
		const list = imagesByVariant.get(image.variantId) ?? [];
		imagesByVariant.set(image.variantId, list);
		list.push({ image_id: image.id, image_url: url, alt: image.alt });
	}
	const brandOf = new Map(rows.map((row) => [row.id, row.brand]));
	const variantsByProduct = new Map<number, Variant[]>();
	for (const row of variantRows) {
		const list = variantsByProduct.get(row.productId) ?? [];
		variantsByProduct.set(row.productId, list);
		list.push({
			...variantBasics(row),
			...(withHtml
				? {
						description: sanitizeProductHtml(row.descriptionHtml),
						Specifications: sanitizeProductHtml(row.specificationsHtml),
					}
				: {}),
			images: imagesByVariant.get(row.id) ?? [],
			brand: brandOf.get(row.productId) ?? "",
		});
	}
	const ratings = new Map(ratingRows.map((row) => [row.productId, row]));

	return rows.map((row) => {
		const variants = variantsByProduct.get(row.id) ?? [];
		// the card's headline: the variant its Add to Cart adds (packages/shared cardVariant)
		const shown = cardVariant(variants);
		const rating = ratings.get(row.id);
		return {
			product_id: row.id,
			name: row.name,
			slug: row.slug,
			brand: row.brand,
			category: row.category,
			sub_category: row.subCategory,
			featured: row.featured,
			createdAt: row.createdAt.toISOString(),
			age_groups: row.ageGroups,
			rating: { average: rating?.average ?? 0, count: rating?.count ?? 0 },
			price: shown?.price ?? 0,
			mrp: shown?.mrp ?? 0,
			in_stock: variants.some((variant) => variant.stock > 0),
			other_info: variants,
		};
	});
}

export function toListingQuery(filters: ProductFilters): ListingQuery {
	return {
		category: filters.category,
		subCategory: filters.sub_category,
		brand: filters.brand,
		age: filters.age,
		name: filters.name,
		minPrice: filters.min_price === undefined ? undefined : rupeesToPaise(filters.min_price),
		maxPrice: filters.max_price === undefined ? undefined : rupeesToPaise(filters.max_price),
		sort: filters.sort,
		page: filters.page,
		pageSize: filters.page_size,
	};
}

/** How long a listing's total is reused across its pages and sorts. */
export const LISTING_TOTAL_CACHE_SECONDS = 30;

export async function listing(db: Db, filters: ProductFilters, cache?: Cache) {
	const { rows, total } = await listProducts(db, toListingQuery(filters), (key, count) =>
		cache ? cache.wrap(`catalog:total:${key}`, LISTING_TOTAL_CACHE_SECONDS, count) : count(),
	);
	return { products: await completeProducts(db, rows, false), total };
}

/** One product with its variants' HTML, by its category and its slug or name. */
export async function productDetail(db: Db, category: string, slugOrName: string): Promise<Product | null> {
	const row = await findProduct(db, category, slugOrName);
	if (!row) return null;
	const [product] = await completeProducts(db, [row], true);
	return product ?? null;
}

export async function similar(db: Db, category: string, excludeSlug: string | undefined): Promise<Product[]> {
	const rows = await similarProducts(db, category, excludeSlug, LIMITS.similarProducts);
	return completeProducts(db, rows, false);
}

/**
 * The filter panel's choices. In Hindi (decision 061) each category and subcategory also has the name to show, its
 * Hindi name where the shop wrote one, else the English, by its English name (which the listing's links carry).
 */
export async function filters(
	db: Db,
	category: string | undefined,
	lang: CatalogueLang = "en",
): Promise<FilterChoices> {
	const rows = await filterChoices(db, category);
	const labels = (names: string[], hindi: Map<string, string>) =>
		Object.fromEntries(names.map((name) => [name, hindi.get(name) ?? name]));
	return {
		min_price: paiseToRupees(rows.minPrice),
		max_price: paiseToRupees(rows.maxPrice),
		categories: rows.categories,
		sub_categories: rows.subCategories,
		brands: rows.brands,
		ages: rows.ages,
		...(lang === "hi"
			? {
					category_labels: labels(rows.categories, rows.categoryNamesHi),
					sub_category_labels: labels(rows.subCategories, rows.subCategoryNamesHi),
				}
			: {}),
	};
}

/** How many category, subcategory and brand suggestions may come before the products. */
const TAXONOMY_SUGGESTIONS = 3;

/** Up to LIMITS.searchSuggestions suggestions: matching categories, subcategories and brands, then products. */
export async function suggestions(db: Db, text: string, lang: CatalogueLang = "en"): Promise<Suggestion[]> {
	const query = text.trim();
	if (query.length < 2) return [];
	const taxonomy = await suggestTaxonomy(db, query, TAXONOMY_SUGGESTIONS);
	const products = await suggestProducts(db, query, LIMITS.searchSuggestions - taxonomy.length, lang);
	// in Hindi a category or subcategory carries the name to show; `name` stays the English its link carries
	const label = (row: { name: string; nameHi: string | null }) =>
		lang === "hi" ? { label: row.nameHi || row.name } : {};
	return [
		...taxonomy.map((row): Suggestion => {
			if (row.type === "subcategory") {
				return { type: "subcategory", id: row.id, name: row.name, category: row.category ?? "", ...label(row) };
			}
			if (row.type === "category") return { type: row.type, id: row.id, name: row.name, ...label(row) };
			return { type: row.type, id: row.id, name: row.name };
		}),
		...products.map(
			(row): Suggestion => ({
				type: "product",
				id: row.id,
				name: row.name,
				category: row.category,
				slug: row.slug,
				brand: row.brand,
				price: paiseToRupees(row.minPrice),
				image_url: imageUrl(row.imagePath),
			}),
		),
	];
}
