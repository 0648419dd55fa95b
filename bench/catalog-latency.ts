/**
 * Catalogue latency on a 10,000-product shop: the listing (several filter and
 * sort combinations), search suggestions, a product page and the filters.
 *
 *   npx tsx bench/catalog-latency.ts [--requests 200] [--concurrency 8] [--port 3130] [--products 10000]
 *
 * Uses its own database: PGlite in BENCH_DATA_DIR (default .tmp/bench-catalog),
 * or the PostgreSQL server in DATABASE_URL. Tops the shop up to --products
 * with `npm run seed -- --products N` when it has fewer, prints the EXPLAIN
 * plans of the listing and search queries, then starts the real server
 * (`node scripts/start.mjs`, production mode) and measures each request from
 * the client: sequentially for latency, then with --concurrency requests in
 * flight for throughput.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../apps/api/src/db/client.ts";
import {
	type ListingQuery,
	listingQueries,
	productSuggestionsQuery,
	resolveTaxonomy,
} from "../apps/api/src/modules/catalog/store/products.repository.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
	options: {
		requests: { type: "string", default: "200" },
		concurrency: { type: "string", default: "8" },
		port: { type: "string", default: "3130" },
		products: { type: "string", default: "10000" },
	},
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const PRODUCTS = Number(values.products);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const DATA_DIR = path.resolve(root, process.env.BENCH_DATA_DIR ?? ".tmp/bench-catalog");
const env = {
	...process.env,
	DATA_DIR,
	MEDIA_DIR: path.join(DATA_DIR, "media"),
	...(DATABASE_URL ? { DATABASE_URL } : {}),
};
const base = `http://127.0.0.1:${PORT}`;

/* the shop ------------------------------------------------------------------ */

async function productCount(): Promise<number> {
	const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
	try {
		await database.migrate();
		const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
		return Number(row?.n ?? 0);
	} finally {
		await database.close();
	}
}

/* plans ----------------------------------------------------------------------- */

const LISTINGS: { label: string; query: ListingQuery }[] = [
	{ label: "all, featured", query: { sort: "featured", page: 1, pageSize: 24 } },
	{
		label: "category Girls, price low to high",
		query: { category: "Girls", sort: "price-low", page: 1, pageSize: 24 },
	},
	{
		label: "Girls › Frocks & Dresses, ₹300–2000, newest",
		query: {
			category: "Girls",
			subCategory: "Frocks & Dresses",
			minPrice: 300_00,
			maxPrice: 2000_00,
			sort: "newest",
			page: 1,
			pageSize: 24,
		},
	},
	{
		label: "brand Tiny Tots, age 2-3 years",
		query: { brand: "Tiny Tots", age: "2-3 years", sort: "featured", page: 1, pageSize: 24 },
	},
	{ label: "all, price high to low, page 20", query: { sort: "price-high", page: 20, pageSize: 24 } },
	{ label: "search 'frock'", query: { name: "frock", sort: "featured", page: 1, pageSize: 24 } },
	{ label: "search 'frok' (misspelt), price low", query: { name: "frok", sort: "price-low", page: 1, pageSize: 24 } },
];

/** The lines of a plan that say how rows are found (scans, joins, sorts), with their times. */
function keyLines(plan: string[]): string[] {
	return plan.filter((line) =>
		/Scan|Join|Sort|Limit|Aggregate|BitmapOr|BitmapAnd|Execution Time|Planning Time/.test(line),
	);
}

async function explainAll(): Promise<void> {
	const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
	try {
		const explain = async (label: string, query: SQL) => {
			const rows = await queryRows<{ "QUERY PLAN": string }>(
				database.db,
				sql`explain (analyze, costs off, timing on, summary on) ${query}`,
			);
			const plan = rows.map((row) => row["QUERY PLAN"]);
			console.log(`\n-- ${label}`);
			for (const line of keyLines(plan)) console.log(`   ${line}`);
		};
		for (const { label, query } of LISTINGS) {
			const { page, count } = listingQueries(query, await resolveTaxonomy(database.db, query));
			await explain(`listing page: ${label}`, page);
			await explain(`listing total: ${label}`, count);
		}
		for (const text of ["frok", "pink frok"]) await explain(`suggestions '${text}'`, productSuggestionsQuery(text, 8));
	} finally {
		await database.close();
	}
}

/* the server and the measurements -------------------------------------------- */

async function startServer(): Promise<ChildProcess> {
	const server = spawn(process.execPath, ["scripts/start.mjs"], {
		cwd: root,
		env: { ...env, PORT: String(PORT), SKIP_WEB_BUILD: "1", NODE_ENV: "production", SEED: "none", LOG_LEVEL: "warn" },
		stdio: ["ignore", "ignore", "inherit"],
	});
	const deadline = Date.now() + 120_000;
	while (Date.now() < deadline) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) return server;
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	server.kill();
	throw new Error("the server did not start");
}

interface Call {
	label: string;
	method: "GET" | "POST";
	path: string;
	body?: unknown;
}

async function send(call: Call): Promise<number> {
	const started = performance.now();
	const response = await fetch(`${base}${call.path}`, {
		method: call.method,
		headers:
			call.body === undefined
				? { "accept-encoding": "br" }
				: { "content-type": "application/json", "accept-encoding": "br" },
		body: call.body === undefined ? undefined : JSON.stringify(call.body),
	});
	await response.arrayBuffer();
	const elapsed = performance.now() - started;
	if (!response.ok) throw new Error(`${call.label}: HTTP ${response.status}`);
	return elapsed;
}

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => value.toFixed(1);

async function measure(call: Call): Promise<string> {
	for (let i = 0; i < 10; i++) await send(call);
	const times: number[] = [];
	for (let i = 0; i < REQUESTS; i++) times.push(await send(call));
	times.sort((a, b) => a - b);
	const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
	return `| ${call.label} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${ms(mean)} |`;
}

async function throughput(call: Call): Promise<string> {
	const total = REQUESTS * 2;
	const latencies: number[] = [];
	let next = 0;
	const started = performance.now();
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (next < total) {
				next++;
				latencies.push(await send(call));
			}
		}),
	);
	const seconds = (performance.now() - started) / 1000;
	latencies.sort((a, b) => a - b);
	return `| ${call.label} | ${CONCURRENCY} | ${(total / seconds).toFixed(0)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} |`;
}

const listing = (filters: Record<string, unknown>): Call["body"] => ({ filters });
/** The lean GET form of the listing, which the web app reads (SPEC's POST call also answers every variant's HTML). */
const listingPath = (filters: Record<string, string | number>): string => {
	const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
	return `/api/products${query.size > 0 ? `?${query}` : ""}`;
};

async function main(): Promise<void> {
	const where = DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${DATA_DIR}`;
	let count = await productCount();
	if (count < PRODUCTS) {
		console.log(`${where} has ${count} products; seeding up to ${PRODUCTS}…`);
		const seeded = spawnSync("npm", ["run", "seed", "--", "--products", String(PRODUCTS)], {
			cwd: root,
			env,
			stdio: "inherit",
		});
		if (seeded.status !== 0) throw new Error("seeding failed");
		count = await productCount();
	}
	console.log(`Catalogue: ${count} products in ${where}`);
	console.log("\nEXPLAIN ANALYZE of the listing and search queries (key lines):");
	await explainAll();

	const server = await startServer();
	try {
		// a product that exists, for the detail and reviews calls
		const sample = (await (
			await fetch(`${base}/api/products/all/portal-fetch`, {
				method: "POST",
				headers: { "content-type": "application/json" },
				body: JSON.stringify(listing({ category: "Girls", page_size: 1 })),
			})
		).json()) as { response: { category: string; slug: string; product_id: number }[] };
		const product = sample.response[0];
		if (!product) throw new Error("no product to open");

		const calls: Call[] = [
			{ label: "listing: all, featured", method: "GET", path: listingPath({}) },
			{
				label: "listing: category Girls, price low→high",
				method: "GET",
				path: listingPath({ category: "Girls", sort: "price-low" }),
			},
			{
				label: "listing: Girls › Frocks & Dresses, ₹300–2000, newest",
				method: "GET",
				path: listingPath({
					category: "Girls",
					sub_category: "Frocks & Dresses",
					min_price: 300,
					max_price: 2000,
					sort: "newest",
				}),
			},
			{
				label: "listing: brand + age",
				method: "GET",
				path: listingPath({ brand: "Tiny Tots", age: "2-3 years" }),
			},
			{
				label: "listing: all, price high→low, page 20",
				method: "GET",
				path: listingPath({ sort: "price-high", page: 20 }),
			},
			{
				label: "listing: search 'frock'",
				method: "GET",
				path: listingPath({ name: "frock" }),
			},
			{
				label: "listing: search 'frok' (misspelt), price low→high",
				method: "GET",
				path: listingPath({ name: "frok", sort: "price-low" }),
			},
			{ label: "suggestions 'fro'", method: "GET", path: "/api/search/suggestions?q=fro" },
			{ label: "suggestions 'frok'", method: "GET", path: "/api/search/suggestions?q=frok" },
			{ label: "suggestions 'pink frok'", method: "GET", path: "/api/search/suggestions?q=pink%20frok" },
			{
				label: "product detail",
				method: "POST",
				path: "/api/products/all/portal-fetch",
				body: { category: product.category, name: product.slug },
			},
			{
				label: "similar products",
				method: "GET",
				path: `/api/products/${encodeURIComponent(product.category)}/${product.slug}/similar`,
			},
			{ label: "reviews", method: "GET", path: `/api/products/${product.product_id}/reviews` },
			{ label: "filters (cached 60 s)", method: "GET", path: "/api/products/all/filters?category=Girls" },
			{
				label: "listing: all, featured, SPEC's POST call (variants' HTML too)",
				method: "POST",
				path: "/api/products/all/portal-fetch",
				body: listing({}),
			},
		];

		console.log(`\nLatency, one request at a time, ${REQUESTS} requests each after 10 warm-up (ms):\n`);
		console.log("| request | p50 | p95 | p99 | mean |");
		console.log("|---|---:|---:|---:|---:|");
		for (const call of calls) console.log(await measure(call));

		console.log(`\nThroughput with ${CONCURRENCY} requests in flight, ${REQUESTS * 2} requests:\n`);
		console.log("| request | in flight | requests/s | p50 ms | p95 ms |");
		console.log("|---|---:|---:|---:|---:|");
		for (const call of [calls[0], calls[2], calls[8]] as Call[]) console.log(await throughput(call));
	} finally {
		server.kill("SIGTERM");
		await new Promise((resolve) => server.once("exit", resolve));
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exitCode = 1;
});
