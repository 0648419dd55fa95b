import { type CatalogueLang, SHOWN_STOCK_MAX } from "@pitara/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";
import { DEFAULT_IMAGE_WIDTH } from "../../../lib/media.ts";
import {
	type ListingQuery,
	listingOrder,
	matchingProducts,
	nameRank,
	type TaxonomyIds,
	VISIBLE,
} from "./products.repository.ts";

/** lib/media.ts's imageUrl() in SQL, for answers PostgreSQL builds as JSON: the same URL for the same stored path. */
export function imageUrlSql(column: SQL, width: number = DEFAULT_IMAGE_WIDTH): SQL {
	return sql`(case when ${column} ~* '\\.(webp|png|jpe?g|svg|gif|avif)$' then ${column} else ${column} || ${`-${width}.webp`} end)`;
}

/**
 * The catalogue's product answers built by PostgreSQL in one round trip:
 * the page of products is picked from `products` alone through an index, then
 * each product gets its names, rating, variants and pictures as JSON in the
 * same statement, and the whole list comes back as one JSON text that goes on
 * the wire unparsed. The shape is SPEC.md §3's product (packages/shared's
 * productSchema), field for field and in its order: the API's tests validate
 * every answer against that schema.
 */

/** The columns of a page row the JSON needs, picked in the inner query. */
const PAGE_COLUMNS = sql`p.id, p.name, p.slug, p.featured, p.created_at, p.age_groups, p.min_price, p.shown_price,
	p.category_id, p.subcategory_id, p.brand_id, p.warranty`;
/** A Hindi answer's page rows carry the Hindi texts too (decision 061); an English one reads none of them. */
const HINDI_COLUMNS = sql`, p.name_hi, p.short_description_hi, p.description_hi`;
const pageColumns = (lang: CatalogueLang) => (lang === "hi" ? sql`${PAGE_COLUMNS} ${HINDI_COLUMNS}` : PAGE_COLUMNS);

/** The Hindi of a column where the shop wrote one, else the English (decision 061). */
const hindiOr = (hindi: SQL, english: SQL) => sql`coalesce(nullif(${hindi}, ''), ${english})`;

/** One variant as JSON; with its description and specifications only for the product page. */
function variantJson(withHtml: boolean, lang: CatalogueLang): SQL {
	// a product's Hindi description stands for every variant's English one (decision 061)
	const description = lang === "hi" ? hindiOr(sql`p.description_hi`, sql`v.description_html`) : sql`v.description_html`;
	const html = withHtml ? sql`'description', ${description}, 'Specifications', v.specifications_html,` : sql``;
	return sql`json_build_object(
		'id', v.id, 'product_id', v.product_id, 'size', v.size, 'color', v.color,
		'price', v.price::float8 / 100, 'mrp', v.mrp::float8 / 100, 'stock', least(v.stock, ${SHOWN_STOCK_MAX}::int),
		${html}
		'images', coalesce((
			select json_agg(json_build_object('image_id', i.id, 'image_url', ${imageUrlSql(sql`i.path`)}, 'alt', i.alt)
				order by i.position, i.id)
			from product_images i where i.variant_id = v.id and i.path <> ''
		), '[]'::json),
		'brand', b.name)`;
}

/**
 * The products of `page` (a query with PAGE_COLUMNS, aliased p) as a JSON
 * array text in `order`, with their ids; `extra` adds columns (the total).
 */
function productsJson(
	page: SQL,
	order: SQL,
	{ withHtml, extra = sql``, lang = "en" }: { withHtml: boolean; extra?: SQL; lang?: CatalogueLang | undefined },
): SQL {
	const hindi = lang === "hi";
	const name = hindi ? hindiOr(sql`p.name_hi`, sql`p.name`) : sql`p.name`;
	const hindiFields = hindi
		? sql`, 'name_en', p.name, 'category_label', ${hindiOr(sql`c.name_hi`, sql`c.name`)},
			'sub_category_label', ${hindiOr(sql`s.name_hi`, sql`s.name`)}
			${withHtml ? sql`, 'short_description', nullif(p.short_description_hi, '')` : sql``}`
		: sql``;
	return sql`select
		coalesce(json_agg(json_build_object(
			'product_id', p.id, 'name', ${name}, 'slug', p.slug, 'brand', b.name, 'category', c.name,
			'sub_category', s.name, 'featured', p.featured,
			'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
			'age_groups', p.age_groups,
			'rating', json_build_object('average', coalesce(r.average, 0), 'count', coalesce(r.count, 0)),
			'price', coalesce(v.price, 0)::float8 / 100, 'mrp', coalesce(v.mrp, 0)::float8 / 100,
			'in_stock', coalesce(v.in_stock, false), 'other_info', coalesce(v.list, '[]'::json)
			${withHtml ? sql`, 'warranty', p.warranty` : sql``}
			${hindiFields}
		) order by ${order}), '[]'::json)::text as products,
		coalesce(json_agg(p.id order by ${order}), '[]'::json)::text as ids
		${extra}
	from (${page}) p
	join categories c on c.id = p.category_id
	join subcategories s on s.id = p.subcategory_id
	join brands b on b.id = p.brand_id
	left join lateral (
		select round(avg(rv.rating)::numeric, 1)::float8 as average, count(*)::int as count
		from reviews rv where rv.product_id = p.id
	) r on true
	left join lateral (
		-- the card shows the price and mrp of the variant its Add to Cart adds: the cheapest in stock, else the
		-- cheapest, the first in display order among equals (packages/shared cardVariant; catalog.test.ts checks
		-- that the two agree). The listing sorts and filters by products.shown_price, the same price kept by a trigger
		select json_agg(${variantJson(withHtml, lang)} order by v.position, v.id) as list,
			(array_agg(v.price order by v.stock > 0 desc, v.price, v.position, v.id))[1] as price,
			(array_agg(v.mrp order by v.stock > 0 desc, v.price, v.position, v.id))[1] as mrp,
			bool_or(v.stock > 0) as in_stock
		from variants v where v.product_id = p.id and v.active
	) v on true`;
}

export interface ProductsJson {
	/** a JSON array of products */
	json: string;
	ids: number[];
}

interface JsonRow {
	products: string;
	ids: string;
	total?: number | string | null;
}

const toProductsJson = (row: JsonRow | undefined): ProductsJson => ({
	json: row?.products ?? "[]",
	ids: JSON.parse(row?.ids ?? "[]") as number[],
});

const idList = (column: SQL, ids: number[]) =>
	sql`${column} in (${sql.join(
		ids.map((id) => sql`${id}`),
		sql`, `,
	)})`;

/** What a listing or similar-products answer holds beyond the cards: the variants' HTML (SPEC.md §3's whole shape). */
export interface ProductsJsonOptions {
	withHtml: boolean;
	/** "hi": Hindi names and descriptions where present (decision 061); English when absent */
	lang?: CatalogueLang | undefined;
}

/**
 * The SQL of one listing page as JSON, with its total when `withTotal` and
 * the variants' HTML when `withHtml`; exported for the benchmark's EXPLAIN.
 */
export function listingJsonQuery(
	query: ListingQuery,
	ids: TaxonomyIds,
	withTotal: boolean,
	{ withHtml, lang = "en" }: ProductsJsonOptions = { withHtml: false },
): SQL {
	const rank = query.name && query.sort === "featured" ? sql`, ${nameRank(query.name)} as rank` : sql``;
	const page = sql`select * from (${matchingProducts(query, ids, sql`${pageColumns(lang)} ${rank}`)}) p
		order by ${listingOrder(query, { outer: true })}
		limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
	const total = withTotal
		? sql`, (select count(*)::int from (${matchingProducts(query, ids, sql`1`)}) p) as total`
		: sql``;
	return productsJson(page, listingOrder(query, { outer: true }), { withHtml, extra: total, lang });
}

/** One page of the listing as JSON, and how many products match in all when `withTotal`. */
export async function listingJson(
	db: Db,
	query: ListingQuery,
	ids: TaxonomyIds,
	withTotal: boolean,
	options: ProductsJsonOptions = { withHtml: false },
): Promise<ProductsJson & { total: number | undefined }> {
	const [row] = await queryRows<JsonRow>(db, listingJsonQuery(query, ids, withTotal, options));
	return { ...toProductsJson(row), total: row?.total == null ? undefined : Number(row.total) };
}

/**
 * The visible product with this slug, or this name in any case (SPEC.md §7's
 * detail call sends the name), in one of these categories, with its
 * variants' HTML: a list of one or none. A slug wins over another product's
 * name. `slugOrName` comes lower case.
 */
export async function productDetailJson(
	db: Db,
	categoryIds: number[],
	slugOrName: string,
	lang: CatalogueLang = "en",
): Promise<ProductsJson> {
	if (categoryIds.length === 0) return { json: "[]", ids: [] };
	// a Hindi answer finds the product by its Hindi name too
	const hindiName = lang === "hi" ? sql`or lower(p.name_hi) = ${slugOrName}` : sql``;
	const page = sql`select ${pageColumns(lang)} from products p
		where ${VISIBLE} and ${idList(sql`p.category_id`, categoryIds)}
			and (p.slug = ${slugOrName} or lower(p.name) = ${slugOrName} ${hindiName})
		order by p.slug = ${slugOrName} desc, p.id limit 1`;
	const [row] = await queryRows<JsonRow>(db, productsJson(page, sql`p.id`, { withHtml: true, lang }));
	return toProductsJson(row);
}

/**
 * Up to `limit` other products of a category, those of the excluded
 * product's subcategory first, then featured and newest.
 */
export async function similarJson(
	db: Db,
	categoryIds: number[],
	excludeSlug: string | undefined,
	limit: number,
	{ withHtml, lang = "en" }: ProductsJsonOptions = { withHtml: false },
): Promise<ProductsJson> {
	if (categoryIds.length === 0) return { json: "[]", ids: [] };
	const exclude = excludeSlug ? sql`and p.slug <> ${excludeSlug}` : sql``;
	const sameSubcategory = excludeSlug
		? sql`(p.subcategory_id = (select x.subcategory_id from products x where x.category_id = p.category_id and x.slug = ${excludeSlug})) desc nulls last,`
		: sql``;
	const order = sql`${sameSubcategory} p.featured desc, p.created_at desc, p.id desc`;
	const page = sql`select ${pageColumns(lang)} from products p
		where ${VISIBLE} and ${idList(sql`p.category_id`, categoryIds)} ${exclude}
		order by ${order} limit ${limit}`;
	const [row] = await queryRows<JsonRow>(db, productsJson(page, order, { withHtml, lang }));
	return toProductsJson(row);
}
