import { asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
	banners,
	brands,
	categories,
	contactMessages,
	newsletterSubscribers,
	subcategories,
	superSubcategories,
} from "../../db/schema/index.ts";
import { catalogueChanged, catalogueTags } from "../../lib/catalogue-changes.ts";

/* banners ---------------------------------------------------------------- */

export type BannerRow = typeof banners.$inferSelect;

/** Banners in display order; only active ones unless `all`. */
export async function listBanners(db: Db, { all = false }: { all?: boolean } = {}): Promise<BannerRow[]> {
	return db
		.select()
		.from(banners)
		.where(all ? undefined : eq(banners.status, 1))
		.orderBy(asc(banners.position), asc(banners.id));
}

export type BannerValues = Omit<typeof banners.$inferInsert, "id" | "createdAt">;

export async function insertBanner(db: Db, values: BannerValues): Promise<BannerRow> {
	const [row] = await db.insert(banners).values(values).returning();
	if (!row) throw new Error("banner not inserted");
	catalogueChanged(db, [catalogueTags.banners]);
	return row;
}

export async function updateBanner(db: Db, id: number, values: Partial<BannerValues>): Promise<BannerRow | undefined> {
	const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
	if (row) catalogueChanged(db, [catalogueTags.banners]);
	return row;
}

export async function deleteBanner(db: Db, id: number): Promise<boolean> {
	const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
	if (rows.length > 0) catalogueChanged(db, [catalogueTags.banners]);
	return rows.length > 0;
}

/* subcategories and super-subcategories ---------------------------------- */

/** True when a category of that name (any case) or numeric id exists. */
export async function categoryExists(db: Db, nameOrId: string): Promise<boolean> {
	const byId = /^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : -1;
	const rows = await db
		.select({ id: categories.id })
		.from(categories)
		.where(or(sql`lower(${categories.name}) = lower(${nameOrId})`, eq(categories.id, byId)))
		.limit(1);
	return rows.length > 0;
}

export interface SubcategoryRow {
	id: number;
	name: string;
	status: number;
	image: string | null;
	categoryId: number;
	categoryName: string;
}

/** Subcategories with their category's name, as SubcategoryRow. */
function selectSubcategories(db: Db) {
	return db
		.select({
			id: subcategories.id,
			name: subcategories.name,
			status: subcategories.status,
			image: subcategories.image,
			categoryId: categories.id,
			categoryName: categories.name,
		})
		.from(subcategories)
		.innerJoin(categories, eq(categories.id, subcategories.categoryId));
}

/** Every subcategory with its category's name, in the category bar's order. */
export async function listSubcategories(db: Db): Promise<SubcategoryRow[]> {
	return selectSubcategories(db).orderBy(
		asc(categories.position),
		asc(categories.id),
		asc(subcategories.position),
		asc(subcategories.id),
	);
}

export async function setSubcategoryStatus(db: Db, id: number, status: number): Promise<SubcategoryRow | undefined> {
	const [updated] = await db
		.update(subcategories)
		.set({ status })
		.where(eq(subcategories.id, id))
		.returning({ id: subcategories.id });
	if (!updated) return undefined;
	catalogueChanged(db, [catalogueTags.taxonomy]);
	const rows = await selectSubcategories(db).where(eq(subcategories.id, id));
	return rows[0];
}

export interface SuperSubcategoryRow {
	id: number;
	name: string;
	status: number;
	image: string | null;
	linkCategory: string | null;
	linkSubcategory: string | null;
	subcategoryId: number;
	subcategoryName: string;
	categoryName: string;
}

export async function listSuperSubcategories(db: Db): Promise<SuperSubcategoryRow[]> {
	return db
		.select({
			id: superSubcategories.id,
			name: superSubcategories.name,
			status: superSubcategories.status,
			image: superSubcategories.image,
			linkCategory: superSubcategories.linkCategory,
			linkSubcategory: superSubcategories.linkSubcategory,
			subcategoryId: subcategories.id,
			subcategoryName: subcategories.name,
			categoryName: categories.name,
		})
		.from(superSubcategories)
		.innerJoin(subcategories, eq(subcategories.id, superSubcategories.subcategoryId))
		.innerJoin(categories, eq(categories.id, subcategories.categoryId))
		.orderBy(asc(superSubcategories.id));
}

/* brands ----------------------------------------------------------------- */

export type BrandRow = Pick<typeof brands.$inferSelect, "id" | "name" | "status" | "image">;

/** Brands by name; only active ones unless `all`. */
export async function listBrands(db: Db, { all = false }: { all?: boolean } = {}): Promise<BrandRow[]> {
	return db
		.select({ id: brands.id, name: brands.name, status: brands.status, image: brands.image })
		.from(brands)
		.where(all ? undefined : eq(brands.status, 1))
		.orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
}

export async function setBrandStatus(db: Db, id: number, status: number): Promise<BrandRow | undefined> {
	const [row] = await db
		.update(brands)
		.set({ status })
		.where(eq(brands.id, id))
		.returning({ id: brands.id, name: brands.name, status: brands.status, image: brands.image });
	if (row) catalogueChanged(db, [catalogueTags.taxonomy]);
	return row;
}

/* newsletter ------------------------------------------------------------- */

/** Adds the (already lower-cased) address; false when it was on the list before. */
export async function addSubscriber(db: Db, email: string): Promise<boolean> {
	const rows = await db
		.insert(newsletterSubscribers)
		.values({ email })
		.onConflictDoNothing()
		.returning({ id: newsletterSubscribers.id });
	return rows.length > 0;
}

export async function listSubscribers(db: Db, page: number, pageSize: number) {
	const rows = await db
		.select({
			id: newsletterSubscribers.id,
			email: newsletterSubscribers.email,
			createdAt: newsletterSubscribers.createdAt,
		})
		.from(newsletterSubscribers)
		.orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
		.limit(pageSize)
		.offset((page - 1) * pageSize);
	const [total] = await db.select({ n: count() }).from(newsletterSubscribers);
	return { rows, total: total?.n ?? 0 };
}

/* contact messages ------------------------------------------------------- */

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
	db: Db,
	values: { name: string; email: string; message: string; requesterIp: string | null },
): Promise<number> {
	const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
	if (!row) throw new Error("contact message not inserted");
	return row.id;
}

export async function listContactMessages(
	db: Db,
	{ unreadOnly, page, pageSize }: { unreadOnly: boolean; page: number; pageSize: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
	const where = unreadOnly ? isNull(contactMessages.readAt) : undefined;
	const rows = await db
		.select()
		.from(contactMessages)
		.where(where)
		.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
		.limit(pageSize)
		.offset((page - 1) * pageSize);
	const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
	return { rows, total: total?.n ?? 0 };
}

export async function setContactMessageRead(db: Db, id: number, read: boolean): Promise<ContactMessageRow | undefined> {
	const [row] = await db
		.update(contactMessages)
		.set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
		.where(eq(contactMessages.id, id))
		.returning();
	return row;
}
