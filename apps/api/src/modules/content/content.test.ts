import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { banners, brands } from "../../db/schema/index.ts";

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = (await createAdmin(t.database)).auth;
});

afterAll(async () => {
	await t.close();
});

type Row = Record<string, unknown>;
const rows = (body: Record<string, unknown>) => body.response as Row[];

describe("POST /api/banners/all/get", () => {
	it("answers the active banners with image URLs, for an empty body as for SPEC's empty filters", async () => {
		const empty = await call(t.app, { method: "POST", url: "/api/banners/all/get" });
		const spec = await call(t.app, {
			method: "POST",
			url: "/api/banners/all/get",
			payload: { category: "", subCategory: "", brand: "", age: "" },
		});
		expect(empty.status).toBe(200);
		expect(spec.body).toEqual(empty.body);
		const list = rows(empty.body);
		expect(list.length).toBeGreaterThan(0);
		for (const banner of list) {
			expect(banner).toMatchObject({
				banner_id: expect.any(Number),
				title: expect.any(String),
				status: 1,
				mediaType: "image",
				offers: expect.any(Number),
				alt: expect.any(String),
				category: expect.any(String),
				subCategory: expect.any(String),
			});
			expect(banner.url).toMatch(/^\/media\/.+-480\.webp$/);
		}
		const titles = list.map((banner) => banner.title);
		expect(titles.filter((title) => title === "BannerTop")).toHaveLength(3);
		for (const title of ["winter", "homeBannerToys", "homeBannerSports", "homeBannerBooks"]) {
			expect(titles).toContain(title);
		}
	});

	it("never lists an inactive banner", async () => {
		const inactive = await t.database.db.select().from(banners).where(eq(banners.status, 0));
		expect(inactive.length).toBeGreaterThan(0);
		const { body } = await call(t.app, { method: "POST", url: "/api/banners/all/get", payload: {} });
		const ids = rows(body).map((banner) => banner.banner_id);
		for (const banner of inactive) expect(ids).not.toContain(banner.id);
	});

	it("lists the top banners in their position order", async () => {
		const { body } = await call(t.app, { method: "POST", url: "/api/banners/all/get", payload: {} });
		const positions = rows(body)
			.filter((banner) => banner.title === "BannerTop")
			.map((banner) => banner.position as number);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
	});

	it("narrows to a category case-insensitively", async () => {
		const { body } = await call(t.app, { method: "POST", url: "/api/banners/all/get", payload: { category: "toys" } });
		const list = rows(body);
		expect(list.length).toBeGreaterThan(0);
		for (const banner of list) expect(String(banner.category).toLowerCase()).toBe("toys");
	});

	it("shows an admin's change on the next read (the cache is emptied)", async () => {
		const before = rows((await call(t.app, { method: "POST", url: "/api/banners/all/get" })).body);
		const winter = before.find((banner) => banner.title === "winter");
		expect(winter).toBeDefined();
		const off = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/banners/${winter?.banner_id}`,
			headers: admin,
			payload: { status: 0 },
		});
		expect(off.status).toBe(200);
		const after = rows((await call(t.app, { method: "POST", url: "/api/banners/all/get" })).body);
		expect(after.find((banner) => banner.banner_id === winter?.banner_id)).toBeUndefined();
		await call(t.app, {
			method: "PATCH",
			url: `/api/admin/banners/${winter?.banner_id}`,
			headers: admin,
			payload: { status: 1 },
		});
		const again = rows((await call(t.app, { method: "POST", url: "/api/banners/all/get" })).body);
		expect(again.find((banner) => banner.banner_id === winter?.banner_id)).toBeDefined();
	});
});

describe("POST /api/subcategory/all/fetch", () => {
	it("answers Toys' subcategories with a stock status and an image list", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/subcategory/all/fetch",
			payload: { category_id: "Toys" },
		});
		expect(status).toBe(200);
		const list = rows(body);
		expect(list.length).toBeGreaterThanOrEqual(6);
		expect(list.map((sub) => sub.name)).toContain("Sports & Games");
		for (const sub of list) {
			expect(sub).toMatchObject({
				sub_category_id: expect.any(Number),
				name: expect.any(String),
				category_name: "Toys",
			});
			expect([0, 1]).toContain(sub.status);
			expect(sub.image).toEqual([{ image_url: expect.stringMatching(/^\/media\/.+\.webp$/) }]);
		}
	});

	it("finds a category whatever its case, and Books too", async () => {
		const lower = await call(t.app, {
			method: "POST",
			url: "/api/subcategory/all/fetch",
			payload: { category_id: "toys" },
		});
		const proper = await call(t.app, {
			method: "POST",
			url: "/api/subcategory/all/fetch",
			payload: { category_id: "Toys" },
		});
		expect(lower.body).toEqual(proper.body);
		const books = await call(t.app, {
			method: "POST",
			url: "/api/subcategory/all/fetch",
			payload: { category_id: "Books" },
		});
		expect(rows(books.body).length).toBeGreaterThan(0);
		expect(rows(books.body).every((sub) => sub.category_name === "Books")).toBe(true);
	});

	it("says when the category does not exist or is missing", async () => {
		const unknown = await call(t.app, {
			method: "POST",
			url: "/api/subcategory/all/fetch",
			payload: { category_id: "Spaceships" },
		});
		expect(unknown.status).toBe(404);
		expect(unknown.body).toMatchObject({ status: false, code: "CATEGORY_NOT_FOUND" });
		const missing = await call(t.app, { method: "POST", url: "/api/subcategory/all/fetch", payload: {} });
		expect(missing.status).toBe(400);
		expect(missing.body).toMatchObject({ status: false, errors: [{ field: "category_id" }] });
	});

	it("shows an admin's stock change", async () => {
		const list = rows(
			(await call(t.app, { method: "POST", url: "/api/subcategory/all/fetch", payload: { category_id: "Toys" } })).body,
		);
		const first = list[0] as Row;
		const changed = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/taxonomy/subcategory/${first.sub_category_id}`,
			headers: admin,
			payload: { active: first.status !== 1 },
		});
		expect(changed.status).toBe(200);
		const after = rows(
			(await call(t.app, { method: "POST", url: "/api/subcategory/all/fetch", payload: { category_id: "Toys" } })).body,
		);
		expect(after.find((sub) => sub.sub_category_id === first.sub_category_id)?.status).toBe(first.status === 1 ? 0 : 1);
	});
});

describe("POST /api/super-sub-category/random/fetch", () => {
	const sports = ["Cricket", "Football", "Basketball", "Tennis", "Badminton", "Swimming", "Skating", "Cycling"];

	it("answers the sports under Toys › Sports & Games, each leading to its Sports listing", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/super-sub-category/random/fetch",
			payload: { limit: 20, sub_category_id: "Sports & Games" },
		});
		expect(status).toBe(200);
		const list = rows(body);
		expect(list.map((entry) => entry.name).sort()).toEqual([...sports].sort());
		for (const entry of list) {
			expect(entry).toMatchObject({
				id: expect.any(Number),
				status: expect.any(Number),
				link_category: "Sports",
				link_subcategory: entry.name,
			});
			expect(entry.image).toMatch(/^\/media\/.+\.webp$/);
		}
	});

	it("answers at most `limit` entries", async () => {
		const { body } = await call(t.app, {
			method: "POST",
			url: "/api/super-sub-category/random/fetch",
			payload: { limit: 3, sub_category_id: "sports & games" },
		});
		const list = rows(body);
		expect(list).toHaveLength(3);
		for (const entry of list) expect(sports).toContain(entry.name);
	});

	it("refuses a limit outside 1–50 and an unknown subcategory", async () => {
		for (const limit of [0, 51, -1, 2.5, "many"]) {
			const { status, body } = await call(t.app, {
				method: "POST",
				url: "/api/super-sub-category/random/fetch",
				payload: { limit, sub_category_id: "Sports & Games" },
			});
			expect(status, `limit ${limit}`).toBe(400);
			expect(body).toMatchObject({ status: false, code: "VALIDATION_ERROR", errors: [{ field: "limit" }] });
		}
		const fifty = await call(t.app, {
			method: "POST",
			url: "/api/super-sub-category/random/fetch",
			payload: { limit: 50, sub_category_id: "Sports & Games" },
		});
		expect(fifty.status).toBe(200);
		const unknown = await call(t.app, {
			method: "POST",
			url: "/api/super-sub-category/random/fetch",
			payload: { limit: 5, sub_category_id: "Rocket Science" },
		});
		expect(unknown.status).toBe(404);
	});
});

describe("POST /api/brand/fetch", () => {
	it("answers up to `limit` active brands with their logos, in random order when asked", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/brand/fetch",
			payload: { random: true, limit: 20 },
		});
		expect(status).toBe(200);
		const list = rows(body);
		expect(list).toHaveLength(20);
		expect(new Set(list.map((brand) => brand.brand_id)).size).toBe(20);
		for (const brand of list) {
			expect(brand).toMatchObject({ brand_id: expect.any(Number), name: expect.any(String), status: 1 });
			expect(brand.image).toMatch(/^\/media\/.+\.webp$/);
		}
	});

	it("answers brands by name without `random`", async () => {
		const { body } = await call(t.app, { method: "POST", url: "/api/brand/fetch", payload: { limit: 50 } });
		const names = rows(body).map((brand) => String(brand.name));
		expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
		const active = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.status, 1));
		expect(names).toHaveLength(Math.min(50, active.length));
	});

	it("refuses a limit outside 1–50", async () => {
		for (const limit of [0, 51]) {
			const { status } = await call(t.app, {
				method: "POST",
				url: "/api/brand/fetch",
				payload: { random: true, limit },
			});
			expect(status).toBe(400);
		}
	});

	it("hides a brand the admin switched off", async () => {
		const list = rows((await call(t.app, { method: "POST", url: "/api/brand/fetch", payload: { limit: 50 } })).body);
		const target = list[0] as Row;
		const off = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/taxonomy/brand/${target.brand_id}`,
			headers: admin,
			payload: { active: false },
		});
		expect(off.status).toBe(200);
		const after = rows((await call(t.app, { method: "POST", url: "/api/brand/fetch", payload: { limit: 50 } })).body);
		expect(after.map((brand) => brand.brand_id)).not.toContain(target.brand_id);
		await call(t.app, {
			method: "PATCH",
			url: `/api/admin/taxonomy/brand/${target.brand_id}`,
			headers: admin,
			payload: { active: true },
		});
	});
});

describe("the API description", () => {
	it("documents every content endpoint", async () => {
		const { status, body } = await call(t.app, { method: "GET", url: "/api/docs/json" });
		expect(status).toBe(200);
		const paths = Object.keys(body.paths as Record<string, unknown>);
		for (const path of [
			"/api/banners/all/get",
			"/api/subcategory/all/fetch",
			"/api/super-sub-category/random/fetch",
			"/api/brand/fetch",
			"/api/newsletter/subscribe",
			"/api/contact",
			"/api/admin/contact-messages",
			"/api/admin/banners/{id}",
		]) {
			expect(paths).toContain(path);
		}
	});

	it("answers 20 brands by name for an empty body", async () => {
		const { status, body } = await call(t.app, { method: "POST", url: "/api/brand/fetch" });
		expect(status).toBe(200);
		expect(rows(body)).toHaveLength(20);
	});
});
