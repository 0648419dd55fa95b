import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AGE_GROUPS, BANNER_IMAGE_WIDTHS, IMAGE_WIDTHS } from "@pitara/shared";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { verifyPassword } from "../../lib/passwords.ts";
import { type Database, openDatabase, queryRows } from "../client.ts";
import {
	banners,
	brands,
	categories,
	products,
	subcategories,
	superSubcategories,
	users,
	variants,
} from "../schema/index.ts";
import { CATALOGUE } from "./catalogue.ts";
import { productSvg } from "./draw.ts";
import { type SeedSummary, seedDemo, topUpProducts } from "./index.ts";
import { imageWidthsFor, MediaLibrary, mediaFile } from "./media.ts";
import { planProduct, SUBCATEGORY_COUNT } from "./products.ts";

// enough products to reach every subcategory once, and then some
const DEMO_PRODUCTS = SUBCATEGORY_COUNT + 3;
const TOP_UP_TO = DEMO_PRODUCTS + 20;

let database: Database;
let mediaDir: string;
let ownMediaDir: string | null = null;
let summary: SeedSummary;

beforeAll(async () => {
	// The global setup has already drawn the demo shop's pictures; the seed is
	// deterministic, so reusing that directory lets this file skip rendering.
	const shared = inject("mediaDir");
	if (shared) {
		mediaDir = shared;
	} else {
		ownMediaDir = await mkdtemp(path.join(os.tmpdir(), "pitara-seed-test-"));
		mediaDir = ownMediaDir;
	}
	database = await openDatabase({});
	await database.migrate();
	summary = await database.db.transaction((tx) => seedDemo(tx, { mediaDir, products: DEMO_PRODUCTS }));
});

afterAll(async () => {
	await database?.close();
	if (ownMediaDir) await rm(ownMediaDir, { recursive: true, force: true });
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe("the demo seed", () => {
	it("reports what it wrote", () => {
		expect(summary.products).toBe(DEMO_PRODUCTS);
		expect(summary.totalProducts).toBe(DEMO_PRODUCTS);
		expect(summary.variants).toBeGreaterThan(DEMO_PRODUCTS);
		expect(summary.productImages).toBeGreaterThanOrEqual(summary.variants);
	});

	it("makes the categories in order, each with products in every subcategory", async () => {
		const list = await database.db.select().from(categories).orderBy(categories.position);
		expect(list.map((c) => `${c.name}/${c.slug}`)).toEqual([
			"Girls/girls",
			"Boys/boys",
			"Infants/infants",
			"Accessories/accessories",
			"Toys/toys",
			"Sports/sports",
			"Books/books",
			"Biotique/biotique",
			"Jewelry/jewelry",
		]);
		const empty = await rows<{ name: string }>(
			sql`select s.name from subcategories s where not exists (select 1 from products p where p.subcategory_id = s.id)`,
		);
		expect(empty).toEqual([]);
		const subs = await database.db.select().from(subcategories);
		expect(subs.every((s) => s.image?.startsWith("/media/"))).toBe(true);
		expect(subs.filter((s) => s.status !== 1).length).toBeGreaterThan(0);
	});

	it("links the Toys › Sports & Games tiles to real Sports subcategories", async () => {
		const tiles = await database.db.select().from(superSubcategories);
		expect(tiles.map((t) => t.name)).toEqual([
			"Cricket",
			"Football",
			"Basketball",
			"Tennis",
			"Badminton",
			"Swimming",
			"Skating",
			"Cycling",
		]);
		for (const tile of tiles) {
			expect(tile.linkCategory).toBe("Sports");
			expect(tile.linkSubcategory).toBe(tile.name);
			expect(tile.status).toBe(1);
			const [found] = await rows<{ n: number }>(
				sql`select count(*)::int as n from products p join subcategories s on s.id = p.subcategory_id
					join categories c on c.id = p.category_id where c.name = 'Sports' and s.name = ${tile.name}`,
			);
			expect(found?.n).toBeGreaterThan(0);
		}
	});

	it("gives every variant pictures whose files exist in every width", async () => {
		const missing = await rows<{ id: number }>(
			sql`select v.id from variants v where not exists (select 1 from product_images i where i.variant_id = v.id)`,
		);
		expect(missing).toEqual([]);
		const paths = await rows<{ path: string }>(sql`select distinct path from product_images`);
		const images = [
			...paths.map((p) => ({ base: p.path, kind: "product" as const })),
			...(await database.db.select({ base: brands.image }).from(brands)).map((b) => ({
				base: b.base as string,
				kind: "brand" as const,
			})),
			...(await database.db.select({ base: banners.image }).from(banners)).map((b) => ({
				base: b.base,
				kind: "banner" as const,
			})),
		];
		for (const { base, kind } of images) {
			expect(base).toMatch(/^\/media\/[a-z]+\/[a-z0-9-]+-[0-9a-f]{10}$/);
			for (const width of imageWidthsFor(kind))
				expect(existsSync(mediaFile(mediaDir, base, width)), `${base}-${width}`).toBe(true);
		}
	});

	it("prices in paise with mrp at or above price, and stock that runs out", async () => {
		const [stats] = await rows<{
			min: number;
			max: number;
			below_mrp: number;
			at_mrp: number;
			sold_out: number;
			few: number;
			bad: number;
		}>(
			sql`select min(price)::int as min, max(price)::int as max,
				count(*) filter (where mrp > price)::int as below_mrp, count(*) filter (where mrp = price)::int as at_mrp,
				count(*) filter (where stock = 0)::int as sold_out, count(*) filter (where stock between 1 and 3)::int as few,
				count(*) filter (where mrp < price)::int as bad
				from variants`,
		);
		expect(stats?.bad).toBe(0);
		expect(stats?.min).toBeGreaterThanOrEqual(19_900);
		expect(stats?.max).toBeLessThanOrEqual(499_900);
		expect(stats?.below_mrp).toBeGreaterThan(0);
		expect(stats?.at_mrp).toBeGreaterThan(0);
		expect(stats?.sold_out).toBeGreaterThan(0);
		expect(stats?.few).toBeGreaterThan(0);
	});

	it("keeps products.min_price equal to the cheapest variant (the trigger, not the seed)", async () => {
		const wrong = await rows<{ id: number }>(
			sql`select p.id from products p where p.min_price <> (select min(v.price) from variants v where v.product_id = p.id and v.active)`,
		);
		expect(wrong).toEqual([]);
		const [zero] = await rows<{ n: number }>(sql`select count(*)::int as n from products where min_price = 0`);
		expect(zero?.n).toBe(0);
	});

	it("makes slugs unique per category and SKUs unique", async () => {
		const [dupes] = await rows<{ slugs: number; skus: number }>(
			sql`select (select count(*) - count(distinct (category_id, slug)) from products)::int as slugs,
				(select count(*) - count(distinct sku) from variants)::int as skus`,
		);
		expect(dupes).toEqual({ slugs: 0, skus: 0 });
	});

	it("fills age groups, search keywords and safe HTML", async () => {
		const list = await database.db.select().from(products);
		for (const p of list) {
			expect(p.ageGroups.length).toBeGreaterThan(0);
			for (const age of p.ageGroups) expect(AGE_GROUPS).toContain(age);
			expect(p.searchKeywords.length).toBeGreaterThan(10);
		}
		const frock = list.find((p) => /frock|dress/i.test(p.name));
		expect(frock?.searchKeywords).toContain("dress");
		const [hit] = await rows<{ n: number }>(
			sql`select count(*)::int as n from products where search_vector @@ plainto_tsquery('english', 'dress')`,
		);
		expect(hit?.n).toBeGreaterThan(0);
		const html = await database.db
			.select({ d: variants.descriptionHtml, s: variants.specificationsHtml })
			.from(variants);
		for (const { d, s } of html) {
			expect(d).toMatch(/^<p>/);
			expect(s).toMatch(/^<ul>.*Country of origin:<\/strong> India/);
			expect(`${d}${s}`.match(/<\/?([a-z]+)/g)?.every((tag) => /^<\/?(p|ul|li|strong|em|br)$/.test(tag))).toBe(true);
		}
		const featured = list.filter((p) => p.featured).length;
		expect(featured).toBeGreaterThan(0);
		expect(featured).toBeLessThan(list.length / 2);
	});

	it("makes the banners the home page asks for", async () => {
		const list = await database.db.select().from(banners);
		const active = (placement: string) => list.filter((b) => b.placement === placement && b.status === 1);
		expect(active("top")).toHaveLength(3);
		expect(active("winter")).toHaveLength(1);
		expect(active("winter")[0]?.mediaType).toBe("image");
		// another winter banner, kept but not placed (the home page must not show it)
		expect(active("none").map((b) => b.title)).toEqual(["Winter clearance"]);
		for (const placement of ["toys", "sports", "books"]) expect(active(placement)).toHaveLength(1);
		// the titles are the shop's own names for its banners, no longer the slots' (decision 065)
		expect(list.map((b) => b.title)).not.toContain("BannerTop");
		expect(list.every((b) => b.linkKind === "category" && b.category !== "")).toBe(true);
		expect(list.some((b) => b.status === 0)).toBe(true);
		expect(list.every((b) => b.alt.length > 10 && b.offers > 0)).toBe(true);
		const winter = active("winter")[0]?.image ?? "";
		await expect(sharp(mediaFile(mediaDir, winter, 1920)).metadata()).resolves.toMatchObject({
			width: 1920,
			height: 640,
		});
		await expect(sharp(mediaFile(mediaDir, winter, 480)).metadata()).resolves.toMatchObject({
			width: 480,
			height: 160,
		});
	});

	it("adds the demo customer with her password, an admin and reviews", async () => {
		const [asha] = await database.db.select().from(users).where(eq(users.email, "asha@example.com"));
		expect(asha).toMatchObject({
			fullName: "Asha Verma",
			phone: "9876543210",
			gender: "Female",
			dob: "1990-04-12",
			role: "customer",
		});
		await expect(verifyPassword("pitara123", asha?.passwordHash ?? "")).resolves.toBe(true);
		const [address] = await rows<{ city: string; state: string; pincode: string; is_default: boolean }>(
			sql`select city, state, pincode, is_default from addresses where user_id = ${asha?.id}`,
		);
		expect(address).toEqual({ city: "Bengaluru", state: "Karnataka", pincode: "560095", is_default: true });
		const [admin] = await database.db.select().from(users).where(eq(users.role, "admin"));
		expect(admin?.email).toBe("admin@pitara.in");
		await expect(verifyPassword("pitara123", admin?.passwordHash ?? "")).resolves.toBe(false);
		const [ratings] = await rows<{ n: number; min: number; max: number }>(
			sql`select count(*)::int as n, min(rating)::int as min, max(rating)::int as max from reviews`,
		);
		expect(ratings?.n).toBeGreaterThan(0);
		expect(ratings?.min).toBeGreaterThanOrEqual(3);
		expect(ratings?.max).toBeLessThanOrEqual(5);
		const codes = await rows<{ code: string; balance: number }>(
			sql`select code, balance from gift_cards order by code`,
		);
		expect(codes.map((c) => c.code)).toContain("PITARA-GIFT-500");
		expect(codes.some((c) => c.balance === 0)).toBe(true);
		const [promo] = await rows<{ percent_off: number; max_discount: number; first_order_only: boolean }>(
			sql`select percent_off, max_discount, first_order_only from promo_codes where code = 'WELCOME15'`,
		);
		expect(promo).toEqual({ percent_off: 15, max_discount: 50_000, first_order_only: true });
	});

	it("plans the same product every time", () => {
		const now = Date.UTC(2025, 0, 1);
		expect(planProduct(123, now)).toEqual(planProduct(123, now));
		expect(planProduct(123, now).name).not.toBe("");
	});

	it("tops the catalogue up to a total, reusing categories and brands", async () => {
		const before = {
			categories: (await database.db.select({ n: count() }).from(categories))[0]?.n,
			brands: (await database.db.select({ n: count() }).from(brands))[0]?.n,
		};
		const topUp = await database.db.transaction((tx) => topUpProducts(tx, { mediaDir, total: TOP_UP_TO }));
		expect(topUp.products).toBe(TOP_UP_TO - DEMO_PRODUCTS);
		expect(topUp.totalProducts).toBe(TOP_UP_TO);
		const [after] = await database.db.select({ n: count() }).from(products);
		expect(after?.n).toBe(TOP_UP_TO);
		expect((await database.db.select({ n: count() }).from(categories))[0]?.n).toBe(before.categories);
		expect((await database.db.select({ n: count() }).from(brands))[0]?.n).toBe(before.brands);
		expect(before.categories).toBe(CATALOGUE.length);

		const again = await database.db.transaction((tx) => topUpProducts(tx, { mediaDir, total: TOP_UP_TO }));
		expect(again.products).toBe(0);
		const [wrong] = await rows<{ n: number }>(
			sql`select count(*)::int as n from products p where p.min_price <> (select min(v.price) from variants v where v.product_id = p.id)`,
		);
		expect(wrong?.n).toBe(0);
	});
});

describe("generated images", () => {
	it("renders each width once, square for products and 3:1 for banners, and skips files already there", async () => {
		const dir = await mkdtemp(path.join(os.tmpdir(), "pitara-media-test-"));
		try {
			const first = new MediaLibrary(dir);
			const base = first.image("product", "teddy-brown-front", () => productSvg("teddy", "Brown", "front"));
			expect(first.image("product", "teddy-brown-front", () => "never drawn")).toBe(base);
			await expect(first.finish()).resolves.toMatchObject({ images: 1, rendered: 1, skipped: 0 });
			for (const width of IMAGE_WIDTHS) {
				const meta = await sharp(mediaFile(dir, base, width)).metadata();
				expect(meta).toMatchObject({ format: "webp", width, height: width });
			}
			const second = new MediaLibrary(dir);
			expect(second.image("product", "teddy-brown-front", () => productSvg("teddy", "Brown", "front"))).toBe(base);
			await expect(second.finish()).resolves.toMatchObject({ rendered: 0, skipped: 1 });

			// a banner comes in every width the storefront's banner srcset names, each 3:1
			const banner = second.image(
				"banner",
				"test-banner",
				() =>
					'<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640"><rect width="1920" height="640" fill="#f5a623"/></svg>',
			);
			await expect(second.finish()).resolves.toMatchObject({ rendered: 1 });
			for (const width of BANNER_IMAGE_WIDTHS) {
				const meta = await sharp(mediaFile(dir, banner, width)).metadata();
				expect(meta).toMatchObject({ format: "webp", width, height: width / 3 });
			}
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
