/**
 * How many of the project's own source files run to answer three requests a newcomer would follow (issue 23's
 * "traced requests"): a shopper's add to cart, a cash-on-delivery order, a staff member's price edit.
 *
 *   npm run trace:files -w @pitara/api          (TRACE_OUT=file.json to keep the lists)
 *
 * The app runs as it does in production, on Node's own ES modules (tsx strips the types file by file): not under the
 * test runner, whose module runner turns every `export` into a getter function, so that reading a table or a text
 * counted its file as run. Each request is sent once to warm the app (start-up and first-use code is not counted),
 * then V8's precise coverage is reset and the same request sent again; a file of apps/api/src or packages/shared/src
 * counts when any of its functions ran. The outbox is not started during the count: what a request does is write its
 * outbox entries; delivering them (the COD order's SMS) is a job, counted apart as the job it is.
 */

import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AdminProductDetail } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import { seedDemo } from "../../src/db/seed/index.ts";
import { ensurePincodeDirectory } from "../../src/modules/delivery/index.ts";
import { call, createAdmin } from "../helpers.ts";
import { createOrder, createShopper, orderPayload, prepareVariants, putInCart } from "../orders.ts";
import { TEST_PINCODES } from "../pincodes.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const mediaDir = fileURLToPath(new URL("../../../../node_modules/.cache/pitara-test-media", import.meta.url));

const database = await openDatabase({});
await database.migrate();
await ensurePincodeDirectory(database, { only: TEST_PINCODES });
await database.db.transaction((tx) => seedDemo(tx, { mediaDir }));
await database.db.execute(sql`analyze`);
const app = await buildApp({
	config: loadConfig({
		NODE_ENV: "test",
		SEED: "none",
		LOG_LEVEL: "silent",
		DATA_DIR: "/tmp/pitara-trace-unused",
		MEDIA_DIR: mediaDir,
		WEB_DIST_DIR: "/tmp/pitara-trace-no-web-build",
		ALLOW_DEMO_SETTINGS: "true",
	}),
	database,
});
await app.ready();

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });

/** The project's files any of whose functions ran since the last take. */
async function take(): Promise<string[]> {
	const { result } = await session.post("Profiler.takePreciseCoverage");
	const files = new Set<string>();
	for (const script of result) {
		if (!script.url.startsWith("file://")) continue;
		const file = path.relative(root, fileURLToPath(script.url));
		if (file.startsWith("..") || file.includes("node_modules") || /\.test\.ts$|(^|\/)test\//.test(file)) continue;
		if (script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0)) files.add(file);
	}
	return [...files].sort();
}

/** `prepare` runs before each send, outside the count (the console reads the product before it saves it). */
async function filesRun<T>(request: (prepared: T) => Promise<unknown>, prepare: () => Promise<T>): Promise<string[]> {
	await request(await prepare());
	await app.outbox.drain();
	const prepared = await prepare();
	await take();
	await request(prepared);
	return take();
}

const [variant] = await prepareVariants(database, [{ price: 49_900, mrp: 99_900, stock: 1_000_000 }]);
if (!variant) throw new Error("no variant");
const shopper = await createShopper(database);
const admin = await createAdmin(database);

const addToCart = async () => {
	const answer = await call(app, {
		method: "POST",
		url: "/api/product/addtocart",
		headers: shopper.auth,
		payload: { user_id: shopper.id, product_id: variant.id, quantity: 1 },
	});
	if (answer.status !== 200) throw new Error(`add to cart: ${answer.status} ${JSON.stringify(answer.body)}`);
};
const codOrder = async () => {
	await putInCart(database, shopper.id, variant.id, 1).catch(() => {});
	const answer = await createOrder(app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]));
	if (answer.status !== 201 && answer.status !== 200)
		throw new Error(`COD order: ${answer.status} ${JSON.stringify(answer.body)}`);
};
let price = 499;
const readProduct = async () =>
	(await call(app, { method: "GET", url: `/api/admin/products/${variant.productId}`, headers: admin.auth })).body
		.response as AdminProductDetail;
const priceEdit = async (detail: AdminProductDetail) => {
	price = price === 499 ? 509 : 499;
	const answer = await call(app, {
		method: "PUT",
		url: `/api/admin/products/${variant.productId}`,
		headers: admin.auth,
		payload: { ...detail, variants: detail.variants.map((v) => (v.id === variant.id ? { ...v, price } : v)) },
	});
	if (answer.status !== 200) throw new Error(`price edit: ${answer.status} ${JSON.stringify(answer.body)}`);
};

const traced: Record<string, string[]> = {
	"add to cart (POST /api/product/addtocart)": await filesRun(addToCart, async () => null),
	"COD order (POST /api/order/create)": await filesRun(codOrder, async () => null),
};
// the job that delivers what the order wrote to the outbox (its SMS), counted apart from the request
await take();
const delivered = await app.outbox.drain();
traced[`the COD order's outbox job (${delivered} entries: its SMS)`] = await take();
traced["admin price edit (PUT /api/admin/products/:id)"] = await filesRun(priceEdit, readProduct);

for (const [name, files] of Object.entries(traced))
	console.info(`${files.length} files: ${name}\n  ${files.join("\n  ")}`);
const out = process.env.TRACE_OUT;
if (out) await writeFile(out, JSON.stringify(traced, null, 2));
await session.post("Profiler.stopPreciseCoverage");
session.disconnect();
await app.close();
await database.close();
