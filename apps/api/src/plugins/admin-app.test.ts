import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

let t: TestApp;
let webDist: string;

beforeAll(async () => {
	webDist = mkdtempSync(path.join(tmpdir(), "pitara-admin-app-"));
	mkdirSync(path.join(webDist, "assets"));
	mkdirSync(path.join(webDist, "admin", "assets"), { recursive: true });
	writeFileSync(
		path.join(webDist, "index.html"),
		"<!doctype html><html><head><title>shop</title></head><body><div id=root></div></body></html>",
	);
	writeFileSync(path.join(webDist, "assets", "index-abc.js"), "console.log('shop')");
	writeFileSync(path.join(webDist, "admin", "index.html"), "<!doctype html><title>Pitara admin</title>");
	writeFileSync(path.join(webDist, "admin", "assets", "index-def.js"), "console.log('console')");
	t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
	await t?.close();
	rmSync(webDist, { recursive: true, force: true });
});

describe("the admin console's page (plugins/admin-app.ts)", () => {
	it("sends the console's own page at /admin and every address under it, never indexed", async () => {
		for (const url of ["/admin", "/admin/", "/admin/orders", "/admin/orders/12?tab=items"]) {
			const response = await t.app.inject({ method: "GET", url });
			expect(response.statusCode, url).toBe(200);
			expect(response.body, url).toContain("<title>Pitara admin</title>");
			expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
			expect(response.headers["cache-control"]).toBe("no-cache");
		}
	});

	it("serves the console's hashed code for a year, and a missing file as 404", async () => {
		const script = await t.app.inject({ method: "GET", url: "/admin/assets/index-def.js" });
		expect(script.statusCode).toBe(200);
		expect(script.body).toBe("console.log('console')");
		expect(script.headers["cache-control"]).toContain("immutable");
		const missing = await t.app.inject({ method: "GET", url: "/admin/assets/gone.js" });
		expect(missing.statusCode).toBe(404);
		expect(missing.body).not.toContain("Pitara admin");
		expect((await t.app.inject({ method: "GET", url: "/admin/index.html" })).body).not.toContain("console.log");
	});

	it("keeps the storefront's page for the storefront", async () => {
		const home = await t.app.inject({ method: "GET", url: "/" });
		expect(home.statusCode).toBe(200);
		expect(home.body).toContain("<div id=root>");
		expect(home.body).not.toContain("Pitara admin");
	});
});
