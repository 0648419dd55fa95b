import { describe, expect, it } from "vitest";
import {
	type BannerPlacement,
	isShopPath,
	placementOfTitle,
	publicBannerTitle,
	sectionBanner,
	topBanners,
	winterBanner,
} from "./banners.ts";
import type { Banner } from "./schemas/content.ts";

const make = (id: number, placement: BannerPlacement, fields: Partial<Banner> = {}): Banner => ({
	banner_id: id,
	title: publicBannerTitle(placement, `Banner ${id}`),
	url: `/media/banners/b-${id}-480.webp`,
	status: 1,
	category: "",
	subCategory: "",
	mediaType: "image",
	offers: 0,
	alt: "",
	position: 0,
	placement,
	name: `Banner ${id}`,
	link_kind: "category",
	product_id: null,
	href: null,
	headline: "",
	...fields,
});

describe("banner rules (SPEC.md §9, by placement: decision 065)", () => {
	it("takes the shown banners placed at the top as the carousel, in position order", () => {
		const banners = [
			make(1, "top", { position: 2 }),
			make(2, "winter"),
			make(3, "top", { position: 0 }),
			make(4, "top", { position: 1, status: 0 }),
			make(5, "none", { title: "BannerTop (not placed)", name: "BannerTop" }),
		];
		expect(topBanners(banners).map((b) => b.banner_id)).toEqual([3, 1]);
	});

	it("shows one winter banner: an image one placed there, the first by order", () => {
		expect(
			winterBanner([make(1, "none", { name: "winter" }), make(2, "winter", { position: 3 }), make(3, "winter")])
				?.banner_id,
		).toBe(3);
		expect(winterBanner([make(1, "none", { name: "winter-sale" })])).toBeUndefined();
		expect(winterBanner([make(1, "winter", { mediaType: "video" })])).toBeUndefined();
		expect(winterBanner([make(1, "winter", { status: 0 })])).toBeUndefined();
	});

	it("finds a section's banner by its placement", () => {
		const banners = [make(1, "toys"), make(2, "books"), make(3, "books", { position: -1, status: 0 })];
		expect(sectionBanner(banners, "books")?.banner_id).toBe(2);
		expect(sectionBanner(banners, "sports")).toBeUndefined();
	});

	it("reads SPEC.md §9's titles as placements, and says them back in the public title", () => {
		expect(
			["BannerTop", "winter", "homeBannerToys", "homeBannerSports", "homeBannerBooks", "winter-sale", "bannertop"].map(
				placementOfTitle,
			),
		).toEqual(["top", "winter", "toys", "sports", "books", "none", "none"]);
		expect(publicBannerTitle("top", "Diwali sale")).toBe("BannerTop");
		expect(publicBannerTitle("none", "Diwali sale")).toBe("Diwali sale");
		expect(publicBannerTitle("none", "winter")).toBe("winter (not placed)");
	});

	it("accepts a path on this shop and nothing else", () => {
		for (const good of [
			"/",
			"/products?category=Toys&subcategory=Soft+Toys",
			"/about",
			"/products/toys/rocking-horse#reviews",
		]) {
			expect(isShopPath(good), good).toBe(true);
		}
		for (const bad of [
			"",
			"products",
			"//evil.example",
			"/\\evil.example",
			"https://evil.example",
			"javascript:alert(1)",
			"/a b",
			"/a\tb",
			"/a\u0000",
			`/${"a".repeat(300)}`,
		]) {
			expect(isShopPath(bad), bad).toBe(false);
		}
	});
});
