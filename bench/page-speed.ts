/**
 * Page speed as a parent on a mid-range Android phone over 4G would see it:
 * Lighthouse's mobile audit (simulated Moto G Power, slow 4G, 4× CPU
 * slowdown) of the pages a shopper lands on, and of /cart holding two items
 * for a signed-in shopper, against the built app served by the real server
 * with the demo shop: the performance score and its figures, and the
 * accessibility, best-practices and SEO scores. Then the server's own time
 * for a product page (p50 of --requests): kept in the page cache, and
 * rendered afresh (a query the page ignores makes another URL).
 *
 *   npx tsx bench/page-speed.ts [--runs 3] [--port 3200] [--requests 50]
 *
 * The shopper logs in with a one-time code the server sends to a webhook this
 * script listens on (port + 1); their session goes into the Chromium profile
 * Lighthouse uses for /cart (--user-data-dir, storage kept), written there by
 * Playwright.
 *
 * Needs a Chromium (/usr/bin/chromium or CHROME_PATH) and fetches Lighthouse
 * 12 with npx on first use (it is not a dependency of the shop). Uses its own
 * data directory (BENCH_PAGES_DATA_DIR, default .tmp/bench-pages) and the web
 * build in apps/web/dist (run `npm run build` first). Prints the median of
 * --runs audits per page.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
	options: {
		runs: { type: "string", default: "3" },
		port: { type: "string", default: "3200" },
		requests: { type: "string", default: "50" },
		/** audit only the pages whose label starts with one of these, comma-separated ("cart" or "home,hi home") */
		only: { type: "string", default: "" },
		/** keep every Lighthouse report (JSON) in this directory, to read its audits */
		"keep-reports": { type: "string", default: "" },
	},
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const REQUESTS = Number(values.requests);
const SMS_PORT = PORT + 1;
const DATA_DIR = path.resolve(root, process.env.BENCH_PAGES_DATA_DIR ?? ".tmp/bench-pages");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE = "lighthouse@12.8.2";
const base = `http://localhost:${PORT}`;

async function waitForHealth(server: ChildProcess): Promise<void> {
	const deadline = Date.now() + 180_000;
	while (Date.now() < deadline) {
		if (server.exitCode !== null) throw new Error("the server stopped");
		try {
			if ((await fetch(`${base}/api/health`)).ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error("the server did not start");
}

async function aProductPath(): Promise<string> {
	const response = await fetch(`${base}/api/products/all/portal-fetch`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ filters: { category: "Girls", sub_category: "Frocks & Dresses", page_size: 1 } }),
	});
	const body = (await response.json()) as { response: { category: string; slug: string }[] };
	const product = body.response[0];
	if (!product) throw new Error("no product to audit");
	return `/products/${encodeURIComponent(product.category.toLowerCase())}/${product.slug}`;
}

interface Audit {
	score: number;
	accessibility: number;
	bestPractices: number;
	seo: number;
	fcp: number;
	lcp: number;
	tbt: number;
	cls: number;
	si: number;
	bytes: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
function lighthouse(url: string, profile: string | null, attempts = 3): Audit {
	for (let attempt = 1; ; attempt++) {
		try {
			return lighthouseOnce(url, profile);
		} catch (error) {
			if (attempt >= attempts) throw error;
			console.error(`retrying ${url}: ${(error as Error).message.split("\n")[0]}`);
		}
	}
}

/** `profile`: a Chromium profile whose storage (the shopper's session) Lighthouse keeps. */
function lighthouseOnce(url: string, profile: string | null): Audit {
	// the profile keeps the shopper's session, not the files of the last run: every audit is a first visit
	if (profile) {
		for (const cache of ["Cache", "Code Cache", "Service Worker"]) {
			rmSync(path.join(profile, "Default", cache), { recursive: true, force: true });
		}
	}
	const outDir = mkdtempSync(path.join(os.tmpdir(), "pitara-lh-"));
	const report = path.join(outDir, "report.json");
	const result = spawnSync(
		"npx",
		[
			"-y",
			LIGHTHOUSE,
			url,
			"--quiet",
			"--only-categories=performance,accessibility,best-practices,seo",
			"--output=json",
			`--output-path=${report}`,
			...(profile ? ["--disable-storage-reset"] : []),
			`--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run${profile ? ` --user-data-dir=${profile}` : ""}`,
		],
		{ cwd: os.tmpdir(), env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "pipe"] },
	);
	if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.toString().slice(-2000)}`);
	const json = JSON.parse(readFileSync(report, "utf8")) as {
		categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>;
		audits: Record<string, { numericValue: number }>;
	};
	if (values["keep-reports"]) {
		const keep = path.resolve(values["keep-reports"]);
		mkdirSync(keep, { recursive: true });
		const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_")}-${Date.now()}.json`;
		copyFileSync(report, path.join(keep, name));
	}
	rmSync(outDir, { recursive: true, force: true });
	const value = (id: string) => json.audits[id]?.numericValue ?? Number.NaN;
	return {
		score: Math.round(json.categories.performance.score * 100),
		accessibility: Math.round(json.categories.accessibility.score * 100),
		bestPractices: Math.round(json.categories["best-practices"].score * 100),
		seo: Math.round(json.categories.seo.score * 100),
		fcp: value("first-contentful-paint"),
		lcp: value("largest-contentful-paint"),
		tbt: value("total-blocking-time"),
		cls: value("cumulative-layout-shift"),
		si: value("speed-index"),
		bytes: value("total-byte-weight"),
	};
}

/** The codes the server sends, by phone (SMS_PROVIDER=webhook). */
const codes = new Map<string, string>();
const smsSink = createServer((request, response) => {
	let body = "";
	request.on("data", (chunk) => {
		body += chunk;
	});
	request.on("end", () => {
		try {
			const { to, message } = JSON.parse(body) as { to: string; message: string };
			const code = /\b(\d{6})\b/.exec(message)?.[1];
			if (code) codes.set(to.slice(-10), code);
		} catch {
			// not a message
		}
		response.writeHead(200, { "content-type": "application/json" }).end("{}");
	});
});

async function post(pathname: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
	const response = await fetch(`${base}${pathname}`, {
		method: "POST",
		headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
		body: JSON.stringify(body),
	});
	const json = (await response.json()) as Record<string, unknown>;
	if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${JSON.stringify(json)}`);
	return json;
}

/**
 * A new shopper, logged in, with two different items in the cart; their
 * session written into a Chromium profile as the login page stores it.
 */
async function shopperProfile(): Promise<string> {
	const phone = `9${String(Date.now()).slice(-9)}`;
	await post("/api/users/registration", {
		full_name: "Bench Shopper",
		email: `bench.${phone}@example.com`,
		phone,
		password: "pitara123",
		gender: "Female",
		dob: "1990-01-01",
	});
	await post("/api/user/send/otp", { phone_email: phone });
	for (let wait = 0; !codes.has(phone) && wait < 100; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
	const code = codes.get(phone);
	if (!code) throw new Error("no login code arrived");
	const login = (await post("/api/user/validate/otp", { phone, otp: code })).response as {
		token: string;
		userInfo: unknown;
	};
	const listing = await fetch(`${base}/api/products?category=Toys&page_size=10`);
	const products = ((await listing.json()) as { response: { other_info: { id: number; stock: number }[] }[] }).response;
	const variants = products.flatMap((product) => product.other_info.filter((variant) => variant.stock > 0).slice(0, 1));
	for (const variant of variants.slice(0, 2)) {
		await post("/api/product/addtocart", { product_id: variant.id, quantity: 1 }, login.token);
	}
	const profile = mkdtempSync(path.join(os.tmpdir(), "pitara-lh-profile-"));
	const { chromium } = await import("@playwright/test");
	const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, args: ["--no-sandbox"] });
	const page = await context.newPage();
	await page.goto(`${base}/faq`);
	await page.evaluate(
		([token, user]) => {
			localStorage.setItem("token", token);
			localStorage.setItem("user", user);
		},
		[login.token, JSON.stringify(login.userInfo)] as const,
	);
	await context.close();
	return profile;
}

/** One whole answer; a kept-alive connection the server closed meanwhile (EPIPE) is tried again once. */
async function fetchBody(url: string): Promise<void> {
	try {
		await (await fetch(url, { headers: { "accept-encoding": "br" } })).arrayBuffer();
	} catch {
		await (await fetch(url, { headers: { "accept-encoding": "br" } })).arrayBuffer();
	}
}

/** The time to the whole page, over `REQUESTS` requests one at a time. */
async function serverTimes(urls: () => string): Promise<number[]> {
	const times: number[] = [];
	for (let i = 0; i < REQUESTS; i++) {
		const url = urls();
		const started = performance.now();
		await fetchBody(url);
		times.push(performance.now() - started);
	}
	return times;
}

const median = (numbers: number[]) => {
	const sorted = [...numbers].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

await new Promise<void>((resolve) => smsSink.listen(SMS_PORT, "127.0.0.1", resolve));
const server = spawn("node", ["scripts/start.mjs"], {
	cwd: root,
	env: {
		...process.env,
		PORT: String(PORT),
		DATA_DIR,
		SKIP_WEB_BUILD: "1",
		LOG_LEVEL: "warn",
		NODE_ENV: "production",
		SMS_PROVIDER: "webhook",
		SMS_WEBHOOK_URL: `http://127.0.0.1:${SMS_PORT}/sms`,
	},
	stdio: ["ignore", "ignore", "inherit"],
});
let profile: string | null = null;
try {
	await waitForHealth(server);
	const productPath = await aProductPath();
	profile = await shopperProfile();
	const pages = [
		{ label: "home", path: "/", profile: null },
		{ label: "listing: Girls", path: "/products?category=Girls", profile: null },
		{ label: "product page", path: productPath, profile: null },
		{ label: "FAQ", path: "/faq", profile: null },
		{ label: "cart, 2 items", path: "/cart", profile },
		// the same pages in Hindi (issue 31: within 1 point of their English pages in the same run)
		{ label: "hi home", path: "/hi/", profile: null },
		{ label: "hi listing: Girls", path: "/hi/products?category=Girls", profile: null },
		{ label: "hi product page", path: `/hi${productPath}`, profile: null },
	];
	const only = (values.only ?? "").split(",");
	const rows: string[] = [];
	for (const page of pages.filter((one) => only.some((prefix) => one.label.startsWith(prefix)))) {
		const audits: Audit[] = [];
		for (let run = 0; run < RUNS; run++) audits.push(lighthouse(`${base}${page.path}`, page.profile));
		const pick = (key: keyof Audit) => median(audits.map((audit) => audit[key]));
		rows.push(
			`| ${page.label.padEnd(17)} | ${String(pick("score")).padStart(5)} | ${(pick("fcp") / 1000).toFixed(1).padStart(6)} s | ${(pick("lcp") / 1000).toFixed(1).padStart(6)} s | ${String(Math.round(pick("tbt"))).padStart(6)} ms | ${pick("cls").toFixed(3).padStart(5)} | ${(pick("si") / 1000).toFixed(1).padStart(5)} s | ${String(Math.round(pick("bytes") / 1024)).padStart(6)} KiB | ${String(pick("accessibility")).padStart(4)} | ${String(pick("bestPractices")).padStart(4)} | ${String(pick("seo")).padStart(4)} |`,
		);
		console.error(`audited ${page.label}: ${audits.map((audit) => audit.score).join(", ")}`);
	}
	console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]} mobile, median of ${RUNS} runs`);
	console.log(
		"| page             | score |    FCP   |    LCP   |    TBT    |  CLS  |   SI    |   weight   | a11y | best |  SEO |",
	);
	console.log(
		"| ---------------- | ----: | -------: | -------: | --------: | ----: | ------: | ---------: | ---: | ---: | ---: |",
	);
	for (const row of rows) console.log(row);

	// the server alone: a kept page, then the same page rendered afresh (another URL each time)
	const pageUrl = `${base}${productPath}`;
	await fetchBody(pageUrl);
	const cached = await serverTimes(() => pageUrl);
	let fresh = 0;
	const rendered = await serverTimes(() => `${pageUrl}?bench=${Date.now()}-${fresh++}`);
	const p = (times: number[], q: number) =>
		[...times].sort((a, b) => a - b)[Math.floor(times.length * q)] ?? Number.NaN;
	console.log(`\nProduct page from the server (${REQUESTS} requests one at a time, brotli, whole body):`);
	console.log(`| page | p50 | p90 |\n| --- | ---: | ---: |`);
	console.log(`| kept (page cache) | ${p(cached, 0.5).toFixed(1)} ms | ${p(cached, 0.9).toFixed(1)} ms |`);
	console.log(`| rendered | ${p(rendered, 0.5).toFixed(1)} ms | ${p(rendered, 0.9).toFixed(1)} ms |`);
} finally {
	server.kill("SIGTERM");
	smsSink.close();
	if (profile) rmSync(profile, { recursive: true, force: true });
}
