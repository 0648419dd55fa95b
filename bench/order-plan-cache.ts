/**
 * Whether PostgreSQL plans an order's prepared statements once or at every
 * run (issue 13): places `--orders` COD orders of 1–3 lines one after the
 * other through HTTP (`app.inject`, each by a shopper of its own) on a pool of
 * one connection, then prints that connection's pg_prepared_statements —
 * PostgreSQL's count of generic plans (planned once, reused) and custom plans
 * (planned afresh for that run's parameters) per statement.
 *
 *   DATABASE_URL=postgres://… [DATABASE_POOL_SIZE=1] npx tsx bench/order-plan-cache.ts [--orders 30]
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows } from "../apps/api/src/db/client.ts";
import { orderPayload } from "./lib/cod-orders.ts";
import { inProcessShop } from "./lib/in-process-shop.ts";

const { values: options } = parseArgs({ options: { orders: { type: "string", default: "30" } } });
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pitara_bench";

async function main() {
	const count = Number(options.orders);
	const { database, app, shoppers, close } = await inProcessShop(DATABASE_URL, "order-plan-cache", count, 1);
	try {
		for (let i = 0; i < count; i++) {
			const { payload, headers } = orderPayload(shoppers, i);
			const response = await app.inject({ method: "POST", url: "/api/order/create", payload, headers });
			if (response.statusCode !== 201) throw new Error(`order ${i}: ${response.statusCode} ${response.body}`);
		}
		const rows = await queryRows<{ name: string; generic_plans: number; custom_plans: number }>(
			database.db,
			sql`select name, generic_plans, custom_plans from pg_prepared_statements order by name`,
		);
		console.log(`${count} orders on one connection:`);
		console.log("| prepared statement | generic plans (planned once) | custom plans (planned at that run) |");
		console.log("|---|--:|--:|");
		for (const row of rows) console.log(`| ${row.name} | ${row.generic_plans} | ${row.custom_plans} |`);
	} finally {
		await close();
	}
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
