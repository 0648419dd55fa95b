import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";

let t: TestApp;

beforeAll(async () => {
	const webDist = await mkdtemp(path.join(os.tmpdir(), "pitara-web-"));
	await writeFile(
		path.join(webDist, "index.html"),
		'<!doctype html><html><head><title>Pitara</title></head><body><div id="root"></div></body></html>',
	);
	t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist, PUBLIC_URL: "https://pitara.example" } });
});

afterAll(async () => {
	await t.close();
});

describe("the content pages' heads", () => {
	it("names each static page and its canonical URL in the HTML the server sends", async () => {
		for (const [url, title] of [
			["/faq", "Frequently Asked Questions · Pitara"],
			["/about", "A treasure box for every childhood · Pitara"],
			["/contact", "Contact Us · Pitara"],
			["/privacy", "Privacy Policy · Pitara"],
			["/size-guide", "Size Guide · Pitara"],
		] as const) {
			const response = await t.app.inject({ method: "GET", url });
			expect(response.statusCode).toBe(200);
			expect(response.body).toContain(`<title>${title}</title>`);
			expect(response.body).toContain(`<link rel="canonical" href="https://pitara.example${url}">`);
			expect(response.body).toMatch(/<meta name="description" content="[^"]{40,}">/);
		}
	});

	it("has the home page's browser fetch its first top banner at once, the way the carousel will ask for it", async () => {
		const { body } = await call(t.app, { method: "POST", url: "/api/banners/all/get", payload: {} });
		const first = (body.response as { title: string; url: string; position: number; banner_id: number }[])
			.filter((banner) => banner.title === "BannerTop")
			.sort((a, b) => a.position - b.position || a.banner_id - b.banner_id)[0];
		const html = (await t.app.inject({ method: "GET", url: "/" })).body;
		const link = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? "";
		expect(link).toContain(`href="${first?.url}"`);
		expect(link).toContain("1920w");
		expect(link).toContain('imagesizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"');
		expect(html).toContain('<link rel="canonical" href="https://pitara.example/">');
	});
});
