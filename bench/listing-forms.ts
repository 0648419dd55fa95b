/**
 * SPEC's listing call against the web app's lean listing (issue 10): one page
 * of 24 products as POST /api/products/all/portal-fetch answers it (every
 * variant's description and specifications HTML, SPEC.md §3's whole shape)
 * and as GET /api/products answers it (the cards' fields only), each beside
 * /robots.txt of the same server as the bare route, one request at a time.
 *
 *   npx tsx bench/listing-forms.ts --base http://127.0.0.1:3000 [--requests 300]
 *
 * Runs against a server you started (`npm start`, or with CATALOGUE_CACHE=off
 * to measure the answers being built rather than served from the cache).
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({
	options: {
		base: { type: "string", default: "http://127.0.0.1:3000" },
		requests: { type: "string", default: "300" },
		category: { type: "string", default: "Girls" },
	},
});
const BASE = values.base as string;
const REQUESTS = Number(values.requests);
const filters = { category: values.category as string, page_size: 24 };

interface Call {
	label: string;
	url: string;
	init?: RequestInit;
}

const headers = { "accept-encoding": "br" };
const calls: Call[] = [
	{ label: "bare: /robots.txt", url: `${BASE}/robots.txt`, init: { headers } },
	{
		label: "lean: GET /api/products (the web app's listing)",
		url: `${BASE}/api/products?${new URLSearchParams({ category: filters.category, page_size: "24" })}`,
		init: { headers },
	},
	{
		label: "full: POST portal-fetch listing (SPEC §3, variants' HTML)",
		url: `${BASE}/api/products/all/portal-fetch`,
		init: {
			method: "POST",
			headers: { ...headers, "content-type": "application/json" },
			body: JSON.stringify({ filters }),
		},
	},
];

const quantile = (sorted: number[], q: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(call: Call): Promise<{ p50: number; p95: number; wire: number; raw: number }> {
	let wire = 0;
	let raw = 0;
	for (let i = 0; i < 10; i++) {
		const response = await fetch(call.url, call.init);
		raw = (await response.arrayBuffer()).byteLength;
		wire = Number(response.headers.get("content-length") ?? 0);
		if (!response.ok) throw new Error(`${call.label}: ${response.status}`);
	}
	const times: number[] = [];
	for (let i = 0; i < REQUESTS; i++) {
		const started = performance.now();
		const response = await fetch(call.url, call.init);
		await response.arrayBuffer();
		times.push(performance.now() - started);
	}
	times.sort((a, b) => a - b);
	return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), wire, raw };
}

const results = [];
for (const call of calls) results.push({ call, ...(await measure(call)) });
const bare = results[0]?.p50 ?? 1;
console.log(`${REQUESTS} requests each after 10 warm-up, one at a time, ${BASE}, Accept-Encoding: br\n`);
console.log("| request | p50 ms | p95 ms | p50 ÷ bare | bytes sent (br) | JSON bytes |");
console.log("|---|--:|--:|--:|--:|--:|");
for (const r of results) {
	console.log(
		`| ${r.call.label} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${(r.p50 / bare).toFixed(1)}× | ${r.wire ? r.wire.toLocaleString("en") : "?"} | ${r.raw.toLocaleString("en")} |`,
	);
}
