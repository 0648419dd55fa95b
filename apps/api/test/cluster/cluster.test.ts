import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { STAFF_AREA_OF_SEGMENT } from "@pitara/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../../src/db/client.ts";
import { createAdmin, createUser } from "../helpers.ts";
import { addAddress, orderPayload, prepareVariants, stockOf, type TestVariant } from "../orders.ts";
import { spellings } from "../url-spellings.ts";
import { ApiProcess, newAddress, request, root, sleep } from "./processes.ts";

/**
 * Issue 16's cluster test: two API processes (the real server, `node --import
 * tsx src/server.ts`) on one PostgreSQL database and one Redis, behind nginx
 * running deploy/nginx.conf, all on loopback. Each shopper's requests come
 * from an address of its own in 127.0.0.0/8, as through a real proxy.
 *
 * Needs nginx, PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (TEST_REDIS_URL, default
 * redis://127.0.0.1:6379), and the built web app; `npm run test:cluster`.
 * Ports: CLUSTER_PORT (default 3400) for nginx, the next three for the API
 * processes and start:cluster.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const BASE = Number(process.env.CLUSTER_PORT ?? 3400);
const NGINX_PORT = BASE;
const PORT_A = BASE + 1;
const PORT_B = BASE + 2;
const PORT_CLUSTER = BASE + 3;
const webDist = path.join(root, "apps/web/dist");
const mediaDir = path.join(root, "node_modules/.cache/pitara-test-media");

class Nginx {
	child: ChildProcess | null = null;
	dir = "";
	async start(port: number, upstreams: number[]) {
		this.dir = await mkdtemp(path.join(os.tmpdir(), "pitara-nginx-"));
		const site = (await readFile(path.join(root, "deploy/nginx.conf"), "utf8"))
			.replace("server 127.0.0.1:3001", `server 127.0.0.1:${upstreams[0]}`)
			.replace("server 127.0.0.1:3002", `server 127.0.0.1:${upstreams[1]}`)
			.replace("listen 80;", `listen 127.0.0.1:${port};`)
			.replace("/srv/pitara/apps/web/dist", webDist)
			.replace("/srv/pitara/media/", `${mediaDir}/`)
			.replaceAll("/etc/nginx/pitara-proxy.conf", path.join(this.dir, "pitara-proxy.conf"));
		for (const expected of [String(upstreams[0]), String(upstreams[1]), webDist, mediaDir]) {
			if (!site.includes(expected)) throw new Error(`deploy/nginx.conf no longer has the line for ${expected}`);
		}
		await writeFile(path.join(this.dir, "pitara.conf"), site);
		await writeFile(
			path.join(this.dir, "pitara-proxy.conf"),
			await readFile(path.join(root, "deploy/pitara-proxy.conf"), "utf8"),
		);
		const d = this.dir;
		await writeFile(
			path.join(d, "nginx.conf"),
			`${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
daemon off;
events { worker_connections 2048; }
http {
	include /etc/nginx/mime.types;
	log_format upstream '$remote_addr $status $upstream_addr $request_uri';
	access_log ${d}/access.log upstream;
	client_body_temp_path ${d}/body;
	proxy_temp_path ${d}/proxy;
	fastcgi_temp_path ${d}/fastcgi;
	uwsgi_temp_path ${d}/uwsgi;
	scgi_temp_path ${d}/scgi;
	include ${d}/pitara.conf;
}
`,
		);
		execFileSync("nginx", ["-t", "-q", "-p", d, "-c", path.join(d, "nginx.conf")], { stdio: "pipe" });
		this.child = spawn("nginx", ["-p", d, "-c", path.join(d, "nginx.conf")], { stdio: "ignore" });
		for (let i = 0; i < 100; i += 1) {
			if ((await request(port, "GET", "/robots.txt").catch(() => null)) !== null) return;
			await sleep(50);
		}
		throw new Error("nginx did not start");
	}

	async accessLog(): Promise<string[]> {
		return (await readFile(path.join(this.dir, "access.log"), "utf8")).split("\n").filter(Boolean);
	}

	async stop() {
		const child = this.child;
		if (child && child.exitCode === null) {
			const exited = new Promise((resolve) => child.once("exit", resolve));
			child.kill("SIGQUIT");
			await exited;
		}
		if (this.dir) await rm(this.dir, { recursive: true, force: true });
	}
}

const databaseName = `pitara_t_cluster_${randomBytes(4).toString("hex")}`;
const databaseUrl = (() => {
	const url = new URL(ADMIN_URL);
	url.pathname = `/${databaseName}`;
	return url.toString();
})();
const prefix = `pitara-cluster-${randomBytes(4).toString("hex")}:`;
const apiEnv: Record<string, string> = {
	NODE_ENV: "production",
	HOST: "127.0.0.1",
	DATABASE_URL: databaseUrl,
	REDIS_URL,
	REDIS_KEY_PREFIX: prefix,
	TRUST_PROXY: "1",
	SEED: "demo",
	ALLOW_DEMO_SETTINGS: "true",
	LOG_LEVEL: "info",
	MEDIA_DIR: mediaDir,
	PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
};

const a = new ApiProcess("API a", PORT_A, apiEnv);
const b = new ApiProcess("API b", PORT_B, apiEnv);
const nginx = new Nginx();
let database: Database;

beforeAll(async () => {
	if (!existsSync(path.join(webDist, "index.html"))) throw new Error("build the web app first: npm run build");
	const admin = new pg.Client({ connectionString: ADMIN_URL });
	await admin.connect();
	await admin.query(`create database "${databaseName}"`);
	await admin.end();
	// both start at once on an empty database: one migrates and seeds, the other waits for it (advisory lock)
	a.start();
	b.start();
	await Promise.all([a.ready(), b.ready()]);
	await nginx.start(NGINX_PORT, [PORT_A, PORT_B]);
	database = await openDatabase({ databaseUrl, poolSize: 4 });
}, 240_000);

afterAll(async () => {
	for (const api of [a, b]) {
		if (api.child && api.child.exitCode === null) {
			api.kill("SIGKILL");
			await api.exit;
		}
	}
	await nginx.stop();
	await database?.close();
	const admin = new pg.Client({ connectionString: ADMIN_URL });
	await admin.connect();
	await admin.query(`drop database if exists "${databaseName}" with (force)`);
	await admin.end();
}, 60_000);

let phoneCounter = Math.floor(Math.random() * 1e6) * 1000;
async function shoppers(count: number) {
	const out: { auth: Record<string, string>; addressId: number; from: string }[] = [];
	for (let i = 0; i < count; i += 1) {
		phoneCounter += 1;
		const user = await createUser(database, { phone: `5${String(phoneCounter).padStart(9, "0")}` });
		out.push({ auth: user.auth, addressId: await addAddress(database, user.id), from: newAddress() });
	}
	return out;
}

async function soldOf(variantId: number): Promise<number> {
	const [row] = await queryRows<{ n: number }>(
		database.db,
		sql`select coalesce(sum(quantity), 0)::int as n from order_items where variant_id = ${variantId}`,
	);
	return row?.n ?? 0;
}

function order(
	shopper: { auth: Record<string, string>; addressId: number; from: string },
	variant: TestVariant,
	key?: string,
) {
	return request(NGINX_PORT, "POST", "/api/order/create", {
		body: orderPayload(shopper.addressId, [{ variant, quantity: 1 }]),
		headers: { ...shopper.auth, ...(key ? { "idempotency-key": key } : {}) },
		from: shopper.from,
	});
}

describe("two API processes behind nginx on PostgreSQL and Redis", () => {
	it("answers ready on both, serves the web app's files from nginx with long caching, and pages from the API", async () => {
		for (const port of [PORT_A, PORT_B]) {
			const ready = await request(port, "GET", "/api/ready");
			expect(ready.body).toEqual({ status: true, response: { database: "ok", redis: "ok" } });
		}
		const page = await request(NGINX_PORT, "GET", "/products?category=Girls");
		expect(page.status).toBe(200);
		expect(page.text).toContain("<title>");
		expect(page.headers["content-security-policy"]).toBeDefined();
		const asset = /\/assets\/[\w.-]+\.js/.exec(page.text)?.[0];
		expect(asset).toBeDefined();
		const file = await request(NGINX_PORT, "GET", asset as string, { headers: { "accept-encoding": "gzip" } });
		expect(file.status).toBe(200);
		expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
		expect(file.headers["content-encoding"]).toBe("gzip");
		expect(file.headers["x-powered-by"]).toBeUndefined();
		const [image] = await queryRows<{ image: string }>(database.db, sql`select image from banners limit 1`);
		const media = await request(NGINX_PORT, "GET", `${image?.image}-480.webp`);
		expect(media.status).toBe(200);
		expect(media.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
		// nginx served those files itself: only the page reached an API process
		const log = await nginx.accessLog();
		expect(log.find((line) => line.includes(asset as string))).toMatch(/ 200 - /);
	});

	it("serves only hashed build files from disk: the renderer's code, the console's page and the rest go to the API", async () => {
		const renderer = await readFile(path.join(webDist, "server", "entry-server.js"), "utf8");
		const rendererSnippet = renderer.slice(0, 200);
		// the server renderer's code, however its path is spelled, is never sent
		for (const spelling of [
			"/server/entry-server.js",
			"/server/./entry-server.js",
			"//server/entry-server.js",
			"/assets/../server/entry-server.js",
			"/assets/%2e%2e/server/entry-server.js",
			"/assets/..%2fserver/entry-server.js",
			"/server%2fentry-server.js",
			"/%73erver/entry-server.js",
			"/server/entry-server.js?x=1",
		]) {
			const answer = await request(NGINX_PORT, "GET", spelling);
			expect(answer.status, spelling).not.toBe(200);
			expect(answer.text, spelling).not.toContain(rendererSnippet);
			expect(answer.headers["content-type"] ?? "", spelling).not.toMatch(/javascript/);
		}
		const manifest = await request(NGINX_PORT, "GET", "/.vite/manifest.json");
		expect(manifest.status).toBe(404);

		// the console's page comes from the API, with its policy (no framing) and noindex, by any of its addresses
		for (const address of ["/admin", "/admin/", "/admin/orders"]) {
			const page = await request(NGINX_PORT, "GET", address);
			expect(page.status, address).toBe(200);
			expect(page.headers["content-security-policy"], address).toMatch(/frame-ancestors 'none'/);
			expect(page.headers["x-robots-tag"], address).toBe("noindex, nofollow");
		}
		// and the file behind it is no address of it: the API's not-found page, under the same policy
		const file = await request(NGINX_PORT, "GET", "/admin/index.html");
		expect(file.status).toBe(404);
		expect(file.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
		// its hashed code is a file nginx sends, for a year
		const consolePage = await request(NGINX_PORT, "GET", "/admin");
		const consoleCode = /\/admin\/assets\/[\w.-]+\.js/.exec(consolePage.text)?.[0];
		expect(consoleCode).toBeDefined();
		const code = await request(NGINX_PORT, "GET", consoleCode as string);
		expect(code.status).toBe(200);
		expect(code.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

		// the build's files without a hash (the favicon, the placeholder picture) come from the API, with its headers
		for (const file of ["/favicon.svg", "/placeholder.svg"]) {
			const answer = await request(NGINX_PORT, "GET", file);
			expect(answer.status, file).toBe(200);
			expect(answer.headers["content-type"], file).toMatch(/^image\/svg\+xml/);
			expect(answer.headers["x-content-type-options"], file).toBe("nosniff");
		}

		// nginx sent only hashed files itself: everything else above reached an API process
		const log = await nginx.accessLog();
		const servedByNginx = log
			.map((line) => line.split(" "))
			.filter(([, status, upstream]) => status === "200" && upstream === "-")
			.map(([, , , uri]) => uri ?? "");
		expect(servedByNginx.filter((uri) => !/^\/(assets|admin\/assets|media)\//.test(uri))).toEqual([]);
	});

	it("passes the API only the URI nginx normalised: no spelling of an admin path reaches a visitor, staff still get in", async () => {
		const staff = await createAdmin(database, { fullName: "Nginx Staff" });
		let walked = 0;
		for (const segment of Object.keys(STAFF_AREA_OF_SEGMENT)) {
			const path = `/api/admin/${segment}`;
			for (const url of [path, ...spellings(path)]) {
				const answer = await request(NGINX_PORT, "GET", url, { from: newAddress() });
				walked += 1;
				expect([400, 401, 404], `${url}: ${answer.status}`).toContain(answer.status);
				// no person's record (a name, a mobile number) and no promo code; every page carries the shop's own public
				// phone and e-mail (its settings, GET /api/shop), which are not a person's
				expect(answer.text, url).not.toMatch(/"full_name"|"phone":"\d{10}"|"code":"PITARA/);
			}
		}
		expect(walked).toBeGreaterThan(500);
		// nginx decodes and normalises before it passes the request on: the API sees the canonical path
		for (const url of ["/api/%61dmin/session", "/api/./admin/session", "/api//admin/session", "/%61pi/admin/session"]) {
			const answer = await request(NGINX_PORT, "GET", url, { headers: staff.auth, from: newAddress() });
			expect(answer.status, url).toBe(200);
			expect(answer.body.response).toMatchObject({ full_name: "Nginx Staff" });
		}
		const passed = (await nginx.accessLog()).filter((line) => line.includes("%61dmin/session"));
		expect(passed.length).toBeGreaterThan(0);
		// an encoded slash in an API path would change its segments once decoded: refused by nginx itself
		for (const url of ["/api%2fadmin/customers", "/api/admin%2Fcustomers", "/api/admin/customers%2f1"]) {
			expect((await request(NGINX_PORT, "GET", url, { headers: staff.auth })).status, url).toBe(400);
		}
		// …but not in a query string, where a shopper's search may well hold one
		const search = await request(NGINX_PORT, "GET", "/api/products?name=3%2F4%20sleeve");
		expect(search.status).not.toBe(400);
	});

	it("keeps a session made on one process working on the other", async () => {
		const phone = "9876543210";
		const from = newAddress();
		const sent = await request(PORT_A, "POST", "/api/user/send/otp", { body: { phone_email: phone }, from });
		expect(sent.status).toBe(200);
		let code: string | undefined;
		for (let i = 0; i < 40 && !code; i += 1) {
			code = a.lastCode(phone);
			if (!code) await sleep(50);
		}
		const login = await request(PORT_B, "POST", "/api/user/validate/otp", { body: { phone, otp: code }, from });
		expect(login.status).toBe(200);
		const token = (login.body.response as { token: string }).token;
		for (const port of [PORT_A, PORT_B]) {
			const profile = await request(port, "POST", "/api/users/profile-fetch", {
				body: {},
				headers: { authorization: `Bearer ${token}` },
				from,
			});
			expect(profile.status).toBe(200);
			expect((profile.body.response as { phone: string }).phone).toBe(phone);
		}
		// a second code for the phone within 15 s is refused, whichever process is asked
		const again = await request(PORT_B, "POST", "/api/user/send/otp", { body: { phone_email: phone }, from });
		expect(again.status).toBe(429);
	});

	it("holds the login-code limit of one address across both processes, through nginx", async () => {
		const from = newAddress();
		const statuses: number[] = [];
		for (let i = 0; i < 12; i += 1) {
			const answer = await request(NGINX_PORT, "POST", "/api/user/send/otp", {
				body: { phone_email: `60${String(Date.now() % 1e4).padStart(4, "0")}${String(i).padStart(4, "0")}` },
				from,
			});
			statuses.push(answer.status);
		}
		// 10 a minute per address: nginx alternates the two processes, and the 11th is refused all the same
		expect(statuses.slice(0, 10).filter((status) => status === 429)).toHaveLength(0);
		expect(statuses.slice(10)).toEqual([429, 429]);
		const upstreams = new Set(
			(await nginx.accessLog()).filter((line) => line.startsWith(`${from} `)).map((line) => line.split(" ")[2]),
		);
		expect(upstreams).toEqual(new Set([`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`]));
	});

	it("sells exactly 3 units to 50 shoppers ordering at once through both processes", async () => {
		const [variant] = await prepareVariants(database, [{ price: 899_00, mrp: 1199_00, stock: 3 }]);
		const people = await shoppers(50);
		const answers = await Promise.all(people.map((person) => order(person, variant as TestVariant)));
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.filter((status) => status === 201)).toHaveLength(3);
		expect(statuses.filter((status) => status === 409)).toHaveLength(47);
		expect(await stockOf(database, (variant as TestVariant).id)).toBe(0);
		const [sold] = await queryRows<{ n: number }>(
			database.db,
			sql`select count(*)::int as n from order_items where variant_id = ${(variant as TestVariant).id}`,
		);
		expect(sold?.n).toBe(3);
	});

	it("serves a price changed through one process from the other on the next request", async () => {
		const [variant] = await prepareVariants(database, [{ price: 450_00, stock: 5, category: "Boys" }]);
		const v = variant as TestVariant;
		const [product] = await queryRows<{ slug: string }>(
			database.db,
			sql`select slug from products where id = ${v.productId}`,
		);
		const detail = () =>
			request(PORT_B, "POST", "/api/products/all/portal-fetch", { body: { category: "Boys", name: product?.slug } });
		const filters = () => request(PORT_B, "GET", "/api/products/all/filters?category=Boys");
		// b has read (and cached) both before the change
		expect((await detail()).text).toContain("450");
		expect((await filters()).text).not.toContain("99999");
		const admin = await createAdmin(database);
		// every variant of the product, so that its lowest price (and the category's price range) moves too
		const all = await queryRows<{ id: number }>(
			database.db,
			sql`select id from variants where product_id = ${v.productId} and active order by id`,
		);
		for (const { id } of all) {
			const patched = await request(PORT_A, "PATCH", `/api/admin/variants/${id}`, {
				body: { price: 99999, mrp: 99999 },
				headers: admin.auth,
			});
			expect(patched.status).toBe(200);
		}
		const after = await detail();
		expect(after.status).toBe(200);
		const variants = (after.body.response as { other_info: unknown[] }[])[0]?.other_info ?? [];
		expect(JSON.stringify(variants)).toContain("99999");
		expect((await filters()).text).toContain("99999");
	});

	it("loses no acknowledged order when a process is killed under load, and nginx routes around it", async () => {
		const STOCK = 400;
		const [variant] = await prepareVariants(database, [{ price: 120_00, stock: STOCK }]);
		const v = variant as TestVariant;
		const people = await shoppers(40);
		const soldBefore = await soldOf(v.id);
		const acknowledged: number[] = [];
		const failures: { status: number; at: number; person: (typeof people)[number]; key: string }[] = [];
		let killedAt = 0;
		let sent = 0;
		// 40 shoppers, 4 orders each, 10 at a time; b is killed (SIGKILL) a quarter of the way in
		const queue = people.flatMap((person) => [0, 1, 2, 3].map((n) => ({ person, key: `load-${n}` })));
		const total = queue.length;
		const worker = async () => {
			for (;;) {
				const next = queue.shift();
				if (!next) return;
				sent += 1;
				if (sent === Math.floor(total / 4)) {
					killedAt = Date.now();
					b.kill("SIGKILL");
				}
				const key = `${next.key}-${next.person.from}`;
				const answer = await order(next.person, v, key).catch(() => null);
				if (answer?.status === 201) acknowledged.push((answer.body.response as { order_id: number }).order_id);
				else failures.push({ status: answer?.status ?? 0, at: Date.now(), person: next.person, key });
			}
		};
		await Promise.all(Array.from({ length: 10 }, worker));
		expect(await b.exit).toBeNull();

		// every acknowledged order is there, whole; stock and sold units add up
		const rows = await queryRows<{ id: number; items: number; total: number }>(
			database.db,
			sql`select o.id, count(oi.id)::int as items, o.total from orders o join order_items oi on oi.order_id = o.id
				where o.id in ${acknowledged.length > 0 ? acknowledged : [0]} group by o.id`,
		);
		expect(rows).toHaveLength(acknowledged.length);
		expect(rows.every((row) => row.items === 1 && row.total > 0)).toBe(true);
		// only the requests b had in hand when it died failed; a second after, everything went to a
		expect(acknowledged.length).toBeGreaterThan(total - 15);
		expect(failures.filter((failure) => failure.at > killedAt + 1_000).map((f) => f.status)).toEqual([]);

		// b may have committed an order whose answer died with it: the shopper's retry with the same key finds that
		// order or makes it, so in the end every request is exactly one order and stock and sold units add up
		const retried: number[] = [];
		for (const failure of failures) {
			const again = await order(failure.person, v, failure.key);
			expect([200, 201]).toContain(again.status);
			retried.push((again.body.response as { order_id: number }).order_id);
		}
		expect(new Set([...acknowledged, ...retried]).size).toBe(total);
		const sold = (await soldOf(v.id)) - soldBefore;
		expect((await stockOf(database, v.id)) + sold).toBe(STOCK);
		expect(sold).toBe(total);
	});

	it("drains the requests in flight on SIGTERM and then stops", async () => {
		const [variant] = await prepareVariants(database, [{ price: 75_00, stock: 100 }]);
		const people = await shoppers(20);
		const logFrom = a.output.length;
		const inFlight = people.map((person) =>
			request(PORT_A, "POST", "/api/order/create", {
				body: orderPayload(person.addressId, [{ variant: variant as TestVariant, quantity: 1 }]),
				headers: person.auth,
				from: person.from,
			}).catch((error: Error) => ({ status: 0, error: error.message })),
		);
		// every request is in the process's hands (it logged it as incoming) before the process is told to stop: a
		// connection still waiting in the kernel's queue, or accepted but not yet read, is not in flight for it
		const received = () =>
			a.output.slice(logFrom).filter((line) => line.includes("incoming request") && line.includes("/api/order/create"))
				.length;
		const waitStarted = Date.now();
		while (received() < people.length && Date.now() - waitStarted < 20_000) await sleep(5);
		expect(received()).toBe(people.length);
		const stopped = Date.now();
		a.kill("SIGTERM");
		const answers = await Promise.all(inFlight);
		expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
		expect(await a.exit).toBe(0);
		expect(Date.now() - stopped).toBeLessThan(10_000);
		expect(a.output.join("\n")).toMatch(/shut down in \d+ ms/);
		// nothing listens there any more
		await expect(request(PORT_A, "GET", "/api/health")).rejects.toThrow(/ECONNREFUSED/);
	});

	it("runs N workers on one port with npm run start:cluster and stops them all on SIGTERM", async () => {
		const clusterProcess = new ApiProcess("start:cluster", PORT_CLUSTER, { ...apiEnv, SKIP_WEB_BUILD: "1" }, [
			"scripts/start-cluster.mjs",
			"--workers",
			"2",
		]);
		clusterProcess.start();
		try {
			await clusterProcess.ready();
			const answers = await Promise.all(
				Array.from({ length: 10 }, () => request(PORT_CLUSTER, "GET", "/api/category/subcategory/fetch")),
			);
			expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
			// each worker says it is ready
			for (let i = 0; i < 100; i += 1) {
				if (clusterProcess.output.filter((line) => line.includes("Pitara is ready")).length >= 2) break;
				await sleep(100);
			}
			expect(clusterProcess.output.filter((line) => line.includes("Pitara is ready"))).toHaveLength(2);
			clusterProcess.kill("SIGTERM");
			expect(await clusterProcess.exit).toBe(0);
			expect(clusterProcess.output.join("\n")).toContain("every worker has stopped");
		} finally {
			if (clusterProcess.child?.exitCode === null) clusterProcess.kill("SIGKILL");
		}
	}, 180_000);

	it("has a TLS variant (deploy/nginx-tls.conf) that nginx accepts", async () => {
		const dir = await mkdtemp(path.join(os.tmpdir(), "pitara-tls-"));
		try {
			execFileSync(
				"openssl",
				["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=shop.example.in"].concat([
					"-keyout",
					path.join(dir, "privkey.pem"),
					"-out",
					path.join(dir, "fullchain.pem"),
				]),
				{ stdio: "ignore" },
			);
			const site = (await readFile(path.join(root, "deploy/nginx-tls.conf"), "utf8"))
				.replaceAll("/etc/letsencrypt/live/shop.example.in", dir)
				.replaceAll("/etc/nginx/pitara-proxy.conf", path.join(root, "deploy/pitara-proxy.conf"))
				.replace(/listen \[::\]:\d+[^;]*;/g, "")
				.replace("listen 80;", `listen 127.0.0.1:${BASE + 4};`)
				.replace("listen 443 ssl http2;", `listen 127.0.0.1:${BASE + 5} ssl http2;`);
			await writeFile(path.join(dir, "site.conf"), site);
			await writeFile(
				path.join(dir, "nginx.conf"),
				`pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n\tinclude /etc/nginx/mime.types;\n\taccess_log off;\n\tinclude ${dir}/site.conf;\n}\n`,
			);
			execFileSync("nginx", ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "pipe" });
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
