/**
 * Orders/s and listing req/s through nginx with 1 and then 2 API processes,
 * on one PostgreSQL database and Redis (issue 16), beside a file nginx serves
 * itself (the bare figure of the same run: the ratios are what to compare on
 * a shared machine).
 *
 *   npx tsx bench/cluster-load.ts [--seconds 10] [--concurrency 32] [--port 3400]
 *
 * Needs nginx, PostgreSQL (DATABASE_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/test: a database is made and dropped)
 * and Redis (REDIS_URL, default redis://127.0.0.1:6379), and the built web
 * app. Ports: --port for nginx, the next two for the API processes.
 * Every order is cash on delivery, 1–3 lines, by a shopper of its own from an
 * address of its own (127.20.0.0/16), so no per-shopper limit applies.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { checkAndRemoveShoppers, closedLoop, makeShoppers, placeOrder } from "./lib/cod-orders.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
	options: {
		seconds: { type: "string", default: "10" },
		concurrency: { type: "string", default: "32" },
		port: { type: "string", default: "3400" },
	},
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const NGINX = Number(values.port);
const API = [NGINX + 1, NGINX + 2];
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `pitara_bench_cluster_${randomBytes(3).toString("hex")}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
	return new Promise<number>((resolve) => {
		const payload = body === undefined ? undefined : JSON.stringify(body);
		const req = http.request(
			{
				host: "127.0.0.1",
				port: NGINX,
				method,
				path: url,
				agent: keepAlive,
				headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers },
			},
			(res) => {
				res.resume();
				res.on("end", () => resolve(res.statusCode ?? 0));
			},
		);
		req.on("error", () => resolve(0));
		if (payload) req.write(payload);
		req.end();
	});
}

const load = (one: (i: number) => Promise<number>) => closedLoop(one, { seconds: SECONDS, concurrency: CONCURRENCY });

const children: ChildProcess[] = [];
function startApi(port: number) {
	const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
		cwd: root,
		stdio: "ignore",
		env: {
			...process.env,
			NODE_ENV: "production",
			PORT: String(port),
			HOST: "127.0.0.1",
			DATABASE_URL: dbUrl,
			REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
			REDIS_KEY_PREFIX: `${dbName}:`,
			TRUST_PROXY: "1",
			SEED: "demo",
			ALLOW_DEMO_SETTINGS: "true",
			LOG_LEVEL: "warn",
			MEDIA_DIR: path.join(root, "node_modules/.cache/pitara-test-media"),
		},
	});
	children.push(child);
}

async function waitReady(port: number) {
	for (let i = 0; i < 600; i += 1) {
		const ok = await new Promise<boolean>((resolve) => {
			http
				.get({ host: "127.0.0.1", port, path: "/api/ready" }, (res) => {
					res.resume();
					resolve(res.statusCode === 200);
				})
				.on("error", () => resolve(false));
		});
		if (ok) return;
		await sleep(250);
	}
	throw new Error(`API on ${port} not ready`);
}

let nginxDir = "";
let nginx: ChildProcess | null = null;
async function startNginx(upstreams: number[]) {
	if (nginx) {
		const exited = new Promise((r) => nginx?.once("exit", r));
		nginx.kill("SIGQUIT");
		await exited;
	}
	nginxDir ||= await mkdtemp(path.join(os.tmpdir(), "pitara-bench-nginx-"));
	const d = nginxDir;
	const site = (await readFile(path.join(root, "deploy/nginx.conf"), "utf8"))
		.replace(/\tserver 127\.0\.0\.1:3001[^\n]*\n\tserver 127\.0\.0\.1:3002[^\n]*\n/, () =>
			upstreams.map((port) => `\tserver 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(""),
		)
		.replace("listen 80;", `listen 127.0.0.1:${NGINX};`)
		.replace("/srv/pitara/apps/web/dist", path.join(root, "apps/web/dist"))
		.replace("/srv/pitara/media/", `${path.join(root, "node_modules/.cache/pitara-test-media")}/`)
		.replaceAll("/etc/nginx/pitara-proxy.conf", path.join(root, "deploy/pitara-proxy.conf"));
	await writeFile(path.join(d, "site.conf"), site);
	await writeFile(
		path.join(d, "nginx.conf"),
		`${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;\npid ${d}/nginx.pid;\nerror_log ${d}/error.log;\ndaemon off;\nevents { worker_connections 4096; }\nhttp {\n\tinclude /etc/nginx/mime.types;\n\taccess_log off;\n\tclient_body_temp_path ${d}/body;\n\tproxy_temp_path ${d}/proxy;\n\tfastcgi_temp_path ${d}/f;\n\tuwsgi_temp_path ${d}/u;\n\tscgi_temp_path ${d}/s;\n\tinclude ${d}/site.conf;\n}\n`,
	);
	nginx = spawn("nginx", ["-p", d, "-c", path.join(d, "nginx.conf")], { stdio: "inherit" });
	await sleep(500);
}

async function main() {
	const admin = new pg.Client({ connectionString: ADMIN_URL });
	await admin.connect();
	await admin.query(`create database "${dbName}"`);
	const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 4 });
	try {
		for (const port of API) startApi(port);
		await Promise.all(API.map(waitReady));
		// shoppers with a session and an address each, and one variant with stock for every order
		const shoppers = await makeShoppers(database.db, 20_000);
		const order = (i: number) => placeOrder(NGINX, shoppers, i);
		const listing = () =>
			// the lean GET form the web app reads
			send("GET", "/api/products?category=Girls&page=1", undefined, { "accept-encoding": "gzip" });
		const bare = () => send("GET", "/robots.txt");

		const rows: string[] = [];
		for (const upstreams of [[API[0] as number], API]) {
			await startNginx(upstreams);
			await load(listing); // warm up
			const b = await load(bare);
			const l = await load(listing);
			const o = await load(order);
			const line = `| ${upstreams.length} | ${b.perSecond.toFixed(0)} | ${l.perSecond.toFixed(0)} (${((100 * l.perSecond) / b.perSecond).toFixed(1)}% of bare) | ${o.perSecond.toFixed(0)} (${((100 * o.perSecond) / b.perSecond).toFixed(1)}% of bare; p50 ${o.p50.toFixed(0)} ms, p99 ${o.p99.toFixed(0)} ms) | ${JSON.stringify(l.statuses)} ${JSON.stringify(o.statuses)} |`;
			console.log(line);
			rows.push(line);
		}
		console.log("\n| API processes | nginx static file req/s (bare) | listing req/s | COD orders/s | statuses |");
		console.log("|---|---|---|---|---|");
		for (const row of rows) console.log(row);
		const check = await checkAndRemoveShoppers(database.db, shoppers);
		console.log(
			`stock check: ${check.stock} left + ${check.sold} sold = ${check.stock + check.sold} (${check.initial}): ${check.consistent ? "consistent" : "INCONSISTENT"}`,
		);
	} finally {
		for (const child of children) child.kill("SIGTERM");
		nginx?.kill("SIGQUIT");
		await sleep(2000);
		await database.close();
		await admin.query(`drop database if exists "${dbName}" with (force)`);
		await admin.end();
		if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
	}
}

await main();
