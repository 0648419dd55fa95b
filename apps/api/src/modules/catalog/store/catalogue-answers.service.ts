import { type CatalogueLang, LIMITS, messages, type ProductFilters } from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import type { AnswerParts, CatalogueCache } from "../../../lib/catalogue-cache.ts";
import { catalogueTags } from "../../../lib/catalogue-changes.ts";
import { notFound } from "../../../lib/errors.ts";
import { sanitizeProductHtml } from "../../../lib/sanitize-html.ts";
import { policyWords, RETURN_POLICY_TAG, returnPoliciesOf } from "../returns/return-rules.repository.ts";
import { listCategoryTree } from "./categories.repository.ts";
import { listingJson, productDetailJson, similarJson } from "./product-json.repository.ts";
import {
	loadTaxonomyNames,
	normaliseAge,
	resolveTaxonomyIn,
	type TaxonomyIds,
	type TaxonomyNames,
} from "./products.repository.ts";
import { filters, suggestions, toListingQuery } from "./products.service.ts";

/**
 * The catalogue's public answers as the catalogue cache keeps them: for each
 * read, the key of its normalised request (two requests that must answer the
 * same bytes have the same key: `Girls` and `girls`, a POST body and a GET
 * query) and how to build its bytes and tags on a miss. The routes send them
 * with plugins/catalogue-cache.ts.
 */
export interface CatalogueRequest {
	key: string;
	build: () => Promise<AnswerParts>;
}

interface Deps {
	db: Db;
	cache: CatalogueCache;
}

const ok = (fields: string) => `{"status":true,${fields}}`;

/** A Hindi answer's key ends in " hi" (decision 061); an English one keeps the key it always had. */
const langKey = (lang: CatalogueLang) => (lang === "hi" ? " hi" : "");

/** Every category, subcategory and brand name, kept until the taxonomy changes. */
export function taxonomyNames({ db, cache }: Deps): Promise<TaxonomyNames> {
	return cache.remember("catalog:taxonomy-names", async () => {
		const value = await loadTaxonomyNames(db);
		const rows = value.categories.length + value.subcategories.length + value.brands.length;
		return { value, tags: [catalogueTags.taxonomy], bytes: 200 * rows };
	});
}

/** The listing tags of a selection: its categories', else its subcategories' categories', else its brands', else all. */
function selectionTags(ids: TaxonomyIds, names: TaxonomyNames): string[] {
	if (ids.categoryIds) return ids.categoryIds.map(catalogueTags.listingCategory);
	if (ids.subcategoryIds) {
		const categoryIds = names.subcategories
			.filter((row) => ids.subcategoryIds?.includes(row.id))
			.map((row) => row.categoryId ?? 0);
		return [...new Set(categoryIds)].map(catalogueTags.listingCategory);
	}
	if (ids.brandIds) return ids.brandIds.map(catalogueTags.listingBrand);
	return [catalogueTags.listingAll];
}

/** A search as the database reads it: case and spacing change nothing there, so they do not make another answer. */
export function normaliseSearch(text: string | undefined): string | undefined {
	const normalised = text?.trim().replace(/\s+/g, " ").toLowerCase();
	return normalised ? normalised : undefined;
}

/**
 * Which form of a product answer: `full` is SPEC.md §3's whole shape, every
 * variant with its description and specifications HTML (what the SPEC call,
 * POST portal-fetch, answers); `lean` leaves the HTML out (the GET forms the
 * web app's listing and similar products read: a page of cards stays small).
 */
export type ProductsForm = "full" | "lean";

/**
 * One page of the listing (the POST body's `filters` or the GET query):
 * `{ status, response, total, page, page_size }`. The total is computed in
 * the same statement as the page the first time, then reused by every page
 * and sort of the same filters, and by both forms, until a write changes
 * which products they hold.
 */
export async function listingRequest(
	deps: Deps,
	filters: ProductFilters,
	form: ProductsForm,
	lang: CatalogueLang = "en",
): Promise<CatalogueRequest> {
	const { db, cache } = deps;
	const names = await taxonomyNames(deps);
	const query = { ...toListingQuery(filters), name: normaliseSearch(filters.name) };
	const ids = resolveTaxonomyIn(names, query);
	const selection = JSON.stringify([
		ids.categoryIds ?? null,
		ids.subcategoryIds ?? null,
		ids.brandIds ?? null,
		query.age ? normaliseAge(query.age) : null,
		query.name ?? null,
		query.minPrice ?? null,
		query.maxPrice ?? null,
	]);
	const envelope = (products: string, total: number) =>
		ok(`"response":${products},"total":${total},"page":${query.page},"page_size":${query.pageSize}`);
	const listingTags = selectionTags(ids, names);
	return {
		key: `listing ${form} ${selection} ${query.sort} ${query.page} ${query.pageSize}${langKey(lang)}`,
		build: async () => {
			if (Object.values(ids).some((list) => list.length === 0)) {
				// a name that matches nothing today may be a category tomorrow
				return { body: envelope("[]", 0), tags: [catalogueTags.taxonomy] };
			}
			const totalKey = `listing-total ${selection}`;
			const known = cache.recall<number>(totalKey);
			const token = cache.begin();
			let page: Awaited<ReturnType<typeof listingJson>>;
			try {
				page = await listingJson(db, query, ids, known === undefined, { withHtml: form === "full", lang });
			} catch (error) {
				cache.end();
				throw error;
			}
			const total = known ?? page.total ?? 0;
			if (known === undefined) cache.keep(totalKey, total, listingTags, token);
			else cache.end();
			return {
				body: envelope(form === "full" ? sanitizeVariantsHtml(page.json) : page.json, total),
				tags: [...listingTags, ...page.ids.map(catalogueTags.product)],
			};
		},
	};
}

/** Sanitised product HTML, kept by its source: the same description is cleaned once, not on every miss. */
const cleanHtml = new Map<string, string>();
const CLEAN_HTML_KEPT = 2_000;

function sanitizeOnce(html: unknown): string {
	const source = typeof html === "string" ? html : "";
	let clean = cleanHtml.get(source);
	if (clean === undefined) {
		clean = sanitizeProductHtml(source);
		if (cleanHtml.size >= CLEAN_HTML_KEPT) cleanHtml.clear();
		cleanHtml.set(source, clean);
	}
	return clean;
}

/**
 * A JSON list of products whose variants carry their HTML, with that HTML
 * sanitised again: it was sanitised when it was written, and it is cleaned
 * again on its way out, as every answer is.
 */
function sanitizeVariantsHtml(json: string): string {
	const products = JSON.parse(json) as { other_info: { description?: unknown; Specifications?: unknown }[] }[];
	for (const product of products) {
		for (const variant of product.other_info) {
			variant.description = sanitizeOnce(variant.description);
			variant.Specifications = sanitizeOnce(variant.Specifications);
		}
	}
	return JSON.stringify(products);
}

/**
 * A product's page, by its slug or its name: `{ status, response: [product] }`
 * with its variants' sanitised HTML; 404 'Product not found'.
 */
export async function detailRequest(
	deps: Deps,
	category: string,
	slugOrName: string,
	lang: CatalogueLang = "en",
): Promise<CatalogueRequest> {
	const names = await taxonomyNames(deps);
	const categoryIds = resolveTaxonomyIn(names, { category }).categoryIds ?? [];
	const wanted = slugOrName.trim().toLowerCase();
	return {
		key: `detail ${JSON.stringify(categoryIds)} ${wanted}${langKey(lang)}`,
		build: async () => {
			const found = await productDetailJson(deps.db, categoryIds, wanted, lang);
			const id = found.ids[0];
			if (id === undefined) throw notFound(messages.catalog.productNotFound, "PRODUCT_NOT_FOUND");
			// the return policy in words, drawn by the server (decision 047) in the page's language (the answer is kept
			// per language): the page's code only shows the text
			const policy = (await returnPoliciesOf(deps.db, [id])).get(id);
			const products = JSON.parse(sanitizeVariantsHtml(found.json)) as Record<string, unknown>[];
			for (const product of products) if (policy) product.return_policy = policyWords(policy, lang);
			return {
				body: ok(`"response":${JSON.stringify(products)}`),
				tags: [catalogueTags.product(id), RETURN_POLICY_TAG],
			};
		},
	};
}

/** Up to 4 other products of a category: `{ status, response }`, in either form. */
export async function similarRequest(
	deps: Deps,
	category: string,
	exclude: string | undefined,
	form: ProductsForm,
	lang: CatalogueLang = "en",
): Promise<CatalogueRequest> {
	const names = await taxonomyNames(deps);
	const categoryIds = resolveTaxonomyIn(names, { category }).categoryIds ?? [];
	const excluded = exclude?.trim().toLowerCase() || undefined;
	return {
		key: `similar ${form} ${JSON.stringify(categoryIds)} ${excluded ?? ""}${langKey(lang)}`,
		build: async () => {
			if (categoryIds.length === 0) return { body: ok(`"response":[]`), tags: [catalogueTags.taxonomy] };
			const found = await similarJson(deps.db, categoryIds, excluded, LIMITS.similarProducts, {
				withHtml: form === "full",
				lang,
			});
			return {
				body: ok(`"response":${form === "full" ? sanitizeVariantsHtml(found.json) : found.json}`),
				tags: [...categoryIds.map(catalogueTags.listingCategory), ...found.ids.map(catalogueTags.product)],
			};
		},
	};
}

/** The filter panel's choices: `{ status, filters }`; in Hindi with the categories' and subcategories' names to show. */
export function filtersRequest(
	{ db }: Deps,
	category: string | undefined,
	lang: CatalogueLang = "en",
): CatalogueRequest {
	return {
		key: `filters ${(category ?? "").trim().toLowerCase()}${langKey(lang)}`,
		build: async () => ({
			body: ok(`"filters":${JSON.stringify(await filters(db, category, lang))}`),
			tags: [catalogueTags.listingAll, catalogueTags.taxonomy],
		}),
	};
}

/** Suggestions for the search box: `{ status, response }`. */
export function suggestionsRequest({ db }: Deps, text: string, lang: CatalogueLang = "en"): CatalogueRequest {
	// case and spacing change nothing in what the database finds
	const q = text.trim().replace(/\s+/g, " ").toLowerCase();
	return {
		key: `suggestions ${q}${langKey(lang)}`,
		build: async () => {
			const found = await suggestions(db, q, lang);
			const productIds = found.flatMap((suggestion) => (suggestion.type === "product" ? [suggestion.id] : []));
			return {
				body: ok(`"response":${JSON.stringify(found)}`),
				tags: [catalogueTags.listingAll, catalogueTags.taxonomy, ...productIds.map(catalogueTags.product)],
			};
		},
	};
}

/** The category bar's tree: `{ status, response }`. */
export function categoriesRequest({ db }: Deps, lang: CatalogueLang = "en"): CatalogueRequest {
	return {
		key: `categories${langKey(lang)}`,
		build: async () => ({
			body: ok(`"response":${JSON.stringify(await listCategoryTree(db, lang))}`),
			tags: [catalogueTags.taxonomy],
		}),
	};
}
