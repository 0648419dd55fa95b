import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
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

describe("the admin uploads a banner picture", () => {
	const upload = (bytes: Buffer, type = "image/jpeg") =>
		t.app.inject({
			method: "POST",
			url: "/api/admin/banners/pictures",
			headers: { ...admin, "content-type": type },
			payload: bytes,
		});
	const picture = (format: "jpeg" | "png" | "webp", width: number, height: number) =>
		sharp({ create: { width, height, channels: 3, background: "#2266cc" } })
			[format]()
			.toBuffer();
	const uploadAudits = () =>
		t.database.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, "banner"), eq(auditLog.action, "upload_picture")));

	it("turns a JPEG, PNG or WebP into the home page's 3:1 WebP widths, which a new banner then shows", async () => {
		for (const format of ["jpeg", "png", "webp"] as const) {
			const answer = await upload(await picture(format, 1600, 900), `image/${format}`);
			expect(answer.statusCode, format).toBe(201);
			const { image, url } = answer.json().response as { image: string; url: string };
			expect(image).toMatch(/^\/media\/banners\/upload-[0-9a-f]{16}$/);
			expect(url).toBe(`${image}-480.webp`);
			for (const width of [240, 480, 960, 1920]) {
				const file = path.join(t.app.config.MEDIA_DIR, `${image.replace(/^\/media\//, "")}-${width}.webp`);
				const metadata = await sharp(file).metadata();
				expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", width, width / 3]);
			}
		}
		const uploaded = (await upload(await picture("jpeg", 1200, 400))).json().response as { image: string };
		const created = await call(t.app, {
			method: "POST",
			url: "/api/admin/banners",
			headers: admin,
			payload: { title: "BannerTop", image: uploaded.image, alt: "Diwali sale", position: 0 },
		});
		expect(created.status).toBe(201);
		const shown = (await publicBanners()).find(
			(banner) => banner.banner_id === (created.body.response as Banner).banner_id,
		);
		expect(shown?.url).toBe(`${uploaded.image}-480.webp`);
		const entries = await uploadAudits();
		expect(entries.length).toBe(4);
		expect(entries.at(-1)?.after).toEqual({ image: uploaded.image });
	});

	it("refuses a renamed non-image, an SVG, an 11 MB file and a picture too small for a banner, and keeps nothing", async () => {
		const before = (await uploadAudits()).length;
		const files = () => readdir(path.join(t.app.config.MEDIA_DIR, "banners"));
		const filesBefore = await files();
		const text = await upload(Buffer.from("Not a picture at all, only its name was changed.\n"), "image/jpeg");
		expect(text.statusCode).toBe(400);
		expect(text.json().message).toBe(
			"This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
		);
		const svg = await upload(
			Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
			"image/svg+xml",
		);
		expect(svg.statusCode).toBe(400);
		expect(svg.json().message).toBe("SVG drawings cannot be uploaded: please upload a JPEG, PNG or WebP picture");
		const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 0xff));
		expect(huge.statusCode).toBe(413);
		expect(huge.json()).toMatchObject({
			code: "IMAGE_TOO_LARGE",
			message: "This picture is 11.0 MB; a picture can be at most 10 MB",
		});
		const small = await upload(await picture("png", 800, 300), "image/png");
		expect(small.statusCode).toBe(400);
		expect(small.json().message).toBe("This picture is 800 × 300 pixels; a banner needs at least 960 × 320");
		expect((await uploadAudits()).length).toBe(before);
		expect(await files()).toEqual(filesBefore);
	});

	it("is for admins only", async () => {
		const bytes = await picture("jpeg", 1200, 400);
		const visitor = await t.app.inject({
			method: "POST",
			url: "/api/admin/banners/pictures",
			headers: { "content-type": "image/jpeg" },
			payload: bytes,
		});
		expect(visitor.statusCode).toBe(401);
		const asCustomer = await t.app.inject({
			method: "POST",
			url: "/api/admin/banners/pictures",
			headers: { ...customer, "content-type": "image/jpeg" },
			payload: bytes,
		});
		expect(asCustomer.statusCode).toBe(403);
	});
});
