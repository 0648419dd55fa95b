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
	/** the variant's own pictures (base paths), in display order */
	images: { path: string; alt: string }[];
	/** the base path of the variant's first picture, or of its product's when it has none (what an order copies) */
	picture: string | null;
	/** the product's average rating (one decimal) and review count */
	rating: { average: number; count: number };
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
	images: { path: string; alt: string }[] | string | null;
	picture: string | null;
	rating_average: number | null;
	rating_count: number | null;
}

/** The lines of these variants, by variant id; an unknown id is simply absent. */
export async function findVariantLines(db: Db, variantIds: readonly number[]): Promise<Map<number, VariantLineRow>> {
	const ids = [...new Set(variantIds)];
	if (ids.length === 0) return new Map();
	const rows = await queryRows<RawLine>(
		db,
		sql`select v.id as variant_id, v.product_id, p.name, p.slug, c.name as category, b.name as brand,
				v.size, v.color, v.price, v.mrp, v.stock, (v.active and p.active) as active,
				(select json_agg(json_build_object('path', pi.path, 'alt', pi.alt) order by pi.position, pi.id)
					from product_images pi where pi.variant_id = v.id) as images,
				coalesce(
					(select pi.path from product_images pi where pi.variant_id = v.id order by pi.position, pi.id limit 1),
					(select pi.path from variants v2 join product_images pi on pi.variant_id = v2.id
						where v2.product_id = v.product_id order by v2.position, v2.id, pi.position, pi.id limit 1)
				) as picture,
				r.average as rating_average, r.count as rating_count
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
			const images = typeof row.images === "string" ? JSON.parse(row.images) : (row.images ?? []);
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
				picture: row.picture,
				rating: { average: Number(row.rating_average ?? 0), count: Number(row.rating_count ?? 0) },
			};
			return [line.variantId, line];
		}),
	);
}

/** A variant as an order copies it: the lines read model without its pictures list, stock and ratings. */
export type OrderLineRow = Pick<
	VariantLineRow,
	"variantId" | "productId" | "name" | "brand" | "size" | "color" | "price" | "mrp" | "active" | "picture"
>;

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
			'color', v.color, 'price', v.price, 'mrp', v.mrp, 'active', v.active and p.active,
			'picture', coalesce(
				(select pi.path from product_images pi where pi.variant_id = v.id order by pi.position, pi.id limit 1),
				(select pi.path from variants v2 join product_images pi on pi.variant_id = v2.id
					where v2.product_id = v.product_id order by v2.position, v2.id, pi.position, pi.id limit 1)
			))), '[]'::json)
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
				picture: row.picture,
			},
		]),
	);
}
