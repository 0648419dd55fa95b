/**
 * The reports and the GSTR-1 pack on PostgreSQL (issue 29): seeds a year of
 * order history when the database has fewer orders than asked
 * (`npm run seed -- --orders N`, the demo shop first on an empty database),
 * then, in this process, times over the busiest month the GSTR-1 pack
 * (totals and JSON) and its workbook (built and streamed to nowhere), with
 * the process's memory sampled while they build; and the sales reports over
 * the last 365 days (p50 of 5 runs after one warm-up), read from the daily
 * summary (decision 058) once the backfill has summed every marked day.
 *
 *   createdb pitara_bench_reports
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pitara_bench_reports \
 *     node --expose-gc --import tsx bench/reports.ts --orders 100000
 */
import { execFileSync } from "node:child_process";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { addDaysInIndia, isoDateInIndia, type ReportName } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../apps/api/src/db/client.ts";
import { buildGstr1, gstr1Workbook, refreshReportDays, reportTable } from "../apps/api/src/modules/reports/index.ts";

const { values } = parseArgs({ options: { orders: { type: "string", default: "100000" } } });
const wanted = Number(values.orders);
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error("DATABASE_URL: a PostgreSQL database of its own for this benchmark");

const database = await openDatabase({ databaseUrl: DATABASE_URL });
await database.migrate();
const [have] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`);
if (Number(have?.n ?? 0) < wanted) {
	const missing = wanted - Number(have?.n ?? 0);
	console.log(`seeding ${missing} orders…`);
	execFileSync("npm", ["run", "seed", "--", "--orders", String(missing)], {
		stdio: "inherit",
		env: { ...process.env, MEDIA_DIR: process.env.MEDIA_DIR ?? "/tmp/pitara-bench-media" },
	});
}
const [counts] = await queryRows<{ orders: number; invoices: number; notes: number }>(
	database.db,
	sql`select (select count(*) from orders)::int as orders,
		(select count(*) from tax_documents where kind = 'invoice')::int as invoices,
		(select count(*) from tax_documents where kind = 'credit_note')::int as notes`,
);
const [busiest] = await queryRows<{ month: string; invoices: number; notes: number }>(
	database.db,
	sql`select to_char(issued_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
			count(*) filter (where kind = 'invoice')::int as invoices, count(*) filter (where kind = 'credit_note')::int as notes
		from tax_documents group by 1 order by 2 desc limit 1`,
);
if (!busiest) throw new Error("no invoices");

const mb = (bytes: number) => Math.round(bytes / 1048576);
/** Runs `work`, sampling the process's memory every 10 ms: its time and the growth of RSS and heap at their peak. */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; rss: number; heap: number; result: T }> {
	(globalThis as { gc?: () => void }).gc?.();
	const start = process.memoryUsage();
	let peakRss = start.rss;
	let peakHeap = start.heapUsed;
	const timer = setInterval(() => {
		const now = process.memoryUsage();
		peakRss = Math.max(peakRss, now.rss);
		peakHeap = Math.max(peakHeap, now.heapUsed);
	}, 10);
	const started = performance.now();
	const result = await work();
	const ms = performance.now() - started;
	clearInterval(timer);
	const end = process.memoryUsage();
	peakRss = Math.max(peakRss, end.rss);
	peakHeap = Math.max(peakHeap, end.heapUsed);
	return { ms, rss: mb(peakRss - start.rss), heap: mb(peakHeap - start.heapUsed), result };
}
const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

console.log(
	`\n${counts?.orders} orders, ${counts?.invoices} invoices, ${counts?.notes} credit notes; busiest month ${busiest.month}: ${busiest.invoices} invoices, ${busiest.notes} credit notes\n`,
);
await buildGstr1(database.db, busiest.month); // warm-up
const pack = await measured(() => buildGstr1(database.db, busiest.month));
console.log(
	`GSTR-1 totals + JSON   ${pack.ms.toFixed(0).padStart(6)} ms   RSS +${pack.rss} MB, heap +${pack.heap} MB   (${JSON.stringify(pack.result.json).length} bytes of JSON)`,
);
{
	const { tables, books } = pack.result.summary;
	const net = (key: "taxable" | "igst" | "cgst" | "sgst") =>
		tables.b2b[key] + tables.b2cl[key] + tables.b2cs[key] + tables.nil[key] - tables.cdnr[key] - tables.cdnur[key];
	const reconciled = (["taxable", "igst", "cgst", "sgst"] as const).every(
		(key) => net(key) === books[key] && tables.hsn_b2b[key] + tables.hsn_b2c[key] === books[key],
	);
	console.log(
		`  tables: b2b ${tables.b2b.count}, b2cl ${tables.b2cl.count}, b2cs rows ${tables.b2cs.count}, cdnr ${tables.cdnr.count}, cdnur ${tables.cdnur.count}; equal to the books to the paisa: ${reconciled ? "yes" : "NO"}`,
	);
}
let bytes = 0;
const workbook = await measured(async () => {
	const { json } = await buildGstr1(database.db, busiest.month);
	await pipeline(
		await gstr1Workbook(json),
		new Writable({
			write(chunk: Buffer, _encoding, done) {
				bytes += chunk.length;
				done();
			},
		}),
	);
});
console.log(
	`GSTR-1 workbook        ${workbook.ms.toFixed(0).padStart(6)} ms   RSS +${workbook.rss} MB, heap +${workbook.heap} MB   (${bytes} bytes of XLSX)`,
);

{
	const started = performance.now();
	const days = await refreshReportDays(database.db);
	console.log(
		`\nbackfill of the daily summary: ${days} days summed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	);
}
const year = { from: addDaysInIndia(-364), to: isoDateInIndia(), group: "day" as const };
console.log(`\nreports over ${year.from} to ${year.to} (p50 of 5 after a warm-up; today marked changed before each):`);
for (const [report, group] of [
	["sales", "day"],
	["sales", "week"],
	["sales", "month"],
	["products", "day"],
	["variants", "day"],
	["categories", "day"],
	["brands", "day"],
	["age-bands", "day"],
	["payments", "day"],
	["customers", "day"],
	["promos", "day"],
	["cancellations", "day"],
] as [ReportName, "day" | "week" | "month"][]) {
	await reportTable(database.db, report, { ...year, group });
	const times: number[] = [];
	for (let run = 0; run < 5; run++) {
		// as after an order placed today: the day in progress is summed again within the timed read
		await database.db.execute(sql`insert into report_dirty_days (day) values (${isoDateInIndia()}::date)`);
		const started = performance.now();
		await reportTable(database.db, report, { ...year, group });
		times.push(performance.now() - started);
	}
	console.log(
		`  ${`${report}${report === "sales" ? ` by ${group}` : ""}`.padEnd(20)} ${p50(times).toFixed(0).padStart(6)} ms`,
	);
}
await database.close();
