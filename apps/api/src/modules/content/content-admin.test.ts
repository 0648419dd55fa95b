import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema/index.ts";

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = (await createAdmin(t.database)).auth;
	customer = (await createUser(t.database)).auth;
});

afterAll(async () => {
	await t.close();
});

type Banner = { banner_id: number; title: string; image: string; status: number; offers: number; url: string };

const publicBanners = async () =>
	(await call(t.app, { method: "POST", url: "/api/banners/all/get" })).body.response as Banner[];

describe("the admin manages banners", () => {
	it("lists every banner, inactive ones included", async () => {
		const { status, body } = await call(t.app, { method: "GET", url: "/api/admin/banners", headers: admin });
		expect(status).toBe(200);
		const all = body.response as Banner[];
		expect(all.some((banner) => banner.status === 0)).toBe(true);
		expect(all.length).toBeGreaterThan((await publicBanners()).length);
		for (const banner of all) expect(banner.image).toMatch(/^\/media\//);
	});

	it("creates, updates and deletes a banner, and shoppers see each change", async () => {
		const [existing] = (await call(t.app, { method: "GET", url: "/api/admin/banners", headers: admin })).body
			.response as Banner[];
		const created = await call(t.app, {
			method: "POST",
			url: "/api/admin/banners",
			headers: admin,
			payload: { title: "BannerTop", image: existing?.image, offers: 10, alt: "Monsoon sale", position: 9 },
		});
		expect(created.status).toBe(201);
		const banner = created.body.response as Banner;
		expect(banner).toMatchObject({ title: "BannerTop", status: 1, offers: 10, mediaType: "image" });
		expect((await publicBanners()).map((b) => b.banner_id)).toContain(banner.banner_id);

		const updated = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/banners/${banner.banner_id}`,
			headers: admin,
			payload: { offers: 55, category: "Girls", sub_category: "Frocks & Dresses" },
		});
		expect(updated.status).toBe(200);
		expect((await publicBanners()).find((b) => b.banner_id === banner.banner_id)).toMatchObject({
			offers: 55,
			category: "Girls",
			subCategory: "Frocks & Dresses",
		});

		const removed = await call(t.app, {
			method: "DELETE",
			url: `/api/admin/banners/${banner.banner_id}`,
			headers: admin,
		});
		expect(removed.status).toBe(200);
		expect((await publicBanners()).map((b) => b.banner_id)).not.toContain(banner.banner_id);
		const again = await call(t.app, {
			method: "DELETE",
			url: `/api/admin/banners/${banner.banner_id}`,
			headers: admin,
		});
		expect(again.status).toBe(404);
		// each change is in the audit log with what it was before and after; the refused second delete is not
		const entries = await t.database.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, "banner"), eq(auditLog.entityId, String(banner.banner_id))))
			.orderBy(auditLog.id);
		expect(entries.map((entry) => [entry.action, entry.before === null, entry.after === null])).toEqual([
			["create", true, false],
			["update", false, false],
			["delete", false, true],
		]);
		expect(entries[0]?.after).toMatchObject({ title: "BannerTop" });
	});

	it("refuses a banner whose image does not exist or whose values are out of range", async () => {
		const missing = await call(t.app, {
			method: "POST",
			url: "/api/admin/banners",
			headers: admin,
			payload: { title: "BannerTop", image: "/media/banners/nothing-here" },
		});
		expect(missing.status).toBe(400);
		expect(missing.body.errors).toEqual([{ field: "image", message: "There is no image at that path" }]);
		const outside = await call(t.app, {
			method: "POST",
			url: "/api/admin/banners",
			headers: admin,
			payload: { title: "BannerTop", image: "/media/../../etc/passwd" },
		});
		expect(outside.status).toBe(400);
		const offers = await call(t.app, {
			method: "PATCH",
			url: "/api/admin/banners/1",
			headers: admin,
			payload: { offers: 150 },
		});
		expect(offers.status).toBe(400);
		const nothing = await call(t.app, { method: "PATCH", url: "/api/admin/banners/1", headers: admin, payload: {} });
		expect(nothing.status).toBe(400);
	});

	it("is for admins only", async () => {
		for (const [method, url] of [
			["GET", "/api/admin/banners"],
			["POST", "/api/admin/banners"],
			["PATCH", "/api/admin/banners/1"],
			["DELETE", "/api/admin/banners/1"],
		] as const) {
			const asCustomer = await call(t.app, { method, url, headers: customer, payload: { status: 0 } });
			expect(asCustomer.status, `${method} ${url}`).toBe(403);
			const asVisitor = await call(t.app, { method, url, payload: { status: 0 } });
			expect(asVisitor.status, `${method} ${url}`).toBe(401);
		}
	});
});
