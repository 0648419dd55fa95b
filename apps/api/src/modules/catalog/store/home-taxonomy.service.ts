import type { Brand, CatalogueLang, HomeSubcategory, SuperSubcategory } from "@pitara/shared";
import { errorsMessages } from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import type { CatalogueCache } from "../../../lib/catalogue-cache.ts";
import { catalogueTags } from "../../../lib/catalogue-changes.ts";
import { notFound } from "../../../lib/errors.ts";
import { imageUrl } from "../../../lib/media.ts";
import {
	type BrandRow,
	categoryNamedOrNumbered,
	listBrands,
	listSubcategories,
	listSuperSubcategories,
	type SubcategoryRow,
	type SuperSubcategoryRow,
} from "./home-taxonomy.repository.ts";

/**
 * The taxonomy as the home page and the category bar read it (SPEC.md §7's
 * subcategory, super-subcategory and brand calls). Each table is small and
 * read on every home visit, so each is kept whole in the catalogue cache
 * (until a write to the taxonomy says it changed) and filtered or shuffled
 * per request.
 */
const KEYS = {
	subcategories: "catalog:home-subcategories",
	superSubcategories: "catalog:home-super-subcategories",
	brands: "catalog:home-brands",
} as const;

interface Deps {
	db: Db;
	cache: CatalogueCache;
}

function toHomeSubcategory(row: SubcategoryRow): HomeSubcategory {
	const url = imageUrl(row.image);
	return {
		sub_category_id: row.id,
		name: row.name,
		status: row.status,
		image: url ? [{ image_url: url }] : [],
		category_name: row.categoryName,
	};
}

/** A subcategory as kept in the cache: the answer's fields, and its category's id and Hindi name to answer from. */
type KeptSubcategory = HomeSubcategory & { category_id: number; name_hi: string | null };

/** Every subcategory, with its category's id to match a numeric category by, cached whole. */
function allSubcategories(deps: Deps): Promise<KeptSubcategory[]> {
	return deps.cache.rememberList(KEYS.subcategories, catalogueTags.taxonomy, async () =>
		(await listSubcategories(deps.db)).map((row) => ({
			...toHomeSubcategory(row),
			category_id: row.categoryId,
			name_hi: row.nameHi,
		})),
	);
}

/**
 * A kept subcategory as answered: in English exactly what it always was; in Hindi (decision 061) with `label`, its
 * Hindi name where the shop wrote one, else the English (`name` stays the English a link carries).
 */
function answeredSubcategory(
	{ category_id: _, name_hi: nameHi, ...sub }: KeptSubcategory,
	lang: CatalogueLang,
): HomeSubcategory {
	if (lang !== "hi") return sub;
	const { sub_category_id, name, ...rest } = sub;
	return { sub_category_id, name, label: nameHi || name, ...rest };
}

function toSuperSubcategory(row: SuperSubcategoryRow): SuperSubcategory & { parent_id: number; parent_name: string } {
	return {
		id: row.id,
		name: row.name,
		status: row.status,
		image: imageUrl(row.image),
		link_category: row.linkCategory || row.categoryName,
		link_subcategory: row.linkSubcategory || (row.linkCategory ? row.name : row.subcategoryName),
		parent_id: row.subcategoryId,
		parent_name: row.subcategoryName,
	};
}

function toBrand(row: BrandRow): Brand {
	return { brand_id: row.id, name: row.name, status: row.status, image: imageUrl(row.image) };
}

/** Fisher–Yates on a copy. */
function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[out[i], out[j]] = [out[j] as T, out[i] as T];
	}
	return out;
}

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

/** The subcategories of a category named (case-insensitively) or numbered by `categoryId`, in Hindi with `label`. */
export async function subcategoriesOf(
	deps: Deps,
	categoryId: string | number,
	lang: CatalogueLang = "en",
): Promise<HomeSubcategory[]> {
	const { db } = deps;
	const all = await allSubcategories(deps);
	const wanted = String(categoryId).trim();
	let matches = all.filter((sub) => same(sub.category_name, wanted));
	if (matches.length === 0 && /^\d+$/.test(wanted)) matches = all.filter((sub) => sub.category_id === Number(wanted));
	if (matches.length === 0) {
		// a category without subcategories is a real, empty answer; an unknown one is not
		const known = await categoryNamedOrNumbered(db, wanted);
		if (!known) throw notFound(errorsMessages.categoryNotFound, "CATEGORY_NOT_FOUND");
	}
	return matches.map((sub) => answeredSubcategory(sub, lang));
}

/**
 * The Hindi name a super-subcategory's tile shows (decision 061). Super-subcategories have no Hindi name column of
 * their own: a tile named as the subcategory it leads to (Toys › Sports & Games › Football → Sports › Football) is
 * that subcategory, so it shows that subcategory's Hindi name; any other tile shows its English name.
 */
function superSubcategoryLabel(entry: SuperSubcategory, subs: readonly KeptSubcategory[]): string {
	if (!same(entry.name, entry.link_subcategory)) return entry.name;
	const target = subs.find((sub) => same(sub.category_name, entry.link_category) && same(sub.name, entry.name));
	return target?.name_hi || entry.name;
}

/**
 * Up to `limit` super-subcategories under a subcategory named or numbered by `subcategoryId`, in random order; in
 * Hindi each with `label`, the name to show (superSubcategoryLabel).
 */
export async function randomSuperSubcategories(
	deps: Deps,
	subcategoryId: string | number,
	limit: number,
	lang: CatalogueLang = "en",
): Promise<SuperSubcategory[]> {
	const all = await deps.cache.rememberList(KEYS.superSubcategories, catalogueTags.taxonomy, async () =>
		(await listSuperSubcategories(deps.db)).map(toSuperSubcategory),
	);
	const wanted = String(subcategoryId).trim();
	let matches = all.filter((entry) => same(entry.parent_name, wanted));
	if (matches.length === 0 && /^\d+$/.test(wanted)) matches = all.filter((entry) => entry.parent_id === Number(wanted));
	if (matches.length === 0) {
		const subs = await allSubcategories(deps);
		const known = subs.some((sub) => same(sub.name, wanted) || String(sub.sub_category_id) === wanted);
		if (!known) throw notFound(errorsMessages.subcategoryNotFound, "SUBCATEGORY_NOT_FOUND");
	}
	const chosen = shuffled(matches)
		.slice(0, limit)
		.map(({ parent_id: _, parent_name: __, ...entry }) => entry);
	if (lang !== "hi") return chosen;
	const subs = await allSubcategories(deps);
	return chosen.map(({ id, name, ...rest }) => ({
		id,
		name,
		label: superSubcategoryLabel({ id, name, ...rest }, subs),
		...rest,
	}));
}

/** Up to `limit` active brands, by name or in random order. */
export async function someBrands(deps: Deps, { random, limit }: { random: boolean; limit: number }) {
	const all = await deps.cache.rememberList(KEYS.brands, catalogueTags.taxonomy, async () =>
		(await listBrands(deps.db)).map(toBrand),
	);
	return (random ? shuffled(all) : all).slice(0, limit);
}
