/**
 * The soak run of issue 15: the real server on PostgreSQL under a steady
 * stream of shoppers' journeys for a long while (15 minutes by default):
 * home page, a listing, a product page, add to cart, the cart, an order
 * (cash on delivery or UPI, alternately) and, for UPI, the payment through
 * the test gateway's page and its verification. Not part of `npm test`.
 *
 *   npx tsx bench/soak.ts [--minutes 15] [--rate 2] [--port 3690]
 *
 * --rate is journeys started per second (open loop: a slow server does not
 * slow the arrivals; at most 64 journeys are in flight, beyond that a
 * journey is counted as shed). Needs PostgreSQL (DATABASE_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/test: a database is made and dropped)
 * and the built web app. Loopback only; every shopper sends from an address
 * of its own in 127.20.0.0/16, so per-address limits never answer.
 *
 * It reports the answers by status (the run fails on any 5xx), latency by
 * step, the server's resident memory sampled every 5 s (first minute
 * against last minute), and checks in the database that every acknowledged
 * order is there with its lines, that every verified payment made its order
 * Paid, that no order is Paid without a paid payment, and that stock plus
 * units sold adds up.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, queryRows } from "../apps/api/src/db/client.ts";
import { computeOrderAmounts, paiseToRupees } from "../packages/shared/src/index.ts";
import { makeShoppers } from "./lib/cod-orders.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
	options: {
		minutes: { type: "string", default: "15" },
		rate: { type: "string", default: "2" },
		port: { type: "string", default: "3690" },
	},
});
const MINUTES = Number(values.minutes);
const RATE = Number(values.rate);
const PORT = Number(values.port);
const MAX_IN_FLIGHT = 64;
const PRICE = 49_900;
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `pitara_soak_${randomBytes(3).toString("hex")}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	text: string;
}

const statuses = new Map<string, number>();
const latencies = new Map<string, number[]>();
const fiveHundreds: string[] = [];

function send(
	step: string,
	from: string,
	method: string,
	url: string,
	options: { json?: unknown; form?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
	const payload = options.json === undefined ? options.form : JSON.stringify(options.json);
	const started = performance.now();
	return new Promise((resolve) => {
		const req = http.request(
			{
				host: "127.0.0.1",
				port: PORT,
				method,
				path: url,
				localAddress: from,
				agent: false,
				timeout: 30_000,
				headers: {
					"accept-encoding": "br, gzip",
					...(options.json !== undefined ? { "content-type": "application/json" } : {}),
					...(options.form !== undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
					...options.headers,
				},
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on("data", (chunk: Buffer) => chunks.push(chunk));
				res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, text: chunks.join("") }));
			},
		);
		const done = (answer: Answer) => {
			const key = `${step} ${answer.status}`;
			statuses.set(key, (statuses.get(key) ?? 0) + 1);
			if (answer.status >= 500 || answer.status === 0)
				fiveHundreds.push(`${step} ${answer.status} ${answer.text.slice(0, 200)}`);
			const list = latencies.get(step) ?? [];
			list.push(performance.now() - started);
			latencies.set(step, list);
			resolve(answer);
		};
		req.on("timeout", () => req.destroy(new Error("timed out")));
		req.on("error", (error) => done({ status: 0, headers: {}, text: error.message }));
		req.end(payload);
	});
}

const json = (answer: Answer) => {
	try {
		return JSON.parse(answer.text) as { response?: Record<string, unknown> };
	} catch {
		return {};
	}
};

function rssOf(pid: number): number {
	const line = readFileSync(`/proc/${pid}/status`, "utf8")
		.split("\n")
		.find((l) => l.startsWith("VmRSS:"));
	return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}

async function main() {
	const admin = new pg.Client({ connectionString: ADMIN_URL });
	await admin.connect();
	await admin.query(`create database "${dbName}"`);
	await admin.end();

	const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
		cwd: root,
		env: {
			...process.env,
			NODE_ENV: "production",
			HOST: "127.0.0.1",
			PORT: String(PORT),
			DATABASE_URL: dbUrl,
			SEED: "demo",
			ALLOW_DEMO_SETTINGS: "true",
			LOG_LEVEL: "warn",
		},
		stdio: ["ignore", "inherit", "inherit"],
	});
	const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 2 });
	try {
		for (let i = 0; ; i += 1) {
			const ready = await send("ready", "127.0.0.1", "GET", "/api/ready").catch(() => null);
			if (ready?.status === 200) break;
			if (i > 600 || server.exitCode !== null) throw new Error("the server did not start");
			await sleep(500);
		}
		statuses.clear();
		latencies.clear();
		fiveHundreds.length = 0;

		const journeys = Math.ceil(MINUTES * 60 * RATE);
		const shoppers = await makeShoppers(database.db, journeys);
		const userIds = (
			await queryRows<{ user_id: number; id: number }>(
				database.db,
				sql`select user_id, id from addresses where id in ${shoppers.addressIds}`,
			)
		).reduce((map, row) => map.set(row.id, row.user_id), new Map<number, number>());
		const products = await queryRows<{ slug: string; category: string }>(
			database.db,
			sql`select p.slug, lower(c.name) as category from products p join categories c on c.id = p.category_id
				where p.active order by p.id limit 200`,
		);
		const categories = [...new Set(products.map((p) => p.category))];
		const amounts = computeOrderAmounts([{ price: PRICE, mrp: PRICE, quantity: 1 }], null);

		const acknowledged: { id: number; paid: boolean }[] = [];
		const rss: { at: number; mb: number }[] = [];
		const started = Date.now();
		const sampler = setInterval(() => {
			if (server.pid) rss.push({ at: (Date.now() - started) / 1000, mb: rssOf(server.pid) });
		}, 5_000);

		const journey = async (i: number) => {
			const from = `127.20.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
			const auth = { authorization: `Bearer ${shoppers.tokens[i]}` };
			const addressId = shoppers.addressIds[i] as number;
			const userId = userIds.get(addressId) as number;
			const product = products[i % products.length] as { slug: string; category: string };
			const variantId = shoppers.variantIds[i % shoppers.variantIds.length] as number;
			const online = i % 2 === 1;

			await send("home page", from, "GET", "/");
			await send(
				"listing",
				from,
				"GET",
				`/api/products?category=${categories[i % categories.length]}&page=1&page_size=24`,
			);
			await send("product page", from, "GET", `/products/${product.category}/${product.slug}`);
			await send("add to cart", from, "POST", "/api/product/addtocart", {
				json: { user_id: userId, product_id: variantId, quantity: 1 },
				headers: auth,
			});
			await send("cart", from, "POST", "/api/products/addtocart/fetch", { json: { userId }, headers: auth });
			const placed = await send("order", from, "POST", "/api/order/create", {
				json: {
					address_id: addressId,
					subTotalAmount: paiseToRupees(amounts.subtotal),
					deliveryAmount: paiseToRupees(amounts.delivery),
					discountAmount: paiseToRupees(amounts.discount),
					total_amount: paiseToRupees(amounts.total),
					payment_mode: online ? "UPI" : "COD",
					order_items: [{ product_id: variantId, quantity: 1, price: PRICE / 100 }],
				},
				headers: { ...auth, "idempotency-key": `soak-${i}` },
			});
			if (placed.status !== 201) return;
			const response = json(placed).response as { order_id: number; payment?: { redirect_url?: string } };
			if (!online) {
				acknowledged.push({ id: response.order_id, paid: false });
				return;
			}
			const page = response.payment?.redirect_url;
			if (!page) return;
			const paid = await send("test gateway page", from, "POST", page, { form: "outcome=paid" });
			const back = new URL(String(paid.headers.location ?? ""), "http://x");
			const verified = await send("payment verify", from, "POST", "/api/payment/verify", {
				json: {
					order_id: response.order_id,
					gateway_order_id: back.searchParams.get("gateway_order_id"),
					gateway_payment_id: back.searchParams.get("gateway_payment_id"),
					signature: back.searchParams.get("signature"),
					outcome: "paid",
				},
				headers: auth,
			});
			acknowledged.push({ id: response.order_id, paid: verified.status === 200 });
		};

		let inFlight = 0;
		let shed = 0;
		const running = new Set<Promise<void>>();
		for (let i = 0; i < journeys; i += 1) {
			const due = started + (i / RATE) * 1000;
			if (due > Date.now()) await sleep(due - Date.now());
			if (inFlight >= MAX_IN_FLIGHT) {
				shed += 1;
				continue;
			}
			inFlight += 1;
			const run: Promise<void> = journey(i).finally(() => {
				inFlight -= 1;
				running.delete(run);
			});
			running.add(run);
			if (i % Math.max(1, Math.round(RATE * 60)) === 0 && i > 0) {
				const last = rss.at(-1);
				console.log(
					`${Math.round((Date.now() - started) / 1000)} s: ${i} journeys, ${acknowledged.length} orders, RSS ${last?.mb.toFixed(0)} MB`,
				);
			}
		}
		await Promise.all(running);
		clearInterval(sampler);
		const seconds = (Date.now() - started) / 1000;

		// the database's account of it
		const ids = acknowledged.map((a) => a.id);
		const paidIds = acknowledged.filter((a) => a.paid).map((a) => a.id);
		const [facts] = await queryRows<{
			present: number;
			bare: number;
			paid: number;
			paid_without: number;
			stock: number;
			sold: number;
		}>(
			database.db,
			sql`select
				(select count(*)::int from orders where id in ${ids.length ? ids : [0]}) as present,
				(select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as bare,
				(select count(*)::int from orders where id in ${paidIds.length ? paidIds : [0]} and payment_status = 'Paid') as paid,
				(select count(*)::int from orders o where o.payment_status = 'Paid'
					and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid')) as paid_without,
				(select sum(stock)::int from variants where id in ${shoppers.variantIds}) as stock,
				(select coalesce(sum(quantity), 0)::int from order_items where variant_id in ${shoppers.variantIds}) as sold`,
		);
		const stockOk = (facts?.stock ?? 0) + (facts?.sold ?? 0) === 100_000 * shoppers.variantIds.length;

		const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
		const firstMinute = rss.filter((s) => s.at <= 60).map((s) => s.mb);
		const lastMinute = rss.filter((s) => s.at >= seconds - 60).map((s) => s.mb);
		const byStep = [...latencies].map(([step, list]) => {
			const sorted = [...list].sort((a, b) => a - b);
			const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
			return `${step}: ${list.length} requests, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`;
		});
		console.log(`\nsoak: ${seconds.toFixed(0)} s, ${RATE} journeys/s, ${journeys - shed} journeys (${shed} shed)`);
		console.log(`answers: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
		for (const line of byStep) console.log(`  ${line}`);
		console.log(
			`RSS: first minute median ${median(firstMinute).toFixed(0)} MB, last minute median ${median(lastMinute).toFixed(0)} MB, max ${Math.max(...rss.map((s) => s.mb)).toFixed(0)} MB`,
		);
		console.log(
			`orders: ${acknowledged.length} acknowledged, ${facts?.present} present; ${paidIds.length} verified paid, ${facts?.paid} Paid; orders without lines ${facts?.bare}; Paid without a paid payment ${facts?.paid_without}; stock + sold ${stockOk ? "adds up" : "DOES NOT add up"}`,
		);
		console.log(`5xx or no answer: ${fiveHundreds.length}`);
		for (const line of fiveHundreds.slice(0, 10)) console.log(`  ${line}`);
		const ok =
			fiveHundreds.length === 0 &&
			facts?.present === acknowledged.length &&
			facts?.paid === paidIds.length &&
			facts?.bare === 0 &&
			facts?.paid_without === 0 &&
			stockOk;
		console.log(ok ? "soak: PASS" : "soak: FAIL");
		process.exitCode = ok ? 0 : 1;
	} finally {
		await database.close();
		server.kill("SIGTERM");
		await new Promise((resolve) => server.once("exit", resolve));
		const cleanup = new pg.Client({ connectionString: ADMIN_URL });
		await cleanup.connect();
		await cleanup.query(`drop database if exists "${dbName}" with (force)`);
		await cleanup.end();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
