/**
 * The SQL statements one order costs, counted (issue 13): deterministic where
 * the load figures are noisy. Builds the real app in this process over a
 * PostgreSQL database with the demo shop or more (DATABASE_URL; default the
 * bench's pitara_bench), wraps node-postgres so that every statement sent to
 * the server is recorded, and places COD orders of 1, 2 and 3 lines through
 * HTTP (`app.inject`) as shoppers of their own, then removes them.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/order-statements.ts [--verbose] [--idempotency-key]
 *
 * Prints, per order, the number of statements (BEGIN and COMMIT included: each
 * is a round trip) and, with --verbose, each statement's first line and time;
 * --idempotency-key sends an Idempotency-Key with each order, as the web app does.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { orderPayload } from "./lib/cod-orders.ts";
import { inProcessShop } from "./lib/in-process-shop.ts";

const { values } = parseArgs({
	options: { verbose: { type: "boolean", default: false }, "idempotency-key": { type: "boolean", default: false } },
});
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pitara_bench";

const recorded: { text: string; ms: number }[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
	if (recording) {
		const first = args[0] as string | { text?: string; name?: string };
		const text = typeof first === "string" ? first : (first.text ?? `(prepared ${first.name ?? "?"})`);
		const started = performance.now();
		const entry = { text: text.replace(/\s+/g, " ").trim(), ms: 0 };
		recorded.push(entry);
		const result = query.apply(this, args);
		if (result instanceof Promise) void result.finally(() => (entry.ms = performance.now() - started)).catch(() => {});
		return result;
	}
	return query.apply(this, args);
} as typeof pg.Client.prototype.query;

async function main() {
	const { app, shoppers, close } = await inProcessShop(DATABASE_URL, "order-statements");
	const counts: number[] = [];
	try {
		// i % 3 + 1 lines: orders 0..11 are 1, 2, 3, 1, 2, 3 … lines; the first three warm the process up
		for (let i = 0; i < 12; i++) {
			const { payload, headers: shopper } = orderPayload(shoppers, i);
			// as the web app sends it: one key per checkout attempt
			const headers = values["idempotency-key"] ? { ...shopper, "idempotency-key": randomUUID() } : shopper;
			recorded.length = 0;
			recording = true;
			const started = performance.now();
			const response = await app.inject({ method: "POST", url: "/api/order/create", payload, headers });
			const took = performance.now() - started;
			recording = false;
			if (response.statusCode !== 201) throw new Error(`order ${i}: ${response.statusCode} ${response.body}`);
			if (i < 3) continue;
			counts.push(recorded.length);
			if (values.verbose && i < 6) {
				console.log(`\norder of ${(i % 3) + 1} line(s): ${recorded.length} statements, ${took.toFixed(1)} ms`);
				for (const [n, { text, ms }] of recorded.entries())
					console.log(`  ${n + 1}. ${ms.toFixed(2).padStart(6)} ms  ${text.slice(0, 140)}`);
			}
		}
	} finally {
		recording = false;
		await close();
	}
	const byLines = [1, 2, 3].map((lines) => counts.filter((_, k) => (k % 3) + 1 === lines));
	console.log(
		`\nstatements per COD order (BEGIN/COMMIT included): ${byLines
			.map((list, k) => `${k + 1} line${k ? "s" : ""}: ${[...new Set(list)].join("/")}`)
			.join(", ")}`,
	);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
