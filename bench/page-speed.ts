/**
 * Page speed as a parent on a mid-range Android phone over 4G would see it:
 * Lighthouse's mobile audit (simulated Moto G Power, slow 4G, 4× CPU
 * slowdown) of the pages a shopper lands on, against the built app served by
 * the real server with the demo shop.
 *
 *   npx tsx bench/page-speed.ts [--runs 3] [--port 3200]
 *
 * Needs a Chromium (/usr/bin/chromium or CHROME_PATH) and fetches Lighthouse
 * 12 with npx on first use (it is not a dependency of the shop). Uses its own
 * data directory (BENCH_PAGES_DATA_DIR, default .tmp/bench-pages) and the web
 * build in apps/web/dist (run `npm run build` first). Prints the median of
 * --runs audits per page.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
	options: { runs: { type: "string", default: "3" }, port: { type: "string", default: "3200" } },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
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
	fcp: number;
	lcp: number;
	tbt: number;
	cls: number;
	si: number;
	bytes: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
function lighthouse(url: string, attempts = 3): Audit {
	for (let attempt = 1; ; attempt++) {
		try {
			return lighthouseOnce(url);
		} catch (error) {
			if (attempt >= attempts) throw error;
			console.error(`retrying ${url}: ${(error as Error).message.split("\n")[0]}`);
		}
	}
}

function lighthouseOnce(url: string): Audit {
	const outDir = mkdtempSync(path.join(os.tmpdir(), "pitara-lh-"));
	const report = path.join(outDir, "report.json");
	const result = spawnSync(
		"npx",
		[
			"-y",
			LIGHTHOUSE,
			url,
			"--quiet",
			"--only-categories=performance",
			"--output=json",
			`--output-path=${report}`,
			"--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
		],
		{ cwd: os.tmpdir(), env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "pipe"] },
	);
	if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.toString().slice(-2000)}`);
	const json = JSON.parse(readFileSync(report, "utf8")) as {
		categories: { performance: { score: number } };
		audits: Record<string, { numericValue: number }>;
	};
	rmSync(outDir, { recursive: true, force: true });
	const value = (id: string) => json.audits[id]?.numericValue ?? Number.NaN;
	return {
		score: Math.round(json.categories.performance.score * 100),
		fcp: value("first-contentful-paint"),
		lcp: value("largest-contentful-paint"),
		tbt: value("total-blocking-time"),
		cls: value("cumulative-layout-shift"),
		si: value("speed-index"),
		bytes: value("total-byte-weight"),
	};
}

const median = (numbers: number[]) => {
	const sorted = [...numbers].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const server = spawn("node", ["scripts/start.mjs"], {
	cwd: root,
	env: { ...process.env, PORT: String(PORT), DATA_DIR, SKIP_WEB_BUILD: "1", LOG_LEVEL: "warn", NODE_ENV: "production" },
	stdio: ["ignore", "ignore", "inherit"],
});
try {
	await waitForHealth(server);
	const pages = [
		{ label: "home", path: "/" },
		{ label: "listing: Girls", path: "/products?category=Girls" },
		{ label: "product page", path: await aProductPath() },
		{ label: "FAQ", path: "/faq" },
	];
	const rows: string[] = [];
	for (const page of pages) {
		const audits: Audit[] = [];
		for (let run = 0; run < RUNS; run++) audits.push(lighthouse(`${base}${page.path}`));
		const pick = (key: keyof Audit) => median(audits.map((audit) => audit[key]));
		rows.push(
			`| ${page.label.padEnd(16)} | ${String(pick("score")).padStart(5)} | ${(pick("fcp") / 1000).toFixed(1).padStart(6)} s | ${(pick("lcp") / 1000).toFixed(1).padStart(6)} s | ${String(Math.round(pick("tbt"))).padStart(6)} ms | ${pick("cls").toFixed(3).padStart(5)} | ${(pick("si") / 1000).toFixed(1).padStart(5)} s | ${String(Math.round(pick("bytes") / 1024)).padStart(6)} KiB |`,
		);
		console.error(`audited ${page.label}`);
	}
	console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]} mobile, median of ${RUNS} runs`);
	console.log("| page             | score |    FCP   |    LCP   |    TBT    |  CLS  |   SI    |   weight   |");
	console.log("| ---------------- | ----: | -------: | -------: | --------: | ----: | ------: | ---------: |");
	for (const row of rows) console.log(row);
} finally {
	server.kill("SIGTERM");
}
