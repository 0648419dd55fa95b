import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../../src/db/client.ts";
import { createUser } from "../helpers.ts";
import { addAddress, orderPayload, prepareVariants } from "../orders.ts";
import { ApiProcess, newAddress, request, root, sleep } from "./processes.ts";

/**
 * Issue 23's outbox fault test: an API process on PostgreSQL
 * (TEST_DATABASE_URL's server, a database of its own) with SMS_PROVIDER=webhook
 * pointing at a sink this test runs, which counts deliveries by their
 * Idempotency-Key. 200 COD orders are committed while the outbox runner is
 * held back (OUTBOX_START_DELAY_MS), the process is killed with SIGKILL before
 * any SMS goes out, and started again without the delay: every order's SMS
 * must reach the sink exactly once. Ports: OUTBOX_FAULT_PORT (default 3121)
 * for the sink and the next one for the API.
 */

const url = process.env.TEST_DATABASE_URL;
const BASE = Number(process.env.OUTBOX_FAULT_PORT ?? 3121);
const SINK_PORT = BASE;
const API_PORT = BASE + 1;
const ORDERS = 200;

describe.skipIf(!url)("the outbox across a crash", () => {
	const name = `pitara_outbox_fault_${randomBytes(4).toString("hex")}`;
	const dbUrl = url ? Object.assign(new URL(url), { pathname: `/${name}` }).toString() : "";
	const received = new Map<string, number>();
	const bodies: { to: string; message: string }[] = [];
	let sink: Server | undefined;
	let database: Database | undefined;
	const env = (delayMs: number) => ({
		NODE_ENV: "production",
		HOST: "127.0.0.1",
		SEED: "demo",
		ALLOW_DEMO_SETTINGS: "true",
		LOG_LEVEL: "info",
		MEDIA_DIR: path.join(root, "node_modules/.cache/pitara-test-media"),
		DATABASE_URL: dbUrl,
		SMS_PROVIDER: "webhook",
		SMS_WEBHOOK_URL: `http://127.0.0.1:${SINK_PORT}/sms`,
		OUTBOX_START_DELAY_MS: String(delayMs),
		AUTH_IP_LIMIT_FACTOR: "100",
	});
	const apis: ApiProcess[] = [];

	afterAll(async () => {
		for (const api of apis) {
			if (api.child && api.child.exitCode === null) {
				api.kill("SIGKILL");
				await api.exit;
			}
		}
		await database?.close();
		await new Promise((resolve) => (sink ? sink.close(resolve) : resolve(null)));
		if (url) {
			const admin = new pg.Client({ connectionString: url });
			await admin.connect();
			await admin.query(`drop database if exists ${name} with (force)`);
			await admin.end();
		}
	}, 60_000);

	it("delivers every order's SMS exactly once after the process is killed before sending them", async () => {
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		await admin.query(`create database ${name}`);
		await admin.end();
		sink = createServer((req, res) => {
			let body = "";
			req.on("data", (chunk) => {
				body += chunk;
			});
			req.on("end", () => {
				const key = String(req.headers["idempotency-key"] ?? "");
				received.set(key, (received.get(key) ?? 0) + 1);
				bodies.push(JSON.parse(body) as { to: string; message: string });
				res.writeHead(200).end("{}");
			});
		});
		await new Promise<void>((resolve) => sink?.listen(SINK_PORT, "127.0.0.1", resolve));

		// first life: the runner waits far longer than the test
		const first = new ApiProcess("API holding its outbox", API_PORT, env(600_000));
		apis.push(first);
		first.start();
		await first.ready();
		database = await openDatabase({ databaseUrl: dbUrl, poolSize: 4 });
		const [variant] = await prepareVariants(database, [{ price: 99_00, stock: 10_000 }]);
		if (!variant) throw new Error("no variant");
		const shoppers: { auth: Record<string, string>; addressId: number; from: string }[] = [];
		for (let i = 0; i < ORDERS; i += 1) {
			const user = await createUser(database, {
				phone: `5${String(Date.now() % 1e6).padStart(6, "0")}${String(i).padStart(3, "0")}`,
			});
			shoppers.push({ auth: user.auth, addressId: await addAddress(database, user.id), from: newAddress() });
		}
		const queue = [...shoppers];
		const placed: number[] = [];
		const worker = async () => {
			for (let next = queue.shift(); next; next = queue.shift()) {
				const answer = await request(API_PORT, "POST", "/api/order/create", {
					body: orderPayload(next.addressId, [{ variant, quantity: 1 }]),
					headers: next.auth,
					from: next.from,
					timeoutMs: 20_000,
				});
				expect(answer.status, JSON.stringify(answer.body)).toBe(201);
				placed.push((answer.body.response as { order_id: number }).order_id);
			}
		};
		await Promise.all(Array.from({ length: 8 }, worker));
		expect(placed).toHaveLength(ORDERS);
		const pending = await queryRows<{ n: number }>(
			database.db,
			sql`select count(*)::int as n from outbox where state = 'pending' and type = 'OrderPlaced'`,
		);
		expect(pending[0]?.n).toBe(ORDERS);
		expect(received.size).toBe(0);

		first.kill("SIGKILL");
		await first.exit;

		// second life: delivers at once
		const second = new ApiProcess("API after the crash", API_PORT, env(0));
		apis.push(second);
		second.start();
		await second.ready();
		const started = Date.now();
		while (received.size < ORDERS && Date.now() - started < 30_000) await sleep(100);
		await sleep(1_500); // a duplicate would come now
		const ids = await queryRows<{ id: string; state: string }>(
			database.db,
			sql`select id::text, state from outbox where type = 'OrderPlaced'`,
		);
		expect(ids).toHaveLength(ORDERS);
		expect(ids.every((row) => row.state === "done")).toBe(true);
		// a message's SMS is asked for with the key `<event id>:sms` (modules/messaging sendKey, decision 049)
		expect([...received.keys()].sort()).toEqual(ids.map((row) => `${row.id}:sms`).sort());
		expect([...received.values()].every((count) => count === 1)).toBe(true);
		// one message per order, each naming its order
		for (const orderId of placed) {
			expect(bodies.filter((body) => body.message.includes(`your order #${orderId} `))).toHaveLength(1);
		}
		second.kill("SIGTERM");
		await second.exit;
	});
});
