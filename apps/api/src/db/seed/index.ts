import { randomBytes } from "node:crypto";
import { slugify } from "@pitara/shared";
import { count, inArray, sql } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords.ts";
import { type Db, queryRows } from "../client.ts";
import {
	addresses,
	banners,
	brands,
	categories,
	giftCards,
	productImages,
	products,
	promoCodes,
	reviews,
	subcategories,
	superSubcategories,
	users,
	variants,
} from "../schema/index.ts";
import {
	BRANDS,
	CATALOGUE,
	type CategorySpec,
	type LineSpec,
	SPORTS_TILES,
	SPORTS_TILES_PARENT,
	type SubcategorySpec,
} from "./catalogue.ts";
import { BANNERS, DEMO_ADMIN, DEMO_CUSTOMER, GIFT_CARDS, PROMO_CODES, REVIEW_TEXTS, REVIEWERS } from "./content.ts";
import { bannerSvg, bookSvg, brandSvg, productSvg } from "./draw.ts";
import { CATEGORY_HI, hindiProductName, hindiShortDescription, SUBCATEGORY_HI } from "./hindi.ts";
import { MediaLibrary, type MediaStats } from "./media.ts";
import { bookCover, type ImageRequest, type PlannedProduct, planProduct } from "./products.ts";
import { chance, pick, randomInt, rngFor, sample, weighted } from "./random.ts";

export { type ImageKind, imageWidthsFor, mediaFile } from "./media.ts";

/** How many products the demo shop has. */
export const DEMO_PRODUCT_COUNT = 360;

export interface SeedOptions {
	/** where generated images are written (MEDIA_DIR) */
	mediaDir: string;
	/** how many products to make; the demo shop has a few hundred */
	products?: number;
	log?: (message: string) => void;
}

export interface SeedSummary {
	/** products written by this run */
	products: number;
	/** variants written by this run */
	variants: number;
	/** product_images rows written by this run */
	productImages: number;
	reviews: number;
	/** products in the shop afterwards */
	totalProducts: number;
	media: MediaStats;
	/** milliseconds spent on each step */
	timings: Record<string, number>;
}

const PRODUCT_CHUNK = 500;
const VARIANT_CHUNK = 500;
const IMAGE_CHUNK = 1500;

/**
 * Loads the demo shop into an empty, migrated database: the category tree,
 * brands, products with variants and generated pictures, banners, gift
 * cards, a promo code, a demo customer, an admin and reviews. `db` may be a
 * transaction. Every run makes the same shop.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
	const log = options.log ?? (() => {});
	const media = new MediaLibrary(options.mediaDir);
	const timings: Record<string, number> = {};
	const time = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
		const started = Date.now();
		const result = await work();
		timings[step] = Date.now() - started;
		return result;
	};
	try {
		const now = Date.now();
		const structure = await time("categories and brands", () => ensureStructure(db, media));
		await time("banners and offers", () => seedBannersAndOffers(db, media));
		const reviewerIds = await time("people", () => seedPeople(db));
		const written = await time("products", () =>
			writeProducts(
				db,
				structure,
				media,
				range(0, options.products ?? DEMO_PRODUCT_COUNT),
				now,
				reviewerIds,
				new Map(),
			),
		);
		log(`demo rows written: ${written.products} products, ${written.variants} variants; finishing images`);
		const mediaStats = await time("images (waiting)", () => media.finish());
		return { ...written, totalProducts: written.products, media: mediaStats, timings };
	} catch (error) {
		await media.abandon();
		throw error;
	}
}

export interface TopUpOptions {
	mediaDir: string;
	/** the number of products the shop should have afterwards */
	total: number;
	log?: (message: string) => void;
}

/**
 * Adds demo products until the shop holds `total` of them (the benchmark
 * catalogue: `npm run seed -- --products 10000`). Reuses the categories,
 * subcategories and brands already there, creating any that are missing.
 */
export async function topUpProducts(db: Db, options: TopUpOptions): Promise<SeedSummary> {
	const media = new MediaLibrary(options.mediaDir);
	const timings: Record<string, number> = {};
	try {
		const started = Date.now();
		const [existing] = await db.select({ n: count() }).from(products);
		const have = existing?.n ?? 0;
		const empty: Omit<SeedSummary, "media" | "timings" | "totalProducts"> = {
			products: 0,
			variants: 0,
			productImages: 0,
			reviews: 0,
		};
		if (have >= options.total) {
			return { ...empty, totalProducts: have, media: await media.finish(), timings };
		}
		const structure = await ensureStructure(db, media);
		// continue numbering after the highest demo product, so SKUs stay unique
		const [serialRow] = await queryRows<{ max: number | null }>(
			db,
			sql`select max(substring(${variants.sku} from '^PIT-[A-Z]+-([0-9]+)-')::int) as max from ${variants}`,
		);
		const firstSerial = Math.max(have, (serialRow?.max ?? -1) + 1);
		const slugs = new Map<number, Set<string>>();
		for (const row of await db.select({ categoryId: products.categoryId, slug: products.slug }).from(products)) {
			const set = slugs.get(row.categoryId) ?? new Set<string>();
			set.add(row.slug);
			slugs.set(row.categoryId, set);
		}
		const reviewerRows = await db
			.select({ id: users.id })
			.from(users)
			.where(
				inArray(
					users.email,
					REVIEWERS.map((r) => r.email),
				),
			);
		timings.prepare = Date.now() - started;
		const productsStarted = Date.now();
		const written = await writeProducts(
			db,
			structure,
			media,
			range(firstSerial, firstSerial + options.total - have),
			Date.now(),
			reviewerRows.map((r) => r.id),
			slugs,
			options.log,
		);
		timings.products = Date.now() - productsStarted;
		const imagesStarted = Date.now();
		const mediaStats = await media.finish();
		timings["images (waiting)"] = Date.now() - imagesStarted;
		return { ...written, totalProducts: have + written.products, media: mediaStats, timings };
	} catch (error) {
		await media.abandon();
		throw error;
	}
}

function range(from: number, to: number): number[] {
	return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
	return out;
}

/* pictures --------------------------------------------------------------- */

function imagePath(media: MediaLibrary, request: ImageRequest): string {
	if (request.kind === "book") {
		const { cover, view } = request;
		return media.image("product", `book-${slugify(cover.title)}-${view}`, () => bookSvg(cover, view));
	}
	const { art, colour, view } = request;
	return media.image("product", `${art}-${slugify(colour)}-${view}`, () => productSvg(art, colour, view));
}

/** The picture on a subcategory's home-page tile: its first product kind, front view. */
function lineImage(media: MediaLibrary, line: LineSpec): string {
	const first = line.names?.[0];
	if (line.book)
		return imagePath(media, {
			kind: "book",
			cover: bookCover(typeof first === "string" ? first : "Pitara"),
			view: "front",
		});
	const art = typeof first === "object" && first !== null ? first[1] : line.art[0];
	if (!art) throw new Error("a line needs a drawing");
	return imagePath(media, { kind: "art", art, colour: line.colours[0] ?? "Multicolour", view: "front" });
}

/* the category tree and brands ------------------------------------------- */

interface Structure {
	categoryIds: Map<CategorySpec, number>;
	subcategoryIds: Map<SubcategorySpec, number>;
	brandIds: Map<string, number>;
}

/**
 * Makes sure every category, subcategory, Sports tile and brand of the
 * catalogue exists (inserting only what is missing) and answers their ids.
 */
async function ensureStructure(db: Db, media: MediaLibrary): Promise<Structure> {
	const categoryIds = new Map<CategorySpec, number>();
	const subcategoryIds = new Map<SubcategorySpec, number>();
	const brandIds = new Map<string, number>();

	const existingCategories = new Map(
		(await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [r.slug, r.id]),
	);
	const missingCategories = CATALOGUE.filter((c) => !existingCategories.has(c.slug));
	if (missingCategories.length > 0) {
		const rows = await db
			.insert(categories)
			.values(
				missingCategories.map((c) => ({
					name: c.name,
					nameHi: CATEGORY_HI[c.name] ?? null,
					slug: c.slug,
					status: 1,
					position: CATALOGUE.indexOf(c),
					image: lineImage(media, (c.subcategories[0] as SubcategorySpec).line),
				})),
			)
			.returning({ id: categories.id, slug: categories.slug });
		for (const row of rows) existingCategories.set(row.slug, row.id);
	}
	for (const c of CATALOGUE) categoryIds.set(c, existingCategories.get(c.slug) as number);

	const existingSubs = new Map(
		(
			await db
				.select({ id: subcategories.id, categoryId: subcategories.categoryId, name: subcategories.name })
				.from(subcategories)
		).map((r) => [`${r.categoryId}/${r.name.toLowerCase()}`, r.id]),
	);
	const subKey = (c: CategorySpec, s: SubcategorySpec) => `${categoryIds.get(c)}/${s.name.toLowerCase()}`;
	const missingSubs = CATALOGUE.flatMap((c) =>
		c.subcategories.filter((s) => !existingSubs.has(subKey(c, s))).map((s) => ({ c, s })),
	);
	if (missingSubs.length > 0) {
		const rows = await db
			.insert(subcategories)
			.values(
				missingSubs.map(({ c, s }) => ({
					categoryId: categoryIds.get(c) as number,
					name: s.name,
					nameHi: SUBCATEGORY_HI[s.name] ?? null,
					slug: slugify(s.name),
					status: s.status ?? 1,
					position: c.subcategories.indexOf(s),
					image: lineImage(media, s.line),
				})),
			)
			.returning({ id: subcategories.id, categoryId: subcategories.categoryId, name: subcategories.name });
		for (const row of rows) existingSubs.set(`${row.categoryId}/${row.name.toLowerCase()}`, row.id);
	}
	for (const c of CATALOGUE)
		for (const s of c.subcategories) subcategoryIds.set(s, existingSubs.get(subKey(c, s)) as number);

	// the Toys > Sports & Games tiles lead to the Sports subcategories of the same name
	const toys = CATALOGUE.find((c) => c.name === SPORTS_TILES_PARENT.category);
	const parent = toys?.subcategories.find((s) => s.name === SPORTS_TILES_PARENT.subcategory);
	const sports = CATALOGUE.find((c) => c.name === SPORTS_TILES_PARENT.linkCategory);
	if (parent && sports) {
		const parentId = subcategoryIds.get(parent) as number;
		const have = new Set(
			(await db.select({ name: superSubcategories.name }).from(superSubcategories)).map((r) => r.name.toLowerCase()),
		);
		const tiles = SPORTS_TILES.filter((name) => !have.has(name.toLowerCase()));
		if (tiles.length > 0) {
			await db.insert(superSubcategories).values(
				tiles.map((name) => {
					const target = sports.subcategories.find((s) => s.name === name);
					if (!target) throw new Error(`no Sports subcategory ${name}`);
					return {
						subcategoryId: parentId,
						name,
						status: 1,
						image: lineImage(media, target.line),
						linkCategory: sports.name,
						linkSubcategory: name,
					};
				}),
			);
		}
	}

	const existingBrands = new Map(
		(await db.select({ id: brands.id, name: brands.name }).from(brands)).map((r) => [r.name.toLowerCase(), r.id]),
	);
	const missingBrands = BRANDS.filter((b) => !existingBrands.has(b.name.toLowerCase()));
	if (missingBrands.length > 0) {
		const rows = await db
			.insert(brands)
			.values(
				missingBrands.map((b) => ({
					name: b.name,
					slug: slugify(b.name),
					status: 1,
					image: media.image("brand", slugify(b.name), () => brandSvg(b.name, b.colour)),
				})),
			)
			.returning({ id: brands.id, name: brands.name });
		for (const row of rows) existingBrands.set(row.name.toLowerCase(), row.id);
	}
	for (const b of BRANDS) brandIds.set(b.name, existingBrands.get(b.name.toLowerCase()) as number);

	return { categoryIds, subcategoryIds, brandIds };
}

/* banners, gift cards, promo codes --------------------------------------- */

async function seedBannersAndOffers(db: Db, media: MediaLibrary): Promise<void> {
	await db.insert(banners).values(
		BANNERS.map((b, i) => ({
			title: b.name,
			placement: b.placement,
			image: media.image("banner", `${b.picture}-${i + 1}`, () => bannerSvg(b.art)),
			status: b.status,
			category: b.category,
			subCategory: b.subCategory,
			mediaType: "image",
			offers: b.art.offer,
			alt: b.alt,
			altHi: b.altHi ?? null,
			position: b.position,
		})),
	);
	await db.insert(giftCards).values(GIFT_CARDS.map((g) => ({ ...g, active: true })));
	await db.insert(promoCodes).values(PROMO_CODES.map((p) => ({ ...p, active: true })));
}

/* people ----------------------------------------------------------------- */

/** The demo customer, an admin and the reviewers; answers the reviewers' ids. */
async function seedPeople(db: Db): Promise<number[]> {
	// the admin and the reviewers get random passwords nobody knows (an admin
	// sets a real one with `npm run create-admin`); the reviewers are not meant
	// to sign in, so one such hash serves them all and saves scrypt time
	const [customerHash, adminHash, reviewerHash] = await Promise.all([
		hashPassword(DEMO_CUSTOMER.password),
		hashPassword(randomBytes(18).toString("base64url")),
		hashPassword(randomBytes(18).toString("base64url")),
	]);
	const [customer] = await db
		.insert(users)
		.values({
			fullName: DEMO_CUSTOMER.fullName,
			email: DEMO_CUSTOMER.email,
			phone: DEMO_CUSTOMER.phone,
			passwordHash: customerHash as string,
			gender: DEMO_CUSTOMER.gender,
			dob: DEMO_CUSTOMER.dob,
			role: "customer",
		})
		.returning({ id: users.id });
	if (!customer) throw new Error("the demo customer was not created");
	await db.insert(addresses).values({ ...DEMO_CUSTOMER.address, userId: customer.id, isDefault: true });
	await db.insert(users).values({
		fullName: DEMO_ADMIN.fullName,
		email: DEMO_ADMIN.email,
		phone: DEMO_ADMIN.phone,
		passwordHash: adminHash as string,
		role: "admin",
	});
	const reviewers = await db
		.insert(users)
		.values(
			REVIEWERS.map((r) => ({
				fullName: r.fullName,
				email: r.email,
				phone: r.phone,
				gender: r.gender,
				passwordHash: reviewerHash as string,
				role: "customer" as const,
			})),
		)
		.returning({ id: users.id });
	return reviewers.map((r) => r.id);
}

/* products --------------------------------------------------------------- */

interface Written {
	products: number;
	variants: number;
	productImages: number;
	reviews: number;
}

/**
 * Plans and inserts the products numbered `serials`, PRODUCT_CHUNK at a
 * time: products, then their variants, then the variants' images, each as
 * multi-row inserts. Slugs are made unique within each category.
 */
async function writeProducts(
	db: Db,
	structure: Structure,
	media: MediaLibrary,
	serials: readonly number[],
	now: number,
	reviewerIds: readonly number[],
	slugs: Map<number, Set<string>>,
	log?: (message: string) => void,
): Promise<Written> {
	const written: Written = { products: 0, variants: 0, productImages: 0, reviews: 0 };
	const uniqueSlug = (categoryId: number, name: string): string => {
		const set = slugs.get(categoryId) ?? new Set<string>();
		slugs.set(categoryId, set);
		const base = slugify(name) || "product";
		let slug = base;
		for (let n = 2; set.has(slug); n++) slug = `${base}-${n}`;
		set.add(slug);
		return slug;
	};

	let lastLog = Date.now();
	for (const batch of chunks(serials, PRODUCT_CHUNK)) {
		const plans = batch.map((serial) => planProduct(serial, now));
		const rows = plans.map((plan) => {
			const categoryId = structure.categoryIds.get(plan.category) as number;
			const nameHi = hindiProductName(plan.name);
			return {
				name: plan.name,
				nameHi,
				shortDescriptionHi: nameHi ? hindiShortDescription(plan.category.name) : null,
				slug: uniqueSlug(categoryId, plan.name),
				brandId: structure.brandIds.get(plan.brand) as number,
				categoryId,
				subcategoryId: structure.subcategoryIds.get(plan.subcategory) as number,
				featured: plan.featured,
				ageGroups: plan.ageGroups,
				searchKeywords: plan.searchKeywords,
				createdAt: plan.createdAt,
				updatedAt: plan.createdAt,
			};
		});
		const inserted = await db
			.insert(products)
			.values(rows)
			.returning({ id: products.id, categoryId: products.categoryId, slug: products.slug });
		const productIds = new Map(inserted.map((r) => [`${r.categoryId}/${r.slug}`, r.id]));
		const planIds = plans.map((_, i) => {
			const row = rows[i] as (typeof rows)[number];
			return productIds.get(`${row.categoryId}/${row.slug}`) as number;
		});

		const variantRows = plans.flatMap((plan, i) =>
			plan.variants.map((v) => ({
				productId: planIds[i] as number,
				size: v.size,
				color: v.color,
				price: v.price,
				mrp: v.mrp,
				stock: v.stock,
				sku: v.sku,
				descriptionHtml: v.descriptionHtml,
				specificationsHtml: v.specificationsHtml,
				position: v.position,
				createdAt: plan.createdAt,
				updatedAt: plan.createdAt,
			})),
		);
		const variantIds = new Map<string, number>();
		for (const part of chunks(variantRows, VARIANT_CHUNK)) {
			for (const row of await db.insert(variants).values(part).returning({ id: variants.id, sku: variants.sku })) {
				variantIds.set(row.sku, row.id);
			}
		}

		const imageRows = plans.flatMap((plan) =>
			plan.variants.flatMap((v) =>
				v.images.map((image, position) => ({
					variantId: variantIds.get(v.sku) as number,
					path: imagePath(media, image.request),
					alt: image.alt,
					position,
				})),
			),
		);
		for (const part of chunks(imageRows, IMAGE_CHUNK)) await db.insert(productImages).values(part);

		const reviewRows = planReviews(plans, planIds, reviewerIds, now);
		for (const part of chunks(reviewRows, IMAGE_CHUNK)) await db.insert(reviews).values(part);

		written.products += plans.length;
		written.variants += variantRows.length;
		written.productImages += imageRows.length;
		written.reviews += reviewRows.length;
		if (log && Date.now() - lastLog > 2000) {
			log(`  ${written.products} of ${serials.length} products written`);
			lastLog = Date.now();
		}
	}
	return written;
}

const REVIEW_CATEGORY_FALLBACK = "toys";

/**
 * About a third of products get one to four reviews from different reviewers.
 * About three in four are marked as by a verified buyer: the demo reviewers
 * are taken to have bought what they review (their orders are not part of the
 * demo shop); the shop's own rule marks real reviews from delivered orders.
 */
function planReviews(
	plans: readonly PlannedProduct[],
	productIds: readonly number[],
	reviewerIds: readonly number[],
	now: number,
): (typeof reviews.$inferInsert)[] {
	if (reviewerIds.length === 0) return [];
	const rows: (typeof reviews.$inferInsert)[] = [];
	plans.forEach((plan, i) => {
		const rng = rngFor("pitara-reviews", plan.serial);
		if (!chance(rng, 0.35)) return;
		const texts = REVIEW_TEXTS[plan.category.slug] ?? REVIEW_TEXTS[REVIEW_CATEGORY_FALLBACK];
		if (!texts) return;
		const authors = sample(rng, reviewerIds, randomInt(rng, 1, Math.min(4, reviewerIds.length)));
		// a stream of its own, so that the reviews themselves stay what they were
		const bought = rngFor("pitara-verified-buyers", plan.serial);
		for (const userId of authors) {
			const rating = weighted(rng, [
				[5, 45],
				[4, 35],
				[3, 20],
			] as const);
			const created = plan.createdAt.getTime() + rng() * Math.max(0, now - plan.createdAt.getTime());
			rows.push({
				productId: productIds[i] as number,
				userId,
				rating,
				comment: pick(rng, texts[rating]),
				verifiedBuyer: chance(bought, 0.75),
				createdAt: new Date(created),
				updatedAt: new Date(created),
			});
		}
	});
	return rows;
}
