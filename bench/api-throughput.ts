/**
 * `npm run bench`: the catalogue API at load, against a bare Fastify route
 * serving the same bytes in the same run (issue 13).
 *
 *   DATABASE_URL=postgres://… npm run bench -- [--duration 10] [--connections 50] [--port 3700]
 *     [--warmup 3] [--memory-minutes 5] [--orders-only] [--orders-load wrk|node] [--cached-only]
 *
 * Needs a PostgreSQL database (DATABASE_URL; default pitara_bench on the local
 * server) and wrk. Tops the shop up to 10,000 products when it has fewer,
 * compiles the API, starts it twice in production mode — the catalogue cache
 * on, and off (CATALOGUE_CACHE=off: every answer built afresh, the miss path)
 * — and a bare Fastify route that answers the listing's bytes, then runs
 * `wrk -t2 -c50` against each request and prints one table: requests per
 * second, p99, the ratio to the bare route, errors, and the server's largest
 * resident memory during the run, with the load average of the machine.
 * Then COD orders of 1–3 lines, each by a shopper of its own, sent by wrk
 * (bench/lib/orders.lua; the server behind TRUST_PROXY=1 as behind nginx) or
 * by this process (`--orders-load node`), with the CPU per order of the API,
 * PostgreSQL and the load generator, and the stock checked afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Fastify from "fastify";
import { openDatabase } from "../apps/api/src/db/client.ts";
import {
	checkAndRemoveShoppers,
	closedLoop,
	type LoadResult,
	makeShoppers,
	placeOrder,
	writeOrderRequests,
} from "./lib/cod-orders.ts";
import { cpuMsOf, machineBusyMs, postgresCpu, postgresCpuBetween } from "./lib/proc-cpu.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
	options: {
		duration: { type: "string", default: "10" },
		connections: { type: "string", default: "50" },
		port: { type: "string", default: "3700" },
		products: { type: "string", default: "10000" },
		/** only the order placement (for profiling it) */
		"orders-only": { type: "boolean", default: false },
		/** who sends the orders: wrk with bench/lib/orders.lua (C, keep-alive, as nginx in front), or node (this process) */
		"orders-load": { type: "string", default: "wrk" },
		/** only the bare route and the cached rows, no order placement (to iterate on the cache's hit path) */
		"cached-only": { type: "boolean", default: false },
		/** seconds of unmeasured load before each measured one (the server's JIT and heap settle first) */
		warmup: { type: "string", default: "3" },
		/** then this many minutes of the catalogue loads in turn, the servers' memory sampled every second */
		"memory-minutes": { type: "string", default: "0" },
	},
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const WARMUP = Number(values.warmup);
const MEMORY_MINUTES = Number(values["memory-minutes"]);
const ORDERS_LOAD = values["orders-load"];
if (ORDERS_LOAD !== "wrk" && ORDERS_LOAD !== "node") throw new Error("--orders-load is wrk or node");
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pitara_bench";
const MEDIA_DIR = process.env.BENCH_MEDIA_DIR ?? path.join(root, ".tmp/bench-media");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
	const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
	if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/* the shop and the servers ------------------------------------------------- */

async function productCount(): Promise<number> {
	const pg = (await import("pg")).default;
	const client = new pg.Client({ connectionString: DATABASE_URL });
	await client.connect();
	try {
		const { rows } = await client.query("select count(*)::int as n from products");
		return Number(rows[0]?.n ?? 0);
	} catch {
		return 0;
	} finally {
		await client.end();
	}
}

interface Server {
	child: ChildProcess;
	base: string;
	stop(): Promise<void>;
}

/** every server started, stopped however the run ends */
const started: ChildProcess[] = [];

async function startApi(port: number, env: Record<string, string>): Promise<Server> {
	// as `npm start` runs it (decision 022); BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the
	// servers, BENCH_NODE_ARGS="--max-old-space-size=4096" measures without the heap's limit
	const nodeArgs = ["--max-old-space-size=160", ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean)];
	const child = spawn(process.execPath, [...nodeArgs, path.join(root, "apps/api/dist/server.js")], {
		cwd: root,
		stdio: ["ignore", "ignore", "inherit"],
		env: {
			...process.env,
			NODE_ENV: "production",
			DATABASE_URL,
			MEDIA_DIR,
			PORT: String(port),
			SEED: "none",
			LOG_LEVEL: "warn",
			...env,
		},
	});
	started.push(child);
	const base = `http://127.0.0.1:${port}`;
	for (let i = 0; i < 200; i += 1) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) break;
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	return {
		child,
		base,
		stop: async () => {
			const exited = new Promise((resolve) => child.once("exit", resolve));
			child.kill("SIGTERM");
			await exited;
		},
	};
}

/** The resident memory of a process now, in MB (Linux). */
function rssMb(pid: number | undefined): number {
	if (!pid) return 0;
	try {
		const status = readFileSync(`/proc/${pid}/status`, "utf8");
		return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
	} catch {
		return 0;
	}
}

/* wrk ---------------------------------------------------------------------------- */

interface Result {
	rps: number;
	p50: string;
	p99: string;
	errors: number;
	rss: number;
}

async function wrk(
	url: string,
	headers: Record<string, string>,
	pid: number | undefined,
	seconds = DURATION,
): Promise<Result> {
	const args = ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency"];
	for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
	args.push(url);
	let rss = 0;
	const sampler = setInterval(() => {
		rss = Math.max(rss, rssMb(pid));
	}, 250);
	const output = await new Promise<string>((resolve, reject) => {
		const child = spawn("wrk", args);
		let text = "";
		child.stdout.on("data", (chunk) => {
			text += chunk;
		});
		child.on("error", reject);
		child.on("exit", () => resolve(text));
	});
	clearInterval(sampler);
	const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
	const p50 = /\s50%\s+([\d.]+\w+)/.exec(output)?.[1] ?? "?";
	const p99 = /\s99%\s+([\d.]+\w+)/.exec(output)?.[1] ?? "?";
	const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
	const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
	const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
	return { rps, p50, p99, errors, rss };
}

/**
 * The orders of `file` from line `first` on, sent by wrk (bench/lib/orders.lua) over CONNECTIONS keep-alive
 * connections for `seconds`: orders/s, p50 and p99 in ms, statuses (wrk tells 2xx from the rest), and wrk's CPU.
 */
async function wrkOrders(
	base: string,
	file: string,
	first: number,
	seconds: number,
	connections: number,
): Promise<LoadResult & { generatorCpuMs: number }> {
	const threads = 2;
	const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "-s", "bench/lib/orders.lua"];
	args.push(`${base}/api/order/create`, "--", file, String(first), String(threads));
	const child = spawn("wrk", args, { cwd: root });
	let cpu = 0;
	const sampler = setInterval(() => {
		cpu = Math.max(cpu, cpuMsOf(child.pid));
	}, 100);
	const output = await new Promise<string>((resolve, reject) => {
		let text = "";
		child.stdout.on("data", (chunk) => {
			text += chunk;
		});
		child.stderr.on("data", (chunk) => process.stderr.write(chunk));
		child.on("error", reject);
		child.on("exit", () => resolve(text));
	});
	clearInterval(sampler);
	const ms = (value: string | undefined) => {
		const match = /^([\d.]+)(us|ms|s)$/.exec(value ?? "");
		if (!match) return Number.NaN;
		return Number(match[1]) * (match[2] === "us" ? 0.001 : match[2] === "s" ? 1000 : 1);
	};
	const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
	const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
	const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
	const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
	return {
		perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
		p50: ms(/\s50%\s+([\d.]+\w+)/.exec(output)?.[1]),
		p99: ms(/\s99%\s+([\d.]+\w+)/.exec(output)?.[1]),
		statuses: Object.fromEntries(
			[
				[200, total - non2xx],
				[500, non2xx],
				[0, socketErrors],
			].filter(([, n]) => n),
		),
		// wrk's own CPU, read just before it exits (the last sample): it is a child of this process
		generatorCpuMs: cpu,
	};
}

/* the run ------------------------------------------------------------------------ */

async function main() {
	if (spawnSync("wrk", ["-v"]).error) throw new Error("wrk is needed: apt-get install wrk");
	if ((await productCount()) < Number(values.products)) {
		run("npm", ["run", "seed", "--", "--products", String(values.products)], { DATABASE_URL, MEDIA_DIR });
	}
	run(process.execPath, ["apps/api/scripts/build.mjs"]);

	// wrk's orders come from one address, as through nginx: each shopper's own is in X-Forwarded-For (the per-IP limits)
	const behindProxy: Record<string, string> =
		ORDERS_LOAD === "wrk" ? { TRUST_PROXY: "1", ALLOW_DEMO_SETTINGS: "true" } : {};
	const cached = await startApi(PORT, { CATALOGUE_CACHE: "on", ...behindProxy });
	const uncached = await startApi(PORT + 1, { CATALOGUE_CACHE: "off" });

	// the bytes the bare route answers: the listing's, as the API sends them
	const listingPath = "/api/products";
	const listingBody = Buffer.from(await (await fetch(`${cached.base}${listingPath}`)).arrayBuffer());
	const bare = Fastify({ logger: false });
	bare.get("/bare", (_request, reply) => reply.type("application/json; charset=utf-8").send(listingBody));
	await bare.listen({ port: PORT + 2, host: "127.0.0.1" });

	const detail = (await (await fetch(`${cached.base}/api/products?category=Girls&page_size=1`)).json()) as {
		response: { category: string; slug: string }[];
	};
	const product = detail.response[0];
	if (!product) throw new Error("no product to ask for");
	const detailPath = `/api/products/${encodeURIComponent(product.category)}/${product.slug}`;
	const girlsPath = "/api/products?category=Girls&sort=price-low";
	const searchPath = "/api/products?name=cotton";
	const br = { "accept-encoding": "br" };

	const cases: { label: string; server: Server | null; path: string; headers?: Record<string, string> }[] = [
		{ label: "bare Fastify, the listing's bytes", server: null, path: "/bare" },
		{ label: "listing, first page of 24 — cache", server: cached, path: listingPath },
		{ label: "listing, Accept-Encoding: br — cache", server: cached, path: listingPath, headers: br },
		{ label: "Girls, price low→high — cache", server: cached, path: girlsPath },
		{ label: "product detail — cache", server: cached, path: detailPath },
		{ label: "search 'cotton' — cache", server: cached, path: searchPath },
		{ label: "listing, first page of 24 — cache off", server: uncached, path: listingPath },
		{ label: "Girls, price low→high — cache off", server: uncached, path: girlsPath },
		{ label: "product detail — cache off", server: uncached, path: detailPath },
		{ label: "search 'cotton' — cache off", server: uncached, path: searchPath },
	];

	const rows: string[] = [];
	let bareRps = 0;
	const measured = values["orders-only"]
		? cases.slice(0, 1)
		: values["cached-only"]
			? cases.filter((c) => c.server !== uncached)
			: cases;
	for (const c of measured) {
		const base = c.server ? c.server.base : `http://127.0.0.1:${PORT + 2}`;
		// warm: the cache's answer is made, the server's code compiled and its heap grown to the load
		await fetch(`${base}${c.path}`, { headers: c.headers ?? {} });
		if (WARMUP > 0) await wrk(`${base}${c.path}`, c.headers ?? {}, undefined, WARMUP);
		const load = os.loadavg()[0]?.toFixed(1);
		const result = await wrk(`${base}${c.path}`, c.headers ?? {}, c.server?.child.pid ?? process.pid);
		if (!c.server) bareRps = result.rps;
		const ratio = bareRps ? `${((result.rps / bareRps) * 100).toFixed(1)}%` : "";
		const row = `| ${c.label} | ${Math.round(result.rps).toLocaleString("en")} | ${result.p50} | ${result.p99} | ${ratio} | ${result.errors} | ${Math.round(result.rss)} | ${load} |`;
		rows.push(row);
		console.error(row);
	}

	// order placement: COD, 1–3 lines, a shopper of its own for every order (a closed loop of CONNECTIONS in flight)
	if (!values["cached-only"]) await orderPlacement(cached, bareRps, rows);

	const memory = MEMORY_MINUTES > 0 ? await memoryRun(cases, cached, uncached) : [];

	console.log(
		`\nwrk -t2 -c${CONNECTIONS} -d${DURATION}s, ${await productCount()} products, PostgreSQL, Node ${process.version}, ${os.cpus().length} cores\n`,
	);
	console.log("| request | req/s | p50 | p99 | of bare | errors | server RSS max MB | load avg (1 min) |");
	console.log("|---|--:|--:|--:|--:|--:|--:|--:|");
	for (const row of rows) console.log(row);

	if (memory.length > 0) {
		console.log(
			`\nResident memory (MB) over ${MEMORY_MINUTES} minutes of the catalogue requests above in turn, 10 s each, wrk -t2 -c${CONNECTIONS}, sampled every second:\n`,
		);
		console.log("| minute | requests served | cache on: RSS min | max | cache off: RSS min | max |");
		console.log("|--:|--:|--:|--:|--:|--:|");
		for (const row of memory) console.log(row);
	}

	await bare.close();
	await cached.stop();
	await uncached.stop();
}

/** Order placement: COD, 1–3 lines, a shopper of its own for every order (a closed loop of CONNECTIONS in flight). */
async function orderPlacement(cached: Server, bareRps: number, rows: string[]): Promise<void> {
	const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
	const shoppers = await makeShoppers(database.db, 20_000);
	try {
		const port = Number(new URL(cached.base).port);
		const requestsFile = path.join(os.tmpdir(), `pitara-orders-${process.pid}.tsv`);
		if (ORDERS_LOAD === "wrk") {
			writeOrderRequests(requestsFile, shoppers, 0, 20_000, String(Date.now()));
			await wrkOrders(cached.base, requestsFile, 15_000, 2, 4); // warm
		} else {
			await closedLoop((i) => placeOrder(port, shoppers, i + 10_000), { seconds: 2, concurrency: 4 }); // warm
		}
		const load = os.loadavg()[0]?.toFixed(1);
		let rss = 0;
		const sampler = setInterval(() => {
			rss = Math.max(rss, rssMb(cached.child.pid));
		}, 250);
		console.error(`orders: measuring ${DURATION} s (${ORDERS_LOAD}, ${CONNECTIONS} in flight)`);
		const dbName = new URL(DATABASE_URL).pathname.slice(1);
		const cpuBefore = {
			api: cpuMsOf(cached.child.pid),
			pg: postgresCpu(dbName),
			bench: process.cpuUsage(),
			machine: machineBusyMs(),
		};
		const result: LoadResult & { generatorCpuMs?: number } =
			ORDERS_LOAD === "wrk"
				? await wrkOrders(cached.base, requestsFile, 0, DURATION, CONNECTIONS)
				: await closedLoop((i) => placeOrder(port, shoppers, i), { seconds: DURATION, concurrency: CONNECTIONS });
		clearInterval(sampler);
		const orders = result.perSecond * DURATION;
		const self = process.cpuUsage(cpuBefore.bench);
		const bench = { user: self.user + (result.generatorCpuMs ?? 0) * 1000, system: self.system };
		const perOrder = (ms: number) => (ms / orders).toFixed(2);
		console.error(
			`CPU per order (ms): API ${perOrder(cpuMsOf(cached.child.pid) - cpuBefore.api)}, PostgreSQL ${perOrder(postgresCpuBetween(cpuBefore.pg, postgresCpu(dbName)))}, load generator ${perOrder((bench.user + bench.system) / 1000)}, whole machine ${perOrder(machineBusyMs() - cpuBefore.machine)}; load average ${os
				.loadavg()
				.map((n) => n.toFixed(1))
				.join(" ")}`,
		);
		const failed = Object.entries(result.statuses)
			.filter(([status]) => !status.startsWith("2"))
			.reduce((sum, [, n]) => sum + n, 0);
		const ratio = bareRps ? `${((result.perSecond / bareRps) * 100).toFixed(1)}%` : "";
		rows.push(
			`| order placement, COD, 1–3 lines, distinct shoppers — orders/s | ${Math.round(result.perSecond).toLocaleString("en")} | ${result.p50.toFixed(0)}ms | ${result.p99.toFixed(0)}ms | ${ratio} | ${failed} | ${Math.round(rss)} | ${load} |`,
		);
		console.error(rows.at(-1), JSON.stringify(result.statuses));
	} finally {
		const check = await checkAndRemoveShoppers(database.db, shoppers);
		console.error(
			`stock check: ${check.stock} left + ${check.sold} sold = ${check.stock + check.sold} of ${check.initial.toLocaleString("en")} (${check.consistent ? "consistent" : "INCONSISTENT"}), ${check.orders} orders`,
		);
		await database.close();
	}
}

/**
 * Memory over a long run (issue 13: under 200 MB and flat over 5 minutes): the catalogue requests of the table
 * in turn, 10 s each, against the servers they were measured on, both servers' RSS sampled every second.
 */
async function memoryRun(
	cases: { server: Server | null; path: string; headers?: Record<string, string> }[],
	cached: Server,
	uncached: Server,
): Promise<string[]> {
	const served = cases.filter((c) => c.server !== null);
	const rows: string[] = [];
	const started = Date.now();
	let turn = 0;
	for (let minute = 1; minute <= MEMORY_MINUTES; minute += 1) {
		const on: number[] = [];
		const off: number[] = [];
		const sampler = setInterval(() => {
			on.push(rssMb(cached.child.pid));
			off.push(rssMb(uncached.child.pid));
		}, 1000);
		let requests = 0;
		while (Date.now() < started + minute * 60_000) {
			const c = served[turn % served.length];
			turn += 1;
			if (!c?.server) continue;
			const seconds = Math.max(1, Math.min(10, Math.round((started + minute * 60_000 - Date.now()) / 1000)));
			const result = await wrk(`${c.server.base}${c.path}`, c.headers ?? {}, undefined, seconds);
			requests += Math.round(result.rps * seconds);
		}
		clearInterval(sampler);
		const mb = (list: number[], pick: (...values: number[]) => number) => Math.round(pick(...list));
		rows.push(
			`| ${minute} | ${requests.toLocaleString("en")} | ${mb(on, Math.min)} | ${mb(on, Math.max)} | ${mb(off, Math.min)} | ${mb(off, Math.max)} |`,
		);
		console.error(rows.at(-1));
	}
	return rows;
}

main().catch((error) => {
	console.error(error);
	for (const child of started) child.kill("SIGTERM");
	process.exit(1);
});
