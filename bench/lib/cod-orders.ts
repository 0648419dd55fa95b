/**
 * Cash-on-delivery orders at load, for the benchmarks (issues 13 and 16):
 * shoppers made straight in the database (a session and an address each),
 * one variant stocked for every order, and a closed-loop HTTP load of
 * `POST /api/order/create` with the amounts the server will compute.
 *
 * Every shopper sends from an address of its own in 127.20.0.0/16, so the
 * per-IP order limit (30 a minute, decision 009) never answers 429 and what is
 * measured is the order path, not the limiter. Loopback only.
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../apps/api/src/db/client.ts";
import { hashToken, newToken } from "../../apps/api/src/lib/tokens.ts";
import { computeOrderAmounts, paiseToRupees } from "../../packages/shared/src/index.ts";

const PHONE_BASE = 5_000_000_000;
const PRICE = 49_900;
/** how many variants the orders spread over (a festival sale's one hot variant serialises on its row lock) */
const VARIANTS = 200;
const STOCK = 100_000;

export interface BenchShoppers {
	tokens: string[];
	addressIds: number[];
	variantIds: number[];
	/** the variants' price, MRP and stock before the bench took them over */
	restore: { id: number; price: number; mrp: number; stock: number }[];
}

/** `count` shoppers, and variants priced ₹499 with stock for every order. */
export async function makeShoppers(db: Db, count: number): Promise<BenchShoppers> {
	const tokens: string[] = [];
	const addressIds: number[] = [];
	for (let start = 0; start < count; start += 1000) {
		const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => start + i);
		const users = await queryRows<{ id: number }>(
			db,
			sql`insert into users (full_name, phone, email, password_hash, gender, dob)
				select 'Bench Shopper', (${PHONE_BASE}::bigint + n)::text, 'bench' || n || '@example.com', 'scrypt$unused', 'Female', '1990-01-01'
				from unnest(${sql.raw(`ARRAY[${batch.join(",")}]`)}::int[]) as n returning id`,
		);
		const batchTokens = users.map(() => newToken());
		tokens.push(...batchTokens);
		const ids = users.map((u) => u.id);
		await db.execute(
			sql`insert into sessions (token_hash, user_id, expires_at)
				select h, u::int, now() + interval '1 day'
				from unnest(string_to_array(${batchTokens.map(hashToken).join(",")}, ','), string_to_array(${ids.join(",")}, ',')) as t(h, u)`,
		);
		const addresses = await queryRows<{ id: number }>(
			db,
			sql`insert into addresses (user_id, name, phone, pincode, address_line1, city, state, is_default)
				select u, 'Bench Shopper', '9876543210', '560001', '1 MG Road', 'Bengaluru', 'Karnataka', true
				from unnest(string_to_array(${ids.join(",")}, ',')::int[]) as u returning id`,
		);
		addressIds.push(...addresses.map((a) => a.id));
	}
	// the first VARIANTS active variants, priced ₹499 with stock for every order (their old values kept to restore)
	const restore = await queryRows<{ id: number; price: number; mrp: number; stock: number }>(
		db,
		sql`select id, price, mrp, stock from variants where active order by id limit ${VARIANTS}`,
	);
	if (restore.length === 0) throw new Error("no active variant to order");
	const ids = restore.map((v) => v.id);
	await db.execute(
		sql`update variants set price = ${PRICE}, mrp = ${PRICE}, stock = ${STOCK} where id in ${sql.raw(`(${ids.join(",")})`)}`,
	);
	await db.execute(sql`analyze`);
	return { tokens, addressIds, variantIds: ids, restore };
}

/** What the bench left behind, checked and then removed: its shoppers, their orders, the variant's old price and stock. */
export async function checkAndRemoveShoppers(db: Db, shoppers: BenchShoppers) {
	const bench = sql`(select id from users where phone ~ '^5[0-9]{9}$' and phone::bigint >= ${PHONE_BASE})`;
	const list = sql.raw(`(${shoppers.variantIds.join(",")})`);
	const [check] = await queryRows<{ stock: number; sold: number; orders: number }>(
		db,
		sql`select (select sum(stock)::int from variants where id in ${list}) as stock,
				(select coalesce(sum(quantity), 0)::int from order_items where variant_id in ${list}
					and order_id in (select id from orders where user_id in ${bench})) as sold,
				(select count(*)::int from orders where user_id in ${bench}) as orders`,
	);
	const stock = check?.stock ?? 0;
	const sold = check?.sold ?? 0;
	const orders = sql`(select id from orders where user_id in ${bench})`;
	await db.execute(sql`delete from order_tracking where order_id in ${orders}`);
	await db.execute(sql`delete from payments where order_id in ${orders}`);
	await db.execute(sql`delete from order_items where order_id in ${orders}`);
	await db.execute(sql`delete from orders where user_id in ${bench}`);
	await db.execute(sql`delete from sessions where user_id in ${bench}`);
	await db.execute(sql`delete from addresses where user_id in ${bench}`);
	await db.execute(sql`delete from users where id in ${bench}`);
	for (const v of shoppers.restore) {
		await db.execute(
			sql`update variants set price = ${v.price}, mrp = ${v.mrp}, stock = ${v.stock} where id = ${v.id}`,
		);
	}
	const initial = STOCK * shoppers.variantIds.length;
	return { stock, sold, initial, orders: check?.orders ?? 0, consistent: stock + sold === initial };
}

/** Shopper `i`'s order of 1–3 lines: the body the checkout sends, the shopper's headers and loopback address. */
export function orderPayload(shoppers: BenchShoppers, i: number) {
	const n = i % shoppers.tokens.length;
	const count = (i % 3) + 1;
	const first = (i * 7) % shoppers.variantIds.length;
	const variants = Array.from(
		{ length: count },
		(_, k) => shoppers.variantIds[(first + k) % shoppers.variantIds.length] as number,
	);
	const amounts = computeOrderAmounts(
		variants.map(() => ({ price: PRICE, mrp: PRICE, quantity: 1 })),
		null,
	);
	const payload = JSON.stringify({
		address_id: shoppers.addressIds[n],
		subTotalAmount: paiseToRupees(amounts.subtotal),
		deliveryAmount: paiseToRupees(amounts.delivery),
		discountAmount: paiseToRupees(amounts.discount),
		total_amount: paiseToRupees(amounts.total),
		payment_mode: "COD",
		order_items: variants.map((id) => ({ product_id: id, quantity: 1, price: PRICE / 100 })),
	});
	const localAddress = `127.20.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
	const headers = { "content-type": "application/json", authorization: `Bearer ${shoppers.tokens[n]}` };
	return { payload, headers, localAddress };
}

/** Shopper `i`'s order of 1–3 lines, sent from its own loopback address; resolves to the status (0: no answer). */
export function placeOrder(port: number, shoppers: BenchShoppers, i: number): Promise<number> {
	const { payload, headers, localAddress } = orderPayload(shoppers, i);
	return new Promise((resolve) => {
		const req = http.request(
			{
				host: "127.0.0.1",
				port,
				method: "POST",
				path: "/api/order/create",
				localAddress,
				agent: false,
				headers,
			},
			(res) => {
				res.resume();
				res.on("end", () => resolve(res.statusCode ?? 0));
			},
		);
		req.on("error", () => resolve(0));
		req.end(payload);
	});
}

export interface LoadResult {
	perSecond: number;
	p50: number;
	p99: number;
	statuses: Record<number, number>;
}

/** `one` with `concurrency` in flight for `seconds` (closed loop): requests/s, latency percentiles in ms, statuses. */
export async function closedLoop(
	one: (i: number) => Promise<number>,
	{ seconds, concurrency }: { seconds: number; concurrency: number },
): Promise<LoadResult> {
	const statuses = new Map<number, number>();
	const latencies: number[] = [];
	const started = performance.now();
	const end = started + seconds * 1000;
	let n = 0;
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (performance.now() < end) {
				const t = performance.now();
				const status = await one(n++);
				latencies.push(performance.now() - t);
				statuses.set(status, (statuses.get(status) ?? 0) + 1);
			}
		}),
	);
	latencies.sort((a, b) => a - b);
	const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
	return {
		perSecond: latencies.length / ((performance.now() - started) / 1000),
		p50: at(0.5),
		p99: at(0.99),
		statuses: Object.fromEntries(statuses),
	};
}

/**
 * Orders `from` to `to` - 1 as lines of a file for wrk (bench/lib/orders.lua): token, the shopper's address for
 * X-Forwarded-For (as nginx in front would send it: the server then runs with TRUST_PROXY=1), an Idempotency-Key
 * of its own (as the web app sends one per checkout) and the body — the same orders as placeOrder's.
 */
export function writeOrderRequests(file: string, shoppers: BenchShoppers, from: number, to: number, run: string) {
	const lines: string[] = [];
	for (let i = from; i < to; i += 1) {
		const { payload, headers, localAddress } = orderPayload(shoppers, i);
		const token = headers.authorization.slice("Bearer ".length);
		lines.push(`${token}\t${localAddress.replace(/^127\./, "10.")}\tbench-${run}-${i}\t${payload}`);
	}
	writeFileSync(file, `${lines.join("\n")}\n`);
}
