/**
 * How many of the project's own source files run to answer three requests a newcomer would follow (issue 23's
 * "traced requests"): a shopper's add to cart, a cash-on-delivery order, a staff member's price edit.
 *
 *   npm run trace:files -w @pitara/api
 *
 * Each request is sent once to warm the app (so start-up and first-use code is not counted), then V8's precise
 * coverage is reset and the same request sent again; a file counts when any of its functions ran, and, in the second
 * count, when a function of its own ran (not the test runner's export getter, EXPORT_GETTER). Files of
 * node_modules are not counted: what a reader would open is apps/api/src and packages/shared/src.
 */

import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";
import type { AdminProductDetail } from "@pitara/shared";
import { afterAll, beforeAll, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../helpers.ts";
import { createOrder, createShopper, orderPayload, prepareVariants, putInCart } from "../orders.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
let t: TestApp;
const session = new Session();

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	session.connect();
	await session.post("Profiler.enable");
	await session.post("Debugger.enable");
	await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
});

afterAll(async () => {
	await session.post("Profiler.stopPreciseCoverage");
	await session.post("Debugger.disable");
	session.disconnect();
	await t?.close();
});

/**
 * A function the test runner wrote, not the project: vitest's module runner turns each `export` into a getter on the
 * module's exports (`__vite_ssr_exportName__("name", () => { try { return name } catch {} })`), so reading an exported table or text "runs" its file, which
 * Node's own ES modules (how the API runs in production) do not. Such a getter is not counted as the file's code.
 */
const EXPORT_GETTER =
	/^(?:get\s*\(\)|\(\)\s*=>)\s*\{\s*(?:try\s*\{\s*)?return\s+[\w$.]+\s*;?\s*(?:\}\s*catch\s*(?:\([^)]*\))?\s*\{[^}]*\}\s*)?\}$/;
const sources = new Map<string, string>();
async function sourceOf(scriptId: string): Promise<string> {
	let source = sources.get(scriptId);
	if (source === undefined) {
		source = (await session.post("Debugger.getScriptSource", { scriptId })).scriptSource;
		sources.set(scriptId, source);
	}
	return source;
}

/**
 * `prepare` runs before each send, outside the count (the console reads the product before it saves it). Two
 * counts: `all`, a file any of whose functions ran (the measure issue 23 and docs/benchmarks.md used so far), and
 * `own`, the same without the test runner's export getters (EXPORT_GETTER).
 */
async function filesRun<T>(
	request: (prepared: T) => Promise<unknown>,
	prepare: () => Promise<T>,
): Promise<{ all: string[]; own: string[] }> {
	await request(await prepare());
	const prepared = await prepare();
	await session.post("Profiler.takePreciseCoverage");
	await request(prepared);
	const { result } = await session.post("Profiler.takePreciseCoverage");
	const all = new Set<string>();
	const own = new Set<string>();
	for (const script of result) {
		if (!script.url.startsWith("file://")) continue;
		const file = path.relative(root, new URL(script.url).pathname);
		if (file.startsWith("..") || file.includes("node_modules") || /\.test\.ts$|\/test\//.test(file)) continue;
		const ran = script.functions.filter((fn) => fn.ranges[0] !== undefined && fn.ranges[0].count > 0);
		if (ran.length === 0) continue;
		all.add(file);
		const source = await sourceOf(script.scriptId);
		const code = ran.filter((fn) => {
			const range = fn.ranges[0];
			return !range || !EXPORT_GETTER.test(source.slice(range.startOffset, range.endOffset).trim());
		});
		if (code.length > 0) own.add(file);
	}
	return { all: [...all].sort(), own: [...own].sort() };
}

it("counts the files that run for three traced requests", async () => {
	const [variant] = await prepareVariants(t.database, [{ price: 49_900, mrp: 99_900, stock: 1_000_000 }]);
	if (!variant) throw new Error("no variant");
	const shopper = await createShopper(t.database);
	const admin = await createAdmin(t.database);

	const addToCart = async () => {
		const answer = await call(t.app, {
			method: "POST",
			url: "/api/product/addtocart",
			headers: shopper.auth,
			payload: { user_id: shopper.id, product_id: variant.id, quantity: 1 },
		});
		if (answer.status !== 200) throw new Error(`add to cart: ${answer.status} ${JSON.stringify(answer.body)}`);
	};
	const codOrder = async () => {
		await putInCart(t.database, shopper.id, variant.id, 1).catch(() => {});
		const answer = await createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]));
		if (answer.status !== 201 && answer.status !== 200)
			throw new Error(`COD order: ${answer.status} ${JSON.stringify(answer.body)}`);
	};
	let price = 499;
	const readProduct = async () =>
		(await call(t.app, { method: "GET", url: `/api/admin/products/${variant.productId}`, headers: admin.auth })).body
			.response as AdminProductDetail;
	const priceEdit = async (detail: AdminProductDetail) => {
		price = price === 499 ? 509 : 499;
		const answer = await call(t.app, {
			method: "PUT",
			url: `/api/admin/products/${variant.productId}`,
			headers: admin.auth,
			payload: { ...detail, variants: detail.variants.map((v) => (v.id === variant.id ? { ...v, price } : v)) },
		});
		if (answer.status !== 200) throw new Error(`price edit: ${answer.status} ${JSON.stringify(answer.body)}`);
	};

	const traced: Record<string, { all: string[]; own: string[] }> = {
		"add to cart (POST /api/product/addtocart)": await filesRun(addToCart, async () => null),
		"COD order (POST /api/order/create)": await filesRun(codOrder, async () => null),
		"admin price edit (PUT /api/admin/products/:id)": await filesRun(priceEdit, readProduct),
	};
	for (const [name, { all, own }] of Object.entries(traced)) {
		const getterOnly = all.filter((file) => !own.includes(file));
		console.info(
			`${all.length} files (${own.length} running their own code): ${name}\n  ${own.join("\n  ")}\n  only an export read: ${getterOnly.join(", ") || "none"}`,
		);
	}
	const out = process.env.TRACE_OUT;
	if (out) await writeFile(out, JSON.stringify(traced, null, 2));
});
