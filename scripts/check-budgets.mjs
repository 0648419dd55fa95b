#!/usr/bin/env node
// The storefront's weight budgets (issue 14), checked on the built web app: the JavaScript a first visit to
// /, /products and a product page loads (the entry, the page's chunk and everything they import), and the
// render-blocking CSS of index.html, each measured brotli-compressed as the server sends them. Exits 1 when
// one is over. `node scripts/check-budgets.mjs [distDir]`; `--report` prints without failing;
// `--js-report-only` fails on the CSS budget only (what `npm run build` runs until the JavaScript fits: issue 14).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const reportOnly = args.includes("--report");
const jsReportOnly = args.includes("--js-report-only");
const dist = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? path.join(root, "apps/web/dist"));
const KB = 1024;
export const BUDGETS = { firstLoadJs: 90 * KB, renderBlockingCss: 20 * KB };
const PAGES = { "/": "home", "/products": "products", "/products/:category/:slug": "product-detail" };

const brotliSize = (file) => {
	const full = path.join(dist, file);
	if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
	return zlib.brotliCompressSync(readFileSync(full), {
		params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
	}).length;
};

const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const collect = (key, into) => {
	const chunk = manifest[key];
	if (!chunk || into.has(chunk.file)) return into;
	into.add(chunk.file);
	for (const imported of chunk.imports ?? []) collect(imported, into);
	return into;
};
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);

let over = false;
const line = (label, bytes, budget, enforced = true) => {
	const fails = bytes > budget;
	if (enforced) over ||= fails;
	console.log(
		`${fails ? "OVER" : "ok  "}  ${label.padEnd(42)} ${(bytes / KB).toFixed(1).padStart(6)} KB br  (budget ${budget / KB} KB)`,
	);
};
for (const [route, page] of Object.entries(PAGES)) {
	const files = collect(entryKey, new Set());
	collect(`src/app/routes/${page}.tsx`, files);
	const bytes = [...files].filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + brotliSize(file), 0);
	line(`first-load JavaScript of ${route}`, bytes, BUDGETS.firstLoadJs, !jsReportOnly);
}
line(
	"render-blocking CSS",
	css.reduce((sum, file) => sum + brotliSize(file), 0),
	BUDGETS.renderBlockingCss,
);
if (over && !reportOnly) {
	console.error("The storefront is over its weight budget (scripts/check-budgets.mjs).");
	process.exit(1);
}
