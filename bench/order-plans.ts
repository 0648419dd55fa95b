/**
 * The query plans of one COD order's statements (issue 13): places orders of
 * 1, 2 and 3 lines through HTTP (`app.inject`) as bench shoppers, records each
 * statement the order sent (text and values), then runs EXPLAIN (ANALYZE,
 * BUFFERS) of every statement of the last order (three lines) again in a
 * transaction that is rolled back, and prints the plans.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/order-plans.ts [--lines 3]
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { orderPayload } from "./lib/cod-orders.ts";
import { inProcessShop } from "./lib/in-process-shop.ts";

const { values: options } = parseArgs({ options: { lines: { type: "string", default: "3" } } });
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pitara_bench";

const recorded: { text: string; values: unknown[] }[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
	if (recording) {
		const first = args[0] as string | { text?: string; values?: unknown[] };
		const text = typeof first === "string" ? first : (first.text ?? "");
		const values = (Array.isArray(args[1]) ? args[1] : typeof first === "object" ? first.values : undefined) ?? [];
		recorded.push({ text, values });
	}
	return query.apply(this, args);
} as typeof pg.Client.prototype.query;

async function main() {
	const { app, shoppers, close } = await inProcessShop(DATABASE_URL, "order-plans");
	const wanted = Number(options.lines);
	const client = new pg.Client({ connectionString: DATABASE_URL });
	await client.connect();
	try {
		let last: typeof recorded = [];
		for (let i = 0; i < 12; i++) {
			const { payload, headers } = orderPayload(shoppers, i);
			recorded.length = 0;
			recording = true;
			const response = await app.inject({ method: "POST", url: "/api/order/create", payload, headers });
			recording = false;
			if (response.statusCode !== 201) throw new Error(`order ${i}: ${response.statusCode} ${response.body}`);
			if ((i % 3) + 1 === wanted) last = [...recorded];
		}
		// the same statements again, explained, in a transaction rolled back (the order's shopper is ordering again)
		await client.query("begin");
		for (const { text, values } of last) {
			if (/^\s*(begin|commit|rollback)\b/i.test(text)) continue;
			const { rows } = await client.query(`explain (analyze, buffers, settings) ${text}`, values);
			console.log(`\n=== ${text.replace(/\s+/g, " ").trim().slice(0, 120)}`);
			for (const row of rows) console.log(row["QUERY PLAN"]);
		}
		await client.query("rollback");
	} finally {
		recording = false;
		await client.end();
		await close();
	}
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
