import { variantImages } from "@pitara/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, intArray, queryRows } from "../../../db/client.ts";

/**
 * The catalogue's read model for lines: a variant as a cart line, a wishlist
 * entry or an order item shows it. Other modules read it by variant ids
 * instead of joining the catalogue's tables, and it costs one query however
 * many ids are asked for.
 */
export interface VariantLineRow {
	variantId: number;
	productId: number;
	name: string;
	slug: string;
	category: string;
	brand: string;
	size: string;
	color: string;
	/** paise */
	price: number;
	/** paise */
	mrp: number;
	stock: number;
	/** the variant and its product are both active */
	active: boolean;
	/** the variant's pictures (base paths) by the one picture rule (variantImages): its own, else its colour's, else the product's first */
	images: { path: string; alt: string }[];
	/** the base path of the first of `images` (what an order copies) */
	picture: string | null;
	/** the product's average rating (one decimal) and review count */
	rating: { average: number; count: number };
	/** what a promo's scope is matched against (decision 067) */
	categoryId: number;
	subcategoryId: number | null;
	brandId: number;
}

interface RawLine {
	variant_id: number;
	product_id: number;
	name: string;
	slug: string;
	category: string;
	brand: string;
	size: string;
	color: string;
	price: number;
	mrp: number;
	stock: number;
	active: boolean;
	siblings: Sibling[] | string | null;
	rating_average: number | null;
	rating_count: number | null;
	category_id: number;
	subcategory_id: number | null;
	brand_id: number;
}

/** A variant of the line's product with its pictures (only the first, for an order's copy). */
type Sibling = { id: number; color: string; images: { path: string; alt: string }[] };

/**
 * Every variant of a product on sale (in the product's order; the line's own too, on sale or not) with its
 * pictures, as JSON — the variants the product page shows — what the one picture
 * rule (`variantImages` in packages/shared) needs to choose a line's pictures. `all` false: only each
 * variant's first picture.
 */
function siblingPicturesSql(productId: SQL, self: SQL, all: boolean): SQL {
	return sql`(select json_agg(json_build_object('id', v2.id, 'color', v2.color, 'images', coalesce(
			(select json_agg(json_build_object('path', pi.path, 'alt', pi.alt) order by pi.position, pi.id)
				from (select * from product_images where variant_id = v2.id order by position, id
					${all ? sql`` : sql`limit 1`}) pi),
			'[]'::json)) order by v2.position, v2.id)
		from variants v2 where v2.product_id = ${productId} and (v2.active or v2.id = ${self}))`;
}

/** A line's pictures by the one picture rule: its own, else its colour's, else the product's first. */
function picturesOf(row: { variant_id: number; color: string; siblings: Sibling[] | string | null }) {
	const siblings: Sibling[] = typeof row.siblings === "string" ? JSON.parse(row.siblings) : (row.siblings ?? []);
	const self = siblings.find((sibling) => Number(sibling.id) === Number(row.variant_id)) ?? {
		id: Number(row.variant_id),
		color: row.color,
		images: [],
	};
	const images = variantImages(siblings, self);
	return { images, picture: images[0]?.path ?? null };
}

/** The lines of these variants, by variant id; an unknown id is simply absent. */
export async function findVariantLines(db: Db, variantIds: readonly number[]): Promise<Map<number, VariantLineRow>> {
	const ids = [...new Set(variantIds)];
	if (ids.length === 0) return new Map();
	const rows = await queryRows<RawLine>(
		db,
		sql`select v.id as variant_id, v.product_id, p.name, p.slug, c.name as category, b.name as brand,
				v.size, v.color, v.price, v.mrp, v.stock, (v.active and p.active and (p.publish_at is null or p.publish_at <= now())) as active,
				${siblingPicturesSql(sql`v.product_id`, sql`v.id`, true)} as siblings,
				r.average as rating_average, r.count as rating_count,
				p.category_id, p.subcategory_id, p.brand_id
			from variants v
			join products p on p.id = v.product_id
			join categories c on c.id = p.category_id
			join brands b on b.id = p.brand_id
			left join lateral (
				select round(avg(rv.rating)::numeric, 1)::float8 as average, count(*)::int as count
				from reviews rv where rv.product_id = v.product_id
			) r on true
			where v.id in ${ids}`,
	);
	return new Map(
		rows.map((row) => {
			const { images, picture } = picturesOf(row);
			const line: VariantLineRow = {
				variantId: Number(row.variant_id),
				productId: Number(row.product_id),
				name: row.name,
				slug: row.slug,
				category: row.category,
				brand: row.brand,
				size: row.size,
				color: row.color,
				price: Number(row.price),
				mrp: Number(row.mrp),
				stock: Number(row.stock),
				active: Boolean(row.active),
				images,
				picture,
				rating: { average: Number(row.rating_average ?? 0), count: Number(row.rating_count ?? 0) },
				...scopeOf(row),
			};
			return [line.variantId, line];
		}),
	);
}

/** A variant as an order copies it: the lines read model without its pictures list, stock and ratings. */
export type OrderLineRow = Pick<
	VariantLineRow,
	| "variantId"
	| "productId"
	| "name"
	| "brand"
	| "size"
	| "color"
	| "price"
	| "mrp"
	| "active"
	| "picture"
	| "categoryId"
	| "subcategoryId"
	| "brandId"
>;

const scopeOf = (row: Pick<RawLine, "category_id" | "subcategory_id" | "brand_id">) => ({
	categoryId: Number(row.category_id),
	subcategoryId: row.subcategory_id === null || row.subcategory_id === undefined ? null : Number(row.subcategory_id),
	brandId: Number(row.brand_id),
});

/**
 * The order lines of these variants as one JSON expression (an array), for a
 * statement that reads them with other things (placing an order): what
 * findVariantLines answers that an order needs, without the pictures list
 * and the product's ratings it would not use.
 */
export function orderLinesSql(variantIds: readonly number[]): SQL {
	const ids = [...new Set(variantIds)];
	if (ids.length === 0) return sql`'[]'::json`;
	return sql`(select coalesce(json_agg(json_build_object(
			'variant_id', v.id, 'product_id', v.product_id, 'name', p.name, 'brand', b.name, 'size', v.size,
			'color', v.color, 'price', v.price, 'mrp', v.mrp, 'category_id', p.category_id,
			'subcategory_id', p.subcategory_id, 'brand_id', p.brand_id, 'active', v.active and p.active and (p.publish_at is null or p.publish_at <= now()),
			'siblings', ${siblingPicturesSql(sql`v.product_id`, sql`v.id`, false)})), '[]'::json)
		from variants v
		join products p on p.id = v.product_id
		join brands b on b.id = p.brand_id
		where v.id = any(${intArray(ids)}))`;
}

/** The lines orderLinesSql read (JSON text on PGlite, parsed on node-postgres), by variant id. */
export function orderLinesFrom(raw: unknown): Map<number, OrderLineRow> {
	const rows = (typeof raw === "string" ? JSON.parse(raw) : (raw ?? [])) as RawLine[];
	return new Map(
		rows.map((row) => [
			Number(row.variant_id),
			{
				variantId: Number(row.variant_id),
				productId: Number(row.product_id),
				name: row.name,
				brand: row.brand,
				size: row.size,
				color: row.color,
				price: Number(row.price),
				mrp: Number(row.mrp),
				active: Boolean(row.active),
				picture: picturesOf(row).picture,
				...scopeOf(row),
			},
		]),
	);
}

/** The names of a promo's scope (the console's list says "Toys · LEGO"), in the order: categories, subcategories, products, brands. */
export async function scopeNames(
	db: Db,
	scope: { categoryIds: number[]; subcategoryIds: number[]; productIds: number[]; brandIds: number[] },
): Promise<{ kind: "category" | "subcategory" | "product" | "brand"; id: number; name: string }[]> {
	const all = [...scope.categoryIds, ...scope.subcategoryIds, ...scope.productIds, ...scope.brandIds];
	if (all.length === 0) return [];
	const rows = await queryRows<{ kind: "category" | "subcategory" | "product" | "brand"; id: number; name: string }>(
		db,
		sql`select 'category' as kind, id, name from categories where id = any(${intArray(scope.categoryIds)})
			union all select 'subcategory', s.id, c.name || ' › ' || s.name from subcategories s
				join categories c on c.id = s.category_id where s.id = any(${intArray(scope.subcategoryIds)})
			union all select 'product', id, name from products where id = any(${intArray(scope.productIds)})
			union all select 'brand', id, name from brands where id = any(${intArray(scope.brandIds)})`,
	);
	const rank = { category: 0, subcategory: 1, product: 2, brand: 3 } as const;
	return rows
		.map((row) => ({ kind: row.kind, id: Number(row.id), name: row.name }))
		.sort((a, b) => rank[a.kind] - rank[b.kind] || a.name.localeCompare(b.name));
}
