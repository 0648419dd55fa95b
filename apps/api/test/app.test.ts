import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { BOOT_SCRIPT } from "../src/lib/html-page.ts";
import { TEST_GATEWAY_STYLE } from "../src/lib/inline-styles.ts";
import {
	contentSecurityPolicy,
	NOSCRIPT_STYLE,
	RAZORPAY_SOURCES,
	securityHeaders,
	strictTransportSecurity,
	styleHash,
} from "../src/plugins/security.ts";
import { call, createTestApp, createTestDatabase, type TestApp, testConfig } from "./helpers.ts";

let t: TestApp;
let webDist: string;

beforeAll(async () => {
	webDist = await mkdtemp(path.join(os.tmpdir(), "pitara-web-"));
	await mkdir(path.join(webDist, "assets"));
	await writeFile(
		path.join(webDist, "index.html"),
		'<!doctype html><html><head><title>Pitara</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>',
	);
	await writeFile(path.join(webDist, "assets", "app-1a2b3c.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
	await writeFile(path.join(webDist, "robots-test.txt"), "hello");
	await mkdir(path.join(webDist, ".vite"));
	await writeFile(
		path.join(webDist, ".vite", "manifest.json"),
		JSON.stringify({
			"index.html": { file: "assets/app-1a2b3c.js", src: "index.html", isEntry: true, imports: ["_shared.js"] },
			"_shared.js": { file: "assets/shared-9z.js" },
			"_form.js": { file: "assets/form-8y.js", imports: ["_shared.js"] },
			"src/app/routes/home.tsx": {
				file: "assets/home-4d.js",
				src: "src/app/routes/home.tsx",
				imports: ["index.html", "_form.js"],
			},
			"src/app/routes/faq.tsx": { file: "assets/faq-5e.js", src: "src/app/routes/faq.tsx", imports: ["index.html"] },
		}),
	);
	t = await createTestApp({
		seeded: true,
		env: { WEB_DIST_DIR: webDist },
		configure: (app) => {
			app.post("/api/test/boom", async () => {
				throw new Error("secret database detail");
			});
		},
	});
});

afterAll(async () => {
	await t.close();
});

describe("health", () => {
	it("answers ok after checking the database", async () => {
		const { status, body } = await call(t.app, { method: "GET", url: "/api/health" });
		expect(status).toBe(200);
		expect(body).toEqual({ status: true, response: { database: "ok", engine: expect.any(String) } });
	});
});

describe("errors keep one shape", () => {
	it("answers 404 JSON for an unknown /api path", async () => {
		const { status, body, response } = await call(t.app, { method: "POST", url: "/api/nothing/here", payload: {} });
		expect(status).toBe(404);
		expect(response.headers["content-type"]).toMatch(/application\/json/);
		expect(body).toEqual({ status: false, message: "Not found", code: "NOT_FOUND" });
	});

	it("refuses a body over 1 MB with 413", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/health",
			headers: { "content-type": "application/json" },
			payload: JSON.stringify({ filler: "x".repeat(1024 * 1024 + 10) }),
		});
		expect(status).toBe(413);
		expect(body).toEqual({
			status: false,
			code: "PAYLOAD_TOO_LARGE",
			message: "The request is too large (1 MB at most).",
		});
	});

	it("answers 400 for a body that is not JSON", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/test/boom",
			headers: { "content-type": "application/json" },
			payload: "{not json",
		});
		expect(status).toBe(400);
		expect(body).toMatchObject({ status: false, code: "INVALID_JSON" });
	});

	it("hides the details of a 500", async () => {
		const { status, body, response } = await call(t.app, { method: "POST", url: "/api/test/boom", payload: {} });
		expect(status).toBe(500);
		expect(body).toEqual({
			status: false,
			message: "Something went wrong on our side. Please try again.",
			code: "INTERNAL_ERROR",
		});
		expect(response.body).not.toContain("secret");
		expect(response.body).not.toContain("at ");
	});

	it("answers 401 for a forged bearer token", async () => {
		const { status, body } = await call(t.app, {
			method: "GET",
			url: "/api/health",
			headers: { authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
		});
		expect(status).toBe(401);
		expect(body).toMatchObject({ status: false, code: "INVALID_TOKEN" });
	});
});

describe("security headers", () => {
	it("sends a content security policy and the usual protections on API and pages", async () => {
		for (const url of ["/api/health", "/", "/products"]) {
			const response = await t.app.inject({ method: "GET", url });
			const csp = String(response.headers["content-security-policy"]);
			expect(csp).toContain("default-src 'self'");
			expect(csp).toContain("frame-ancestors 'none'");
			expect(csp).toContain("object-src 'none'");
			expect(csp).not.toContain("'unsafe-eval'");
			expect(response.headers["x-content-type-options"]).toBe("nosniff");
			expect(response.headers["x-frame-options"]).toBeDefined();
			// served over http here (PUBLIC_URL http://localhost:…): no HSTS, which would pin the host to https
			expect(response.headers["strict-transport-security"]).toBeUndefined();
		}
	});

	it("allows no inline style but the storefront's noscript style and the test payment page's, by their hashes", async () => {
		const csp = String((await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
		const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? "";
		expect(styleSrc).not.toContain("'unsafe-inline'");
		// the hash names the very style index.html carries
		const indexHtml = await readFile(new URL("../../web/index.html", import.meta.url), "utf8");
		expect(indexHtml).toContain(`<noscript><style>${NOSCRIPT_STYLE}</style></noscript>`);
		expect(styleSrc.split(" ")).toEqual(["'self'", styleHash(NOSCRIPT_STYLE), styleHash(TEST_GATEWAY_STYLE)]);
		// Razorpay's checkout injects styles of its own: with it, inline styles are allowed
		expect(contentSecurityPolicy({ styleSrc: ["'unsafe-inline'"] }).directives.styleSrc).toEqual([
			"'self'",
			"'unsafe-inline'",
		]);
	});

	/**
	 * What @fastify/helmet sent before the headers were computed once at start: helmet's middleware, built per
	 * request from these very options, run against a response that records what it sets.
	 */
	function helmetWouldSend(razorpay: boolean, publicUrl: string): Record<string, string> {
		const sent: Record<string, string> = {};
		const response = {
			setHeader: (name: string, value: string) => {
				sent[name.toLowerCase()] = value;
			},
			removeHeader: (name: string) => {
				delete sent[name.toLowerCase()];
			},
		};
		helmet({
			contentSecurityPolicy: contentSecurityPolicy(
				razorpay
					? {
							scriptSrc: ["https://checkout.razorpay.com"],
							frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
							connectSrc: ["https://lumberjack.razorpay.com"],
							styleSrc: ["'unsafe-inline'"],
						}
					: {},
			),
			crossOriginEmbedderPolicy: false,
			crossOriginResourcePolicy: { policy: "same-origin" },
			referrerPolicy: { policy: "strict-origin-when-cross-origin" },
			strictTransportSecurity: strictTransportSecurity(publicUrl),
		})({} as never, response as never, () => {});
		return sent;
	}

	/** The headers every response carries besides the CSP (and HSTS over https), exactly. */
	const FIXED = {
		"cross-origin-opener-policy": "same-origin",
		"cross-origin-resource-policy": "same-origin",
		"origin-agent-cluster": "?1",
		"referrer-policy": "strict-origin-when-cross-origin",
		"x-content-type-options": "nosniff",
		"x-dns-prefetch-control": "off",
		"x-download-options": "noopen",
		"x-frame-options": "SAMEORIGIN",
		"x-permitted-cross-domain-policies": "none",
		"x-xss-protection": "0",
	};

	it("sends exactly the headers helmet did, on pages, API answers, cached answers, assets, errors and 304s", async () => {
		const expected = helmetWouldSend(false, "http://localhost");
		expect(Object.keys(expected).sort()).toEqual(["content-security-policy", ...Object.keys(FIXED)].sort());
		expect(expected).toMatchObject(FIXED);
		const csp = expected["content-security-policy"] ?? "";
		expect(csp).toMatch(/^default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';/);
		expect(csp).toContain(";frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self'");
		expect(csp).toContain(
			`;script-src-attr 'none';style-src 'self' ${styleHash(NOSCRIPT_STYLE)} ${styleHash(TEST_GATEWAY_STYLE)};connect-src 'self';frame-src 'self'`,
		);
		const listing = await t.app.inject({ method: "GET", url: "/api/products" });
		const requests = [
			{ method: "GET", url: "/" },
			{ method: "HEAD", url: "/products" },
			{ method: "GET", url: "/api/health" },
			{ method: "GET", url: "/api/products" },
			{ method: "GET", url: "/api/products", headers: { "if-none-match": String(listing.headers.etag) } },
			{ method: "GET", url: "/api/products", headers: { "accept-encoding": "br" } },
			{ method: "GET", url: "/assets/app-1a2b3c.js" },
			{ method: "GET", url: "/api/nothing-here" },
			{ method: "GET", url: "/media/nothing-here.webp" },
			{ method: "GET", url: "/api/products?page=0" },
			{ method: "POST", url: "/api/test/boom" },
		] as const;
		const statuses: number[] = [];
		for (const request of requests) {
			const response = await t.app.inject(request);
			statuses.push(response.statusCode);
			for (const [name, value] of Object.entries(expected)) {
				expect(response.headers[name], `${request.method} ${request.url}: ${name}`).toBe(value);
			}
			expect(response.headers["strict-transport-security"]).toBeUndefined();
			expect(response.headers["x-powered-by"]).toBeUndefined();
		}
		expect(statuses).toEqual([200, 200, 200, 200, 304, 200, 200, 404, 404, 400, 500]);
	});

	it("computes the same headers as helmet with Razorpay's sources and over https", () => {
		for (const [razorpay, publicUrl] of [
			[false, "http://localhost:3000"],
			[false, "https://shop.example.in"],
			[true, "http://localhost:3000"],
			[true, "https://shop.example.in"],
		] as const) {
			const computed = Object.fromEntries(
				securityHeaders({ razorpay, publicUrl }).map(([name, value]) => [name.toLowerCase(), value]),
			);
			expect(computed).toEqual(helmetWouldSend(razorpay, publicUrl));
			expect(computed).toMatchObject(FIXED);
			if (publicUrl.startsWith("https:")) {
				expect(computed["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
			} else {
				expect(computed["strict-transport-security"]).toBeUndefined();
			}
		}
		const razorpay = securityHeaders({ razorpay: true, publicUrl: "https://shop.example.in" });
		const csp = razorpay.find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
		expect(csp).toContain(";form-action 'self' https://api.razorpay.com https://checkout.razorpay.com;");
		expect(csp).toContain(";style-src 'self' 'unsafe-inline';connect-src 'self' https://lumberjack.razorpay.com;");
		expect(csp).toMatch(/;frame-src 'self' https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com$/);
		expect(csp).toMatch(/;script-src 'self' [^;]*https:\/\/checkout\.razorpay\.com;/);
		expect(RAZORPAY_SOURCES.styleSrc).toEqual(["'unsafe-inline'"]);
	});

	it("sends Strict-Transport-Security when the shop's PUBLIC_URL is https", async () => {
		const https = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.in" } });
		try {
			for (const url of ["/api/health", "/api/nothing-here", "/"]) {
				const response = await https.app.inject({ method: "GET", url });
				expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
			}
		} finally {
			await https.close();
		}
	});
});

describe("categories", () => {
	it("reads the category tree from the database", async () => {
		const { status, body } = await call(t.app, { method: "GET", url: "/api/category/subcategory/fetch" });
		expect(status).toBe(200);
		expect(body.status).toBe(true);
		const categories = body.response as { category_id: number; category_name: string; subcategories: unknown[] }[];
		expect(categories.map((c) => c.category_name)).toEqual([
			"Girls",
			"Boys",
			"Infants",
			"Accessories",
			"Toys",
			"Sports",
			"Books",
			"Biotique",
			"Jewelry",
		]);
		for (const category of categories) {
			expect(category.subcategories.length).toBeGreaterThan(0);
			expect(category.subcategories[0]).toEqual({ sub_category_id: expect.any(Number), name: expect.any(String) });
		}
	});

	it("answers an empty list on an empty shop", async () => {
		const database = await createTestDatabase();
		const app = await buildApp({ config: testConfig(), database });
		try {
			const { status, body } = await call(app, { method: "GET", url: "/api/category/subcategory/fetch" });
			expect(status).toBe(200);
			expect(body).toEqual({ status: true, response: [] });
		} finally {
			await app.close();
			await database.close();
		}
	});
});

describe("the web app", () => {
	it("serves index.html for client routes and 404 for unknown pages", async () => {
		for (const url of ["/", "/products?category=girls", "/products/girls/floral-frock", "/cart", "/track-order"]) {
			const response = await t.app.inject({ method: "GET", url });
			expect(response.statusCode, url).toBe(200);
			expect(response.headers["content-type"]).toMatch(/text\/html/);
			expect(response.headers["cache-control"]).toBe("no-cache");
			expect(response.body).toContain('<div id="root">');
		}
		const missing = await t.app.inject({ method: "GET", url: "/no-such-page" });
		expect(missing.statusCode).toBe(404);
		expect(missing.body).toContain('<div id="root">');
		expect(missing.body).toContain("noindex");
	});

	it("writes a visitor's words into the page head as text, even replacement patterns like $` and $&", async () => {
		const response = await t.app.inject({ method: "GET", url: "/products?name=%24%60%24%26%24%27%3Cb%3E" });
		expect(response.statusCode).toBe(200);
		expect(response.body.match(/<!doctype html>/gi)).toHaveLength(1);
		expect(response.body.match(/<\/head>/g)).toHaveLength(1);
		expect(response.body).toContain("$`$&amp;$'&lt;b&gt;");
		expect(response.body).not.toContain("<b>");
	});

	it("has the browser fetch the landing page's own code with the app's, after the first paint, and keeps the build manifest private", async () => {
		const boot = (html: string) => {
			const tag = /<script data-entry="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
			return { entry: tag?.[1], preload: tag?.[2]?.split(" ").filter(Boolean), code: tag?.[3] };
		};
		const home = (await t.app.inject({ url: "/" })).body;
		expect(boot(home)).toEqual({
			entry: "/assets/app-1a2b3c.js",
			preload: ["/assets/home-4d.js", "/assets/form-8y.js"],
			code: BOOT_SCRIPT,
		});
		// nothing of the app's code is asked for before the boot script asks (decision 029)
		expect(home).not.toMatch(/<script[^>]*type="module"/);
		expect(home).not.toMatch(/<link[^>]*modulepreload/);
		expect(boot((await t.app.inject({ url: "/faq" })).body).preload).toEqual(["/assets/faq-5e.js"]);
		expect(boot((await t.app.inject({ url: "/no-such-page" })).body).preload).toEqual([]);
		expect((await t.app.inject({ url: "/.vite/manifest.json" })).statusCode).toBe(404);
	});

	it("allows the boot script, and no other inline script, by its hash", async () => {
		const csp = String((await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
		const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
		expect(scriptSrc.split(" ")).toEqual(["'self'", styleHash(BOOT_SCRIPT)]);
		expect(scriptSrc).not.toContain("'unsafe-inline'");
	});

	it("caches hashed assets for a year and compresses them", async () => {
		const response = await t.app.inject({
			method: "GET",
			url: "/assets/app-1a2b3c.js",
			headers: { "accept-encoding": "br, gzip" },
		});
		expect(response.statusCode).toBe(200);
		expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
		expect(["br", "gzip"]).toContain(response.headers["content-encoding"]);
		const missing = await t.app.inject({ method: "GET", url: "/assets/nope.js" });
		expect(missing.statusCode).toBe(404);
	});

	it("serves generated media with long-lived caching", async () => {
		const { body } = await call(t.app, { method: "GET", url: "/api/category/subcategory/fetch" });
		expect(body.status).toBe(true);
		const missing = await t.app.inject({ method: "GET", url: "/media/nothing-here.webp" });
		expect(missing.statusCode).toBe(404);
	});
});

describe("API documentation", () => {
	it("publishes the OpenAPI document and its viewer", async () => {
		const json = await call(t.app, { method: "GET", url: "/api/docs/json" });
		expect(json.status).toBe(200);
		expect(json.body.openapi).toMatch(/^3\./);
		expect(Object.keys(json.body.paths as object)).toContain("/api/category/subcategory/fetch");
		const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
		expect(page.statusCode).toBe(200);
		expect(page.headers["content-type"]).toMatch(/text\/html/);
	});
});
