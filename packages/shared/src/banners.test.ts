import { describe, expect, it } from "vitest";
import { sectionBanner, topBanners, winterBanner } from "./banners.ts";
import type { Banner } from "./schemas/content.ts";

const make = (id: number, title: string, fields: Partial<Banner> = {}): Banner => ({
	banner_id: id,
	title,
	url: `/media/banners/b-${id}-480.webp`,
	status: 1,
	category: "",
	subCategory: "",
	mediaType: "image",
	offers: 0,
	alt: "",
	position: 0,
	...fields,
});

describe("banner rules (SPEC.md §9)", () => {
	it("takes the active BannerTop banners as top banners, in position order", () => {
		const banners = [
			make(1, "BannerTop", { position: 2 }),
			make(2, "winter"),
			make(3, "BannerTop", { position: 0 }),
			make(4, "BannerTop", { position: 1, status: 0 }),
			make(5, "bannertop"),
		];
		expect(topBanners(banners).map((b) => b.banner_id)).toEqual([3, 1]);
	});

	it("shows only the image banner titled exactly winter", () => {
		expect(winterBanner([make(1, "winter-sale"), make(2, "Winter"), make(3, "winter")])?.banner_id).toBe(3);
		expect(winterBanner([make(1, "winter-sale"), make(2, "Winter")])).toBeUndefined();
		expect(winterBanner([make(1, "winter", { mediaType: "video" })])).toBeUndefined();
		expect(winterBanner([make(1, "winter", { status: 0 })])).toBeUndefined();
	});

	it("finds a section's banner by its title", () => {
		const banners = [make(1, "homeBannerToys"), make(2, "homeBannerBooks")];
		expect(sectionBanner(banners, "homeBannerBooks")?.banner_id).toBe(2);
		expect(sectionBanner(banners, "homeBannerSports")).toBeUndefined();
	});
});
