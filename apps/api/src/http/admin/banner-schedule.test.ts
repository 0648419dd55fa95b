import type { AdminBanner, Banner } from "@pitara/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { auditLog, banners } from "../../db/schema/index.ts";
import { announceBannerMoments } from "../../modules/content/index.ts";

/**
 * A banner's shown from / until (issue 27 item 6; decision 064): the storefront shows a banner only inside its
 * moments, the server deciding; the change is audited; at a moment the cached answers (home page) follow.
 */
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = (await createAdmin(t.database)).auth;
});
afterAll(async () => {
	await t?.close();
});

/** the storefront's banners, read twice so that the second answer may come from the cache */
const shown = async () => {
	await call(t.app, { method: "POST", url: "/api/banners/all/get" });
	return ((await call(t.app, { method: "POST", url: "/api/banners/all/get" })).body.response as Banner[]).map(
		(banner) => banner.banner_id,
	);
};
const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
	call(t.app, { method, url, headers: admin, ...(payload ? { payload } : {}) });

describe("banners with shown from / until", () => {
	it("shows a banner only from its start (India time kept as an instant) and audits the dates", async () => {
		const [existing] = (await send("GET", "/api/admin/banners")).body.response as AdminBanner[];
		const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
		const created = await send("POST", "/api/admin/banners", {
			title: "BannerTop",
			image: existing?.image,
			alt: "Diwali sale",
			position: 9,
			starts_at: `${tomorrow}T06:00:00+05:30`,
			ends_at: null,
		});
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		const banner = created.body.response as AdminBanner;
		expect(banner.starts_at).toBe(`${tomorrow}T00:30:00.000Z`);
		expect(await shown()).not.toContain(banner.banner_id);
		const [entry] = await t.database.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.entity, "banner"), eq(auditLog.entityId, String(banner.banner_id))));
		expect(JSON.stringify(entry?.after)).toContain(`${tomorrow}T00:30:00.000Z`);

		// its moment comes (the database's clock): the cache does not know until the job's run says so
		await t.database.db
			.update(banners)
			.set({ startsAt: sql`now() - interval '5 seconds'` })
			.where(eq(banners.id, banner.banner_id));
		expect(await shown()).not.toContain(banner.banner_id);
		expect(await announceBannerMoments(t.app.db)).toBe(1);
		expect(await shown()).toContain(banner.banner_id);

		// an end in the past takes it off at once (a write drops the banners' answers)
		const ended = await send("PATCH", `/api/admin/banners/${banner.banner_id}`, {
			ends_at: new Date(Date.now() - 1000).toISOString(),
		});
		expect(ended.status, JSON.stringify(ended.body)).toBe(200);
		expect(await shown()).not.toContain(banner.banner_id);
	});

	it("refuses an end before the start, on a new banner and on a change", async () => {
		const [existing] = (await send("GET", "/api/admin/banners")).body.response as AdminBanner[];
		const refused = await send("POST", "/api/admin/banners", {
			title: "BannerTop",
			image: existing?.image,
			starts_at: "2099-12-02T00:00:00+05:30",
			ends_at: "2099-12-01T00:00:00+05:30",
		});
		expect(refused.status).toBe(400);
		expect(JSON.stringify(refused.body)).toContain("Shown until must be after shown from");

		const later = await send("PATCH", `/api/admin/banners/${existing?.banner_id}`, {
			starts_at: "2099-12-02T00:00:00+05:30",
		});
		expect(later.status).toBe(200);
		const before = await send("PATCH", `/api/admin/banners/${existing?.banner_id}`, {
			ends_at: "2099-12-01T00:00:00+05:30",
		});
		expect(before.status).toBe(400);
		expect(JSON.stringify(before.body)).toContain("Shown until must be after shown from");
	});
});
