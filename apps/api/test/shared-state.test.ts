import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { FALLBACK_TTL_SECONDS } from "../src/lib/cache.ts";
import type { CatalogueChange, RedisCatalogueBus } from "../src/lib/catalogue-bus.ts";
import { sweepOnce } from "../src/workflows/release-expired-orders.ts";
import { call, createTestDatabase, testConfig } from "./helpers.ts";
import { createOrder, createShopper, orderIdOf, orderPayload, prepareVariants } from "./orders.ts";
import { MemorySmsSender } from "./sms.ts";

/**
 * Two API processes as one shop through a real Redis (issue 16): two apps
 * built on one database, each with its own Redis connection, as two
 * processes would be. Redis is a redis-server of the test's own, on a port
 * the operating system gives, so that it can be stopped and started again
 * (the outage) without touching anybody else's; every key starts with a
 * random prefix. Skipped where no redis-server is installed (CI installs it).
 */

function hasRedisServer(): boolean {
	try {
		execFileSync("redis-server", ["--version"], { stdio: "ignore" });
		return true;
	} catch {
		return false;
	}
}

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.unref();
		server.on("error", reject);
		server.listen(0, "127.0.0.1", () => {
			const address = server.address();
			server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
		});
	});
}

class RedisServer {
	private child: ChildProcess | null = null;
	constructor(readonly port: number) {}

	async start() {
		this.child = spawn(
			"redis-server",
			["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
			{ stdio: "ignore" },
		);
		for (let i = 0; i < 100; i += 1) {
			if (await this.answers()) return;
			await sleep(50);
		}
		throw new Error("redis-server did not start");
	}

	private answers(): Promise<boolean> {
		return new Promise((resolve) => {
			const socket = net.connect(this.port, "127.0.0.1", () => {
				socket.write("PING\r\n");
			});
			socket.on("data", (data) => {
				socket.destroy();
				resolve(data.toString().startsWith("+PONG"));
			});
			socket.on("error", () => resolve(false));
		});
	}

	async stop() {
		const child = this.child;
		this.child = null;
		if (!child || child.exitCode !== null) return;
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill("SIGKILL");
		await exited;
	}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
	const started = Date.now();
	while (!(await condition())) {
		if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
		await sleep(25);
	}
}

/** Log lines an app wrote, to check what it says (once) about Redis. */
class LogLines extends Writable {
	readonly lines: { level: number; msg: string }[] = [];
	override _write(chunk: Buffer, _encoding: string, done: () => void) {
		for (const line of chunk.toString().split("\n")) if (line.trim()) this.lines.push(JSON.parse(line));
		done();
	}
	count(pattern: RegExp) {
		return this.lines.filter((line) => pattern.test(line.msg)).length;
	}
}

const enabled = hasRedisServer();
let redis: RedisServer;
let database: Database;
let prefix: string;
const apps: { app: FastifyInstance; log: LogLines; sms: MemorySmsSender }[] = [];

async function process_(): Promise<{ app: FastifyInstance; log: LogLines; sms: MemorySmsSender }> {
	const log = new LogLines();
	const sms = new MemorySmsSender();
	const app = await buildApp({
		config: testConfig({ REDIS_URL: `redis://127.0.0.1:${redis.port}`, REDIS_KEY_PREFIX: prefix }),
		database,
		logger: { level: "info", stream: log },
		sms,
	});
	await app.ready();
	await app.redis?.waitUntilReady(5_000);
	await (app.catalogueBus as RedisCatalogueBus).ready(5_000);
	const entry = { app, log, sms };
	apps.push(entry);
	return entry;
}

/** A fresh network address per test, so that the per-IP counters of one test never meet another's. */
let addressCounter = 0;
const newAddress = () => {
	addressCounter += 1;
	return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const sendCode = (app: FastifyInstance, remoteAddress: string, phone: string) =>
	call(app, { method: "POST", url: "/api/user/send/otp", payload: { phone_email: phone }, remoteAddress });

describe.skipIf(!enabled)("two API processes through one Redis", () => {
	let a: FastifyInstance;
	let b: FastifyInstance;

	beforeAll(async () => {
		prefix = `pitara-test-${randomBytes(4).toString("hex")}:`;
		redis = new RedisServer(await freePort());
		await redis.start();
		database = await createTestDatabase({ seeded: true });
		a = (await process_()).app;
		b = (await process_()).app;
	});

	afterAll(async () => {
		for (const { app } of apps) await app.close();
		await database?.close();
		await redis?.stop();
	});

	it("counts the login-code limit per address across both processes", async () => {
		const address = newAddress();
		const statuses: number[] = [];
		// 10 a minute per address: 5 through each process, then one more through either is refused
		for (let i = 0; i < 10; i += 1) {
			const { status } = await sendCode(i % 2 === 0 ? a : b, address, `60000000${String(i).padStart(2, "0")}`);
			statuses.push(status);
		}
		expect(statuses.every((status) => status !== 429)).toBe(true);
		expect((await sendCode(a, address, "6000000099")).status).toBe(429);
		expect((await sendCode(b, address, "6000000098")).status).toBe(429);
		// another address is not held back
		expect((await sendCode(b, newAddress(), "6000000097")).status).not.toBe(429);
	});

	it("counts wrong login codes per address across both processes", async () => {
		const address = newAddress();
		const tries = async (app: FastifyInstance) =>
			(
				await call(app, {
					method: "POST",
					url: "/api/user/validate/otp",
					payload: { phone: "6000000001", otp: "000000" },
					remoteAddress: address,
				})
			).status;
		for (let i = 0; i < 20; i += 1) expect(await tries(i % 2 === 0 ? a : b)).not.toBe(429);
		expect(await tries(b)).toBe(429);
		expect(await tries(a)).toBe(429);
	});

	it("counts a shopper's orders across both processes", async () => {
		const [variant] = await prepareVariants(database, [{ price: 100_00, stock: 100 }]);
		if (!variant) throw new Error("no variant");
		const shopper = await createShopper(database);
		const statuses: number[] = [];
		for (let i = 0; i < 11; i += 1) {
			const payload = orderPayload(shopper.addressId, [{ variant, quantity: 1 }]);
			statuses.push((await createOrder(i % 2 === 0 ? a : b, shopper.auth, payload)).status);
		}
		// 10 a minute per shopper; past 5 pending cash on delivery orders the order itself is refused (409)
		expect(statuses.slice(0, 10).filter((status) => status === 429)).toHaveLength(0);
		expect(statuses[10]).toBe(429);
	});

	it("shares the cache: what one process stores or deletes, the other sees", async () => {
		await a.cache.set("shared-test", { n: 1 }, 60);
		expect(await b.cache.get("shared-test")).toEqual({ n: 1 });
		await b.cache.delete("shared-test");
		expect(await a.cache.get("shared-test")).toBeUndefined();
	});

	it("carries catalogue changes to the other process within a second, and to its own at once", async () => {
		const heardByA: CatalogueChange[] = [];
		const heardByB: CatalogueChange[] = [];
		const stopA = a.catalogueBus.subscribe((change) => heardByA.push(change));
		const stopB = b.catalogueBus.subscribe((change) => heardByB.push(change));
		try {
			const sent = Date.now();
			await a.catalogueBus.publish(["product:12", "category:girls", "product:12"]);
			expect(heardByA).toEqual([{ tags: ["product:12", "category:girls"], source: "local" }]);
			await until(() => heardByB.length > 0, 1_000);
			expect(Date.now() - sent).toBeLessThan(1_000);
			expect(heardByB).toEqual([{ tags: ["product:12", "category:girls"], source: "remote" }]);
			expect(a.catalogueBus.live && b.catalogueBus.live).toBe(true);
		} finally {
			stopA();
			stopB();
		}
	});

	it("sweeps unpaid orders once across the processes, not once per process", async () => {
		// the lease is kept in the database: neither process may run the sweep again within the interval
		const runs = await Promise.all([sweepOnce(a, 60_000), sweepOnce(b, 60_000), sweepOnce(a, 60_000)]);
		expect(runs.filter((run) => run !== null)).toHaveLength(1);
		expect(await sweepOnce(b, 60_000)).toBeNull();
		// after the interval the next tick of either process runs it
		await sleep(250);
		const later = await Promise.all([sweepOnce(b, 200), sweepOnce(a, 200)]);
		expect(later.filter((run) => run !== null)).toHaveLength(1);
	});

	it("runs each job once across both processes while Redis is away: the sweep, and every order's SMS", async () => {
		const [variant] = await prepareVariants(database, [{ price: 100_00, stock: 100 }]);
		if (!variant) throw new Error("no variant");
		const shopper = await createShopper(database);
		await redis.stop();
		await until(() => !a.redis?.available && !b.redis?.available);
		try {
			// the leases and the outbox's claims live in the database, not in Redis
			await sleep(250);
			const runs = await Promise.all([sweepOnce(a, 200), sweepOnce(b, 200), sweepOnce(b, 200)]);
			expect(runs.filter((run) => run !== null)).toHaveLength(1);

			const orderIds: number[] = [];
			for (let i = 0; i < 4; i += 1) {
				const payload = orderPayload(shopper.addressId, [{ variant, quantity: 1 }]);
				orderIds.push(orderIdOf((await createOrder(i % 2 === 0 ? a : b, shopper.auth, payload)).body));
			}
			// both processes' runners at once, twice each: every order's SMS goes out once, from one of them
			await Promise.all([a.outbox.drain(), b.outbox.drain(), a.outbox.drain(), b.outbox.drain()]);
			const texts = apps.flatMap(({ sms }) => sms.sent.map((sent) => sent.message));
			for (const orderId of orderIds) {
				expect(texts.filter((text) => text.includes(`your order #${orderId} `))).toHaveLength(1);
			}
		} finally {
			await redis.start();
			await until(() =>
				Boolean(a.redis?.available && b.redis?.available && a.catalogueBus.live && b.catalogueBus.live),
			);
		}
	});

	it("stops showing, within the brief keep, a product hidden elsewhere during an outage though it was cached before", async () => {
		const listing = await call(b, { method: "GET", url: "/api/products?category=Boys&page_size=1" });
		const product = (listing.body.response as { product_id: number; slug: string }[])[0];
		if (!product) throw new Error("no product");
		const url = `/api/products/boys/${product.slug}`;
		// b has the product page in its cache, from before the outage
		expect((await call(b, { method: "GET", url })).status).toBe(200);
		expect((await call(b, { method: "GET", url })).status).toBe(200);

		await redis.stop();
		await until(() => !b.catalogueBus.live);
		// another process hides it; its message cannot reach b (a plain update stands for that process's write)
		await database.db.execute(sql`update products set active = false where id = ${product.product_id}`);
		try {
			await until(
				async () => (await call(b, { method: "GET", url })).status === 404,
				(FALLBACK_TTL_SECONDS + 2) * 1000,
			);
		} finally {
			await database.db.execute(sql`update products set active = true where id = ${product.product_id}`);
			await redis.start();
			await until(() => Boolean(a.catalogueBus.live && b.catalogueBus.live));
		}
	});

	it("keeps serving while Redis is away, with limits per process and short-lived caches, and shares again when it returns", async () => {
		const changes: CatalogueChange[] = [];
		const stop = b.catalogueBus.subscribe((change) => changes.push(change));
		// what each process has said before this outage (an earlier test had one of its own)
		const unreachable = apps.map(({ log }) => log.count(/Redis is unreachable/));
		const reachable = apps.map(({ log }) => log.count(/Redis is reachable again/));
		await redis.stop();
		await until(() => !a.redis?.available && !b.redis?.available);

		// the shop answers; a limit still holds, counted by each process on its own
		const address = newAddress();
		for (let i = 0; i < 10; i += 1) {
			expect((await sendCode(a, address, `61000000${String(i).padStart(2, "0")}`)).status).not.toBe(429);
		}
		expect((await sendCode(a, address, "6100000099")).status).toBe(429);
		expect((await sendCode(b, address, "6100000098")).status).not.toBe(429);
		const listing = await call(b, { method: "GET", url: "/api/category/subcategory/fetch" });
		expect(listing.status).toBe(200);
		// not ready (a balancer may take it out), yet alive and serving
		const ready = await call(a, { method: "GET", url: "/api/ready" });
		expect(ready.status).toBe(503);
		expect(ready.body.message).toBe("Not ready: Redis cannot be reached.");
		expect((await call(a, { method: "GET", url: "/api/health" })).status).toBe(200);

		// caches are per process and short: a process's changes cannot reach the others now
		expect(a.catalogueBus.live).toBe(false);
		await a.cache.set("outage-test", "kept briefly", 3600);
		expect(await a.cache.get("outage-test")).toBe("kept briefly");
		expect(await b.cache.get("outage-test")).toBeUndefined();
		expect(FALLBACK_TTL_SECONDS).toBeLessThanOrEqual(5);

		// said once per process, not at every reconnection attempt
		await sleep(1_000);
		const said = (pattern: RegExp) => apps.slice(0, 2).map(({ log }) => log.count(pattern));
		expect(said(/Redis is unreachable/)).toEqual(unreachable.slice(0, 2).map((count) => count + 1));

		// Redis returns: both reconnect by themselves, say so once, and listeners are told to drop everything
		await redis.start();
		await until(() => Boolean(a.redis?.available && b.redis?.available && a.catalogueBus.live && b.catalogueBus.live));
		expect(said(/Redis is reachable again/)).toEqual(reachable.slice(0, 2).map((count) => count + 1));
		expect((await call(a, { method: "GET", url: "/api/ready" })).body).toEqual({
			status: true,
			response: { database: "ok", redis: "ok" },
		});
		await until(() => changes.some((change) => change.source === "resync"));
		expect(changes.find((change) => change.source === "resync")?.tags).toEqual(["*"]);
		stop();

		// shared again: a limit counted through both
		const again = newAddress();
		for (let i = 0; i < 10; i += 1) {
			expect((await sendCode(i % 2 === 0 ? a : b, again, `62000000${String(i).padStart(2, "0")}`)).status).not.toBe(
				429,
			);
		}
		expect((await sendCode(b, again, "6200000099")).status).toBe(429);
	});
});
