import { AGE_GROUPS, type CatalogueLang, type SortOption } from "@pitara/shared";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";
import { brands, categories, productImages, reviews, subcategories, variants } from "../../../db/schema/index.ts";

/**
 * The catalogue's product reads. Every query filters, sorts and pages in
 * PostgreSQL through the listing indexes (category, brand, shown_price, GIN on
 * age_groups, the search vector and trigrams of the name); a page of products
 * is then completed with its variants, images and ratings in a few `IN (…)`
 * queries, never one query per product.
 */

/** Listing filters as the repository takes them: names, and prices in paise. */
export interface ListingQuery {
	category?: string | undefined;
	subCategory?: string | undefined;
	brand?: string | undefined;
	age?: string | undefined;
	name?: string | undefined;
	minPrice?: number | undefined;
	maxPrice?: number | undefined;
	sort: SortOption;
	page: number;
	pageSize: number;
}

export interface ProductRow {
	id: number;
	name: string;
	slug: string;
	featured: boolean;
	createdAt: Date;
	updatedAt: Date;
	ageGroups: string[];
	category: string;
	subCategory: string;
	brand: string;
}

export interface VariantRow {
	id: number;
	productId: number;
	size: string;
	color: string;
	price: number;
	mrp: number;
	stock: number;
	descriptionHtml?: string;
	specificationsHtml?: string;
}

export interface ImageRow {
	id: number;
	variantId: number;
	path: string;
	alt: string;
}

export interface RatingRow {
	productId: number;
	average: number;
	count: number;
}

/** "2-3" or "2-3 YEARS" is the age group "2-3 years"; anything else is matched as it is (and finds nothing). */
export function normaliseAge(age: string): string {
	const wanted = age.trim().toLowerCase();
	const exact = AGE_GROUPS.find((group) => group.toLowerCase() === wanted);
	if (exact) return exact;
	return AGE_GROUPS.find((group) => group.toLowerCase().split(" ")[0] === wanted) ?? age.trim();
}

/** Words a search ignores: too short or too common to tell products apart. */
const STOP_WORDS = new Set(
	"and the for with from of in on to by at an or a is are this that these those set kids kid".split(" "),
);

/** The distinct words of a search that carry meaning, lower case, at most 6. */
export function searchWords(text: string): string[] {
	const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
	return [...new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)))].slice(0, 6);
}

/* Hindi search (issue 31; decision 061) -------------------------------------- */

/** A search with a Devanagari letter is read against the products' Hindi names. */
export const isHindiSearch = (text: string): boolean => /[\u0900-\u097F]/.test(text);

/** Hindi words a search ignores: postpositions and the like, in every product name. */
const HINDI_STOP_WORDS = new Set("के की का को में से और लिए पर है हैं एक वाला वाली वाले".split(" "));

/** The distinct Hindi words of a search, at most 6: letters with their vowel signs (Unicode marks), and digits. */
export function hindiWords(text: string): string[] {
	const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
	return [...new Set(words.filter((word) => word.length > 1 && !HINDI_STOP_WORDS.has(word)))].slice(0, 6);
}

/**
 * A Hindi text's consonant skeleton: vowel signs, virama, nukta and nasal marks dropped, so the usual slips of
 * Hindi typing (ा for ॉ, a missing halant or nukta) still match: "फराक" and "फ्रॉक" are both "फरक". The twin of
 * products.name_hi_key's generated expression (db/schema/catalog.ts).
 */
export function hindiSkeleton(text: string): string {
	return text.toLowerCase().replace(/[\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963]/g, "");
}

/** A Hindi word in the Hindi name: as a whole word (or prefix while typing), or spelt a little wrong (trigrams). */
function hindiWordMatch(word: string, { prefix }: { prefix: boolean }): SQL {
	const text = prefix
		? sql`p.search_vector_hi @@ to_tsquery('simple', ${`${word}:*`})`
		: sql`p.search_vector_hi @@ plainto_tsquery('simple', ${word})`;
	const skeleton = hindiSkeleton(word);
	return [...skeleton].length < 2 ? text : sql`(${text} or p.name_hi_key %> ${skeleton})`;
}

/** The Hindi name's full-text query of a search: every word, as a prefix while typing. */
function hindiQuery(text: string, { prefix }: { prefix: boolean }): SQL {
	const words = hindiWords(text);
	if (words.length === 0) return sql`to_tsquery('simple', '')`;
	return prefix
		? sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`
		: sql`plainto_tsquery('simple', ${words.join(" ")})`;
}

/** Relevance of a Hindi search: the Hindi name holding every word first, then how close its skeleton is. */
const hindiRelevance = (text: string, { prefix }: { prefix: boolean }) =>
	sql`(case when p.search_vector_hi @@ ${hindiQuery(text, { prefix })} then 3 + ts_rank(p.search_vector_hi, ${hindiQuery(text, { prefix })}) else 0 end
		+ word_similarity(${hindiSkeleton(text)}, p.name_hi_key))`;

/** Category, subcategory and brand match by name (any case) or slug, as links and old bookmarks carry either. */
const byNameOrSlug = (table: "categories" | "subcategories" | "brands", value: string) =>
	sql`(select id from ${sql.raw(table)} where lower(name) = lower(${value}) or slug = lower(${value}))`;

/**
 * Products a shopper may see: active (not a draft), published (a scheduled product from its moment, decision
 * 064), with at least one active variant (min_price is 0 without one).
 */
export const VISIBLE = sql`p.active and p.min_price > 0 and (p.publish_at is null or p.publish_at <= now())`;

/**
 * The name without the words a search ignores, for spelling-slip matches:
 * 'frok' is as close to "from" as to "frock", and "Tales from the
 * Panchatantra" must not pass for a frock. Computed only for the rows the
 * trigram index already found.
 */
const MEANINGFUL_NAME = sql`regexp_replace(p.name, ${`\\m(${[...STOP_WORDS].join("|")})\\M`}, ' ', 'gi')`;

/** A word spelt wrong but close to a word of the name that carries meaning (the trigram index finds the rows). */
const nameLike = (word: string) => sql`(p.name %> ${word} and ${word} <% ${MEANINGFUL_NAME})`;

/**
 * Every word of the search must be found, in the full text of the name and
 * keywords (as a whole word, or as a prefix while typing) or, spelt wrong, in
 * the name by trigram word similarity: 'pink frok' finds a pink frock. Each
 * word's test can use the GIN indexes of the search vector and of the name's
 * trigrams.
 */
export function wordsMatch(text: string, { prefix }: { prefix: boolean }): SQL {
	if (isHindiSearch(text)) {
		const hindi = hindiWords(text);
		if (hindi.length === 0) return sql`false`;
		return sql`(${sql.join(
			hindi.map((word) => hindiWordMatch(word, { prefix })),
			sql` and `,
		)})`;
	}
	const words = searchWords(text);
	if (words.length === 0) {
		return sql`(p.search_vector @@ websearch_to_tsquery('english', ${text}) or ${nameLike(text)})`;
	}
	const one = (word: string) =>
		prefix
			? sql`(p.search_vector @@ to_tsquery('english', ${`${word}:*`}) or ${nameLike(word)})`
			: sql`(p.search_vector @@ plainto_tsquery('english', ${word}) or ${nameLike(word)})`;
	return sql`(${sql.join(words.map(one), sql` and `)})`;
}

/**
 * The full-text query of a search, and the same restricted to the name (the
 * search vector's weight A): every word as a prefix while typing, else as a
 * whole word.
 */
function searchQueries(text: string, { prefix }: { prefix: boolean }): { any: SQL; name: SQL } {
	const words = searchWords(text);
	if (words.length === 0) {
		// only words a search ignores: nothing to tell the name from the keywords by
		const query = sql`websearch_to_tsquery('english', ${text})`;
		return { any: query, name: query };
	}
	const join = (suffix: string) => words.map((word) => `${word}${suffix}`).join(" & ");
	return prefix
		? { any: sql`to_tsquery('english', ${join(":*")})`, name: sql`to_tsquery('english', ${join(":*A")})` }
		: { any: sql`websearch_to_tsquery('english', ${text})`, name: sql`to_tsquery('english', ${join(":A")})` };
}

/**
 * Relevance, in tiers: products whose name holds every word come first, then
 * those that hold them in their keywords (brand, category, colours, what the
 * product is), each ranked by ts_rank; then those found only by trigrams,
 * where the keywords break ties between look-alikes (only a frock has "frock"
 * among its keywords). How close the words are to the name orders each tier;
 * it adds at most 1, so it never lifts a product into the tier above.
 */
const relevance = (text: string, queries: { any: SQL; name: SQL }) =>
	sql`(case when p.search_vector @@ ${queries.name} then 3 + ts_rank(p.search_vector, ${queries.any})
		when p.search_vector @@ ${queries.any} then 2 + ts_rank(p.search_vector, ${queries.any})
		else word_similarity(${text}, p.search_keywords) end + word_similarity(${text}, p.name))`;

export const nameRank = (name: string) =>
	isHindiSearch(name)
		? hindiRelevance(name, { prefix: false })
		: relevance(name, searchQueries(name, { prefix: false }));

/** Ids of the categories, subcategories and brands a listing names; an empty list matches nothing. */
export interface TaxonomyIds {
	categoryIds?: number[];
	subcategoryIds?: number[];
	brandIds?: number[];
}

/**
 * Turns the names in a listing's filters into ids with a few tiny indexed
 * lookups, so that the products query compares plain ids: the planner then
 * reads the category, subcategory and brand indexes with constants it can
 * estimate. A subcategory name may exist in several categories ("Winter Wear").
 */
export async function resolveTaxonomy(
	db: Db,
	names: Pick<ListingQuery, "category" | "subCategory" | "brand">,
): Promise<TaxonomyIds> {
	const matches = (table: typeof categories | typeof subcategories | typeof brands, value: string) =>
		or(sql`lower(${table.name}) = ${value.toLowerCase()}`, sql`${table.slug} = ${value.toLowerCase()}`);
	const ids: TaxonomyIds = {};
	if (names.category) {
		const rows = await db.select({ id: categories.id }).from(categories).where(matches(categories, names.category));
		ids.categoryIds = rows.map((row) => row.id);
	}
	if (names.subCategory) {
		const inCategory = ids.categoryIds ? inArray(subcategories.categoryId, ids.categoryIds) : undefined;
		const rows =
			ids.categoryIds?.length === 0
				? []
				: await db
						.select({ id: subcategories.id })
						.from(subcategories)
						.where(and(matches(subcategories, names.subCategory), inCategory));
		ids.subcategoryIds = rows.map((row) => row.id);
	}
	if (names.brand) {
		const rows = await db.select({ id: brands.id }).from(brands).where(matches(brands, names.brand));
		ids.brandIds = rows.map((row) => row.id);
	}
	return ids;
}

/** A category, subcategory or brand as listings name it: by name (any case) or slug. */
export interface TaxonomyName {
	id: number;
	name: string;
	slug: string;
	/** a subcategory's category */
	categoryId?: number;
}

export interface TaxonomyNames {
	categories: TaxonomyName[];
	subcategories: TaxonomyName[];
	brands: TaxonomyName[];
}

/** Every category, subcategory and brand name (tens of rows): what turns a listing's names into ids in memory. */
export async function loadTaxonomyNames(db: Db): Promise<TaxonomyNames> {
	const [categoryRows, subcategoryRows, brandRows] = await Promise.all([
		db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
		db
			.select({
				id: subcategories.id,
				name: subcategories.name,
				slug: subcategories.slug,
				categoryId: subcategories.categoryId,
			})
			.from(subcategories),
		db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands),
	]);
	return { categories: categoryRows, subcategories: subcategoryRows, brands: brandRows };
}

/** resolveTaxonomy() without a query: the same matching over names already in memory. */
export function resolveTaxonomyIn(
	names: TaxonomyNames,
	query: Pick<ListingQuery, "category" | "subCategory" | "brand">,
): TaxonomyIds {
	const matching = (rows: TaxonomyName[], value: string) => {
		const wanted = value.toLowerCase();
		return rows.filter((row) => row.name.toLowerCase() === wanted || row.slug === wanted).map((row) => row.id);
	};
	const ids: TaxonomyIds = {};
	if (query.category) ids.categoryIds = matching(names.categories, query.category);
	if (query.subCategory) {
		const inCategory = ids.categoryIds;
		ids.subcategoryIds = matching(
			names.subcategories.filter((row) => !inCategory || inCategory.includes(row.categoryId ?? -1)),
			query.subCategory,
		);
	}
	if (query.brand) ids.brandIds = matching(names.brands, query.brand);
	return ids;
}

const idIn = (column: SQL, ids: number[]) =>
	ids.length === 0
		? sql`false`
		: sql`${column} in (${sql.join(
				ids.map((id) => sql`${id}`),
				sql`, `,
			)})`;

/** The listing's conditions on `products p` other than its search words. */
function listingFilters(query: ListingQuery, ids: TaxonomyIds): SQL {
	const conditions: SQL[] = [VISIBLE];
	if (ids.categoryIds) conditions.push(idIn(sql`p.category_id`, ids.categoryIds));
	if (ids.subcategoryIds) conditions.push(idIn(sql`p.subcategory_id`, ids.subcategoryIds));
	if (ids.brandIds) conditions.push(idIn(sql`p.brand_id`, ids.brandIds));
	if (query.age) conditions.push(sql`p.age_groups @> array[${normaliseAge(query.age)}]::text[]`);
	if (query.minPrice !== undefined) conditions.push(sql`p.shown_price >= ${query.minPrice}`);
	if (query.maxPrice !== undefined) conditions.push(sql`p.shown_price <= ${query.maxPrice}`);
	return sql.join(conditions, sql` and `);
}

/**
 * Every word of a search in the full text of the name and keywords, as whole
 * words: a product that holds the words themselves, found by the search
 * vector's GIN index alone.
 */
function wordsInFullText(text: string): SQL {
	if (isHindiSearch(text)) return sql`p.search_vector_hi @@ ${hindiQuery(text, { prefix: false })}`;
	const words = searchWords(text);
	return words.length === 0
		? sql`p.search_vector @@ websearch_to_tsquery('english', ${text})`
		: sql`p.search_vector @@ plainto_tsquery('english', ${words.join(" ")})`;
}

/**
 * The products a listing holds, as a select of `columns` from `products p`.
 * With search words, spelling guesses (wordsMatch's trigrams) are made only
 * when no product holds all the words themselves, as the search box's
 * suggestions do: 'cotton' lists the products with cotton, found through the
 * full-text index alone, and never pays for reading and comparing every
 * name spelt a little like it; 'pink frok' still finds the pink frocks. The
 * two parts of the union never both hold rows: the second runs only when the
 * first cannot find any (a one-time check of the full-text index).
 */
export function matchingProducts(query: ListingQuery, ids: TaxonomyIds, columns: SQL): SQL {
	const filters = listingFilters(query, ids);
	if (!query.name) return sql`select ${columns} from products p where ${filters}`;
	const exact = wordsInFullText(query.name);
	return sql`select ${columns} from products p where ${filters} and ${exact}
		union all
		select ${columns} from products p
		where not exists (select 1 from products p where ${VISIBLE} and ${exact})
			and ${filters} and ${wordsMatch(query.name, { prefix: false })}`;
}

/**
 * The listing's order. The page is chosen from `products` alone and joined to
 * the names afterwards (see listingQueries), so the outer query orders by the
 * relevance the inner one computed (`p.rank`) instead of computing it again.
 */
export function listingOrder(query: ListingQuery, { outer }: { outer: boolean }): SQL {
	switch (query.sort) {
		case "price-low":
			return sql`p.shown_price asc, p.id asc`;
		case "price-high":
			return sql`p.shown_price desc, p.id desc`;
		case "newest":
			return sql`p.created_at desc, p.id desc`;
		default:
			// with search words, the best matches come first
			if (!query.name) return sql`p.featured desc, p.created_at desc, p.id desc`;
			return sql`${outer ? sql`p.rank` : nameRank(query.name)} desc, p.featured desc, p.created_at desc, p.id desc`;
	}
}

const PRODUCT_COLUMNS = sql`p.id, p.name, p.slug, p.featured, p.created_at, p.updated_at, p.age_groups,
	c.name as category, s.name as sub_category, b.name as brand`;
const PRODUCT_JOINS = sql`join categories c on c.id = p.category_id
	join subcategories s on s.id = p.subcategory_id
	join brands b on b.id = p.brand_id`;

interface RawProductRow {
	id: number;
	name: string;
	slug: string;
	featured: boolean;
	created_at: Date | string;
	updated_at: Date | string;
	age_groups: string[] | string;
	category: string;
	sub_category: string;
	brand: string;
}

/** node-postgres and PGlite both parse text[]; a driver that does not would hand over '{a,b}'. */
function textArray(value: string[] | string): string[] {
	if (Array.isArray(value)) return value;
	const inner = value.replace(/^\{|\}$/g, "");
	return inner ? inner.split(",").map((part) => part.replace(/^"|"$/g, "")) : [];
}

function toProductRow(row: RawProductRow): ProductRow {
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		featured: row.featured,
		createdAt: new Date(row.created_at),
		updatedAt: new Date(row.updated_at),
		ageGroups: textArray(row.age_groups),
		category: row.category,
		subCategory: row.sub_category,
		brand: row.brand,
	};
}

/** The SQL of one listing page and of its total; exported so the benchmark can EXPLAIN exactly these. */
export function listingQueries(query: ListingQuery, ids: TaxonomyIds): { page: SQL; count: SQL } {
	const rank = query.name && query.sort === "featured" ? sql`, ${nameRank(query.name)} as rank` : sql``;
	const columns = sql`p.id, p.name, p.slug, p.featured, p.created_at, p.updated_at, p.age_groups, p.min_price, p.shown_price,
		p.category_id, p.subcategory_id, p.brand_id ${rank}`;
	// the page is picked from products alone (an index can give the order), then joined to its names
	return {
		page: sql`select ${PRODUCT_COLUMNS}
			from (
				select * from (${matchingProducts(query, ids, columns)}) p
				order by ${listingOrder(query, { outer: true })}
				limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
			) p ${PRODUCT_JOINS}
			order by ${listingOrder(query, { outer: true })}`,
		count: sql`select count(*)::int as total from (${matchingProducts(query, ids, sql`1`)}) p`,
	};
}

/** One page of the listing and how many products match in all. */
/**
 * One page of the listing and how many products match in all. `countWith`
 * lets the caller cache the total, which does not change with the sort or the
 * page (Load more and a new sort then cost one query, not two).
 */
export async function listProducts(
	db: Db,
	query: ListingQuery,
	countWith: (key: string, count: () => Promise<number>) => Promise<number> = (_key, count) => count(),
): Promise<{ rows: ProductRow[]; total: number }> {
	const ids = await resolveTaxonomy(db, query);
	if (Object.values(ids).some((list) => list.length === 0)) return { rows: [], total: 0 };
	const queries = listingQueries(query, ids);
	const countKey = JSON.stringify([
		ids.categoryIds,
		ids.subcategoryIds,
		ids.brandIds,
		query.age ? normaliseAge(query.age) : null,
		query.name?.toLowerCase() ?? null,
		query.minPrice ?? null,
		query.maxPrice ?? null,
	]);
	const [rows, total] = await Promise.all([
		queryRows<RawProductRow>(db, queries.page),
		countWith(countKey, async () => {
			const [counted] = await queryRows<{ total: number }>(db, queries.count);
			return Number(counted?.total ?? 0);
		}),
	]);
	return { rows: rows.map(toProductRow), total };
}

/**
 * A visible product by its category (name or slug) and its slug or its name
 * in any case (SPEC.md §7 names the detail call's field `name`); a slug wins
 * over another product's name. Null when there is none.
 */
export async function findProduct(db: Db, category: string, slugOrName: string): Promise<ProductRow | null> {
	const rows = await queryRows<RawProductRow>(
		db,
		sql`select ${PRODUCT_COLUMNS} from products p ${PRODUCT_JOINS}
			where ${VISIBLE} and p.category_id in ${byNameOrSlug("categories", category)}
				and (p.slug = lower(${slugOrName}) or lower(p.name) = lower(${slugOrName}))
			order by p.slug = lower(${slugOrName}) desc, p.id
			limit 1`,
	);
	return rows[0] ? toProductRow(rows[0]) : null;
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`select p.id from products p where p.id = ${productId} and ${VISIBLE}`,
	);
	return rows.length > 0;
}

/**
 * Up to `limit` other products of the same category, those of the excluded
 * product's subcategory first, then featured and newest.
 */
export async function similarProducts(
	db: Db,
	category: string,
	excludeSlug: string | undefined,
	limit: number,
): Promise<ProductRow[]> {
	const categoryIds = byNameOrSlug("categories", category);
	const exclude = excludeSlug ? sql`and p.slug <> lower(${excludeSlug})` : sql``;
	const sameSubcategory = excludeSlug
		? sql`(p.subcategory_id = (select x.subcategory_id from products x where x.category_id = p.category_id and x.slug = lower(${excludeSlug}))) desc nulls last,`
		: sql``;
	const rows = await queryRows<RawProductRow>(
		db,
		sql`select ${PRODUCT_COLUMNS} from products p ${PRODUCT_JOINS}
			where ${VISIBLE} and p.category_id in ${categoryIds} ${exclude}
			order by ${sameSubcategory} p.featured desc, p.created_at desc, p.id desc
			limit ${limit}`,
	);
	return rows.map(toProductRow);
}

/** The active variants of these products, in display order; with their HTML only when asked (the detail). */
export async function variantsOf(db: Db, productIds: number[], withHtml: boolean): Promise<VariantRow[]> {
	if (productIds.length === 0) return [];
	const columns = {
		id: variants.id,
		productId: variants.productId,
		size: variants.size,
		color: variants.color,
		price: variants.price,
		mrp: variants.mrp,
		stock: variants.stock,
	};
	const where = and(inArray(variants.productId, productIds), eq(variants.active, true));
	const order = [asc(variants.productId), asc(variants.position), asc(variants.id)];
	if (withHtml) {
		return db
			.select({
				...columns,
				descriptionHtml: variants.descriptionHtml,
				specificationsHtml: variants.specificationsHtml,
			})
			.from(variants)
			.where(where)
			.orderBy(...order);
	}
	return db
		.select(columns)
		.from(variants)
		.where(where)
		.orderBy(...order);
}

export async function imagesOf(db: Db, variantIds: number[]): Promise<ImageRow[]> {
	if (variantIds.length === 0) return [];
	return db
		.select({
			id: productImages.id,
			variantId: productImages.variantId,
			path: productImages.path,
			alt: productImages.alt,
		})
		.from(productImages)
		.where(inArray(productImages.variantId, variantIds))
		.orderBy(asc(productImages.variantId), asc(productImages.position), asc(productImages.id));
}

export async function ratingsOf(db: Db, productIds: number[]): Promise<RatingRow[]> {
	if (productIds.length === 0) return [];
	const rows = await db
		.select({
			productId: reviews.productId,
			average: sql<number>`round(avg(${reviews.rating})::numeric, 1)::float8`,
			count: sql<number>`count(*)::int`,
		})
		.from(reviews)
		.where(inArray(reviews.productId, productIds))
		.groupBy(reviews.productId);
	return rows.map((row) => ({ productId: row.productId, average: Number(row.average), count: Number(row.count) }));
}

/* filters ----------------------------------------------------------------- */

export interface FilterChoiceRows {
	minPrice: number;
	maxPrice: number;
	categories: string[];
	subCategories: string[];
	brands: string[];
	ages: string[];
	/** each category's and subcategory's Hindi name where the shop wrote one, by its English name */
	categoryNamesHi: Map<string, string>;
	subCategoryNamesHi: Map<string, string>;
}

/**
 * What the filter panel offers: only names that have visible products, prices
 * in paise. With a category, the subcategories and brands are that category's.
 */
export async function filterChoices(db: Db, category: string | undefined): Promise<FilterChoiceRows> {
	const [prices] = await queryRows<{ min: number | null; max: number | null }>(
		db,
		sql`select min(p.shown_price)::int as min, max(p.shown_price)::int as max from products p where ${VISIBLE}`,
	);
	const categoryRows = await queryRows<{ name: string; name_hi: string | null }>(
		db,
		sql`select c.name, c.name_hi from categories c
			where c.status = 1 and exists (select 1 from products p where p.category_id = c.id and ${VISIBLE})
			order by c.position, c.id`,
	);
	const inCategory = category ? sql`and s.category_id in ${byNameOrSlug("categories", category)}` : sql``;
	const subRows = await queryRows<{ name: string; name_hi: string | null }>(
		db,
		sql`select s.name, s.name_hi from subcategories s join categories c on c.id = s.category_id
			where c.status = 1 ${inCategory}
				and exists (select 1 from products p where p.subcategory_id = s.id and ${VISIBLE})
			order by c.position, c.id, s.position, s.id`,
	);
	const brandInCategory = category ? sql`and p.category_id in ${byNameOrSlug("categories", category)}` : sql``;
	const brandRows = await queryRows<{ name: string }>(
		db,
		sql`select b.name from brands b
			where b.status = 1
				and exists (select 1 from products p where p.brand_id = b.id and ${VISIBLE} ${brandInCategory})
			order by lower(b.name)`,
	);
	const ageRows = await queryRows<{ age: string }>(
		db,
		sql`select distinct unnest(p.age_groups) as age from products p where ${VISIBLE}`,
	);
	const order = (age: string) => {
		const index = (AGE_GROUPS as readonly string[]).indexOf(age);
		return index === -1 ? AGE_GROUPS.length : index;
	};
	const uniqueNames = (names: string[]) => {
		const seen = new Set<string>();
		return names.filter((name) => {
			const key = name.toLowerCase();
			if (seen.has(key)) return false;
			seen.add(key);
			return true;
		});
	};
	return {
		minPrice: prices?.min ?? 0,
		maxPrice: prices?.max ?? 0,
		categories: categoryRows.map((row) => row.name),
		subCategories: uniqueNames(subRows.map((row) => row.name)),
		brands: brandRows.map((row) => row.name),
		ages: ageRows.map((row) => row.age).sort((a, b) => order(a) - order(b) || a.localeCompare(b)),
		categoryNamesHi: hindiNames(categoryRows),
		subCategoryNamesHi: hindiNames(subRows),
	};
}

/** English name → Hindi name, for the rows that have one (the first of a name shared by two categories' subcategories). */
function hindiNames(rows: { name: string; name_hi: string | null }[]): Map<string, string> {
	const names = new Map<string, string>();
	for (const row of rows) if (row.name_hi && !names.has(row.name)) names.set(row.name, row.name_hi);
	return names;
}

/* search suggestions -------------------------------------------------------- */

export interface ProductSuggestionRow {
	id: number;
	name: string;
	slug: string;
	category: string;
	brand: string;
	minPrice: number;
	imagePath: string | null;
}

/**
 * Products for the search box: the words as prefixes in full text ("fro"
 * finds frocks while typing) or the name by trigram similarity ('frok'), in
 * the tiers of `relevance`. Guesses by trigrams are dropped as soon as some
 * product holds the words themselves: 'teddi' suggests teddies, not whatever
 * else is spelt a little like it.
 */
export function productSuggestionsQuery(text: string, limit: number, lang: CatalogueLang = "en"): SQL {
	const hindi = isHindiSearch(text);
	const queries = searchQueries(text, { prefix: true });
	const score = hindi ? hindiRelevance(text, { prefix: true }) : relevance(text, queries);
	const exact = hindi
		? sql`p.search_vector_hi @@ ${hindiQuery(text, { prefix: true })}`
		: sql`p.search_vector @@ ${queries.any}`;
	const name = lang === "hi" ? sql`coalesce(nullif(p.name_hi, ''), p.name)` : sql`p.name`;
	return sql`select id, name, slug, category, brand, min_price from (
			select p.id, ${name} as name, p.slug, c.name as category, b.name as brand, p.min_price, p.featured,
				${score} as score,
				${exact} as exact,
				bool_or(${exact}) over () as any_exact
			from products p
			join categories c on c.id = p.category_id
			join brands b on b.id = p.brand_id
			where ${VISIBLE} and ${wordsMatch(text, { prefix: true })}
		) found
		where exact or not any_exact
		order by score desc, featured desc, id desc
		limit ${limit}`;
}

/** The first picture of each product: its first active variant's first image. */
export async function firstImagesOf(db: Db, productIds: number[]): Promise<Map<number, string>> {
	if (productIds.length === 0) return new Map();
	const rows = await db
		.selectDistinctOn([variants.productId], { productId: variants.productId, path: productImages.path })
		.from(variants)
		.innerJoin(productImages, eq(productImages.variantId, variants.id))
		.where(and(inArray(variants.productId, productIds), eq(variants.active, true)))
		.orderBy(
			asc(variants.productId),
			asc(variants.position),
			asc(variants.id),
			asc(productImages.position),
			asc(productImages.id),
		);
	return new Map(rows.map((row) => [row.productId, row.path]));
}

export async function suggestProducts(
	db: Db,
	text: string,
	limit: number,
	lang: CatalogueLang = "en",
): Promise<ProductSuggestionRow[]> {
	if (limit <= 0) return [];
	const rows = await queryRows<{
		id: number;
		name: string;
		slug: string;
		category: string;
		brand: string;
		min_price: number;
	}>(db, productSuggestionsQuery(text, limit, lang));
	const images = await firstImagesOf(
		db,
		rows.map((row) => row.id),
	);
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		slug: row.slug,
		category: row.category,
		brand: row.brand,
		minPrice: Number(row.min_price),
		imagePath: images.get(row.id) ?? null,
	}));
}

export interface TaxonomySuggestionRow {
	type: "category" | "subcategory" | "brand";
	id: number;
	name: string;
	/** the Hindi name of a category or subcategory, null when none (decision 061) */
	nameHi: string | null;
	category: string | null;
}

/**
 * Categories, subcategories and brands whose name starts with the text or is
 * close to it; these tables hold tens of rows, so a scan is the cheap plan. A
 * Hindi text is compared with the Hindi names of categories and subcategories
 * (brands keep their one name).
 */
export async function suggestTaxonomy(db: Db, text: string, limit: number): Promise<TaxonomySuggestionRow[]> {
	const like = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
	const close = (column: SQL) =>
		sql`(lower(${column}) like ${like} or lower(${column}) like ${`% ${like}`} or word_similarity(${text}, ${column}) >= 0.6)`;
	const score = (column: SQL) =>
		sql`(case when lower(${column}) like ${like} then 1 else 0 end + word_similarity(${text}, ${column}))`;
	const hindi = isHindiSearch(text);
	const category = hindi ? sql`coalesce(c.name_hi, '')` : sql`c.name`;
	const subcategory = hindi ? sql`coalesce(s.name_hi, '')` : sql`s.name`;
	const brand = hindi ? sql`''` : sql`b.name`;
	return queryRows<TaxonomySuggestionRow>(
		db,
		sql`select type, id, name, name_hi as "nameHi", category from (
			select 'category' as type, c.id, c.name, c.name_hi, null as category, ${score(category)} as score
				from categories c where c.status = 1 and ${close(category)}
			union all
			select 'subcategory', s.id, s.name, s.name_hi, c.name, ${score(subcategory)}
				from subcategories s join categories c on c.id = s.category_id
				where c.status = 1 and ${close(subcategory)}
			union all
			select 'brand', b.id, b.name, null, null, ${score(brand)}
				from brands b where b.status = 1 and ${close(brand)}
		) found order by score desc, name limit ${limit}`,
	);
}

/** The listings a sitemap names: each shown category, and its subcategories, that has a visible product. */
export function sitemapListings(db: Db) {
	return queryRows<{ category: string; subcategory: string | null }>(
		db,
		sql`select distinct c.name as category, s.name as subcategory, c.position, s.position as sub_position
			from products p join categories c on c.id = p.category_id join subcategories s on s.id = p.subcategory_id
			where ${VISIBLE} and c.status = 1
			order by c.position, c.name, s.position, s.name`,
	);
}

/**
 * Every visible product's page, by the listing's rule of visibility (VISIBLE): a category hidden from the
 * menu does not hide its products, whose pages the listing and search still show.
 */
export function sitemapProducts(db: Db) {
	return queryRows<{ category: string; slug: string; updated_at: Date | string }>(
		db,
		sql`select c.name as category, p.slug, p.updated_at
			from products p join categories c on c.id = p.category_id
			where ${VISIBLE} order by p.id`,
	);
}

/** The shop's spelling of a category, subcategory and brand given by name or slug in any case; null when unknown. */
export async function taxonomyNamesAsSpelled(
	db: Db,
	params: { category?: string; subcategory?: string; brand?: string },
): Promise<
	| {
			category: string | null;
			subcategory: string | null;
			brand: string | null;
			/** the Hindi names where the shop wrote them (decision 061) */
			categoryHi: string | null;
			subcategoryHi: string | null;
	  }
	| undefined
> {
	const [row] = await queryRows<{
		category: string | null;
		subcategory: string | null;
		brand: string | null;
		categoryHi: string | null;
		subcategoryHi: string | null;
	}>(
		db,
		sql`select c.name as category, nullif(c.name_hi, '') as "categoryHi",
			s.name as subcategory, nullif(s.name_hi, '') as "subcategoryHi",
			(select name from brands where lower(name) = lower(${params.brand ?? ""}) or slug = lower(${params.brand ?? ""}) limit 1) as brand
			from (select 1) as one
			left join lateral (select name, name_hi from categories where lower(name) = lower(${params.category ?? ""}) or slug = lower(${params.category ?? ""}) limit 1) as c on true
			left join lateral (select name, name_hi from subcategories where lower(name) = lower(${params.subcategory ?? ""}) or slug = lower(${params.subcategory ?? ""}) limit 1) as s on true`,
	);
	return row;
}
