#!/usr/bin/env node
// The storefront's weight budgets (issue 14), checked on the built web app after every build: the JavaScript a
// first visit to /, /products and a product page loads before it hydrates (the entry, the page's chunk and
// everything they import), and the render-blocking CSS of index.html, each measured brotli-compressed as the
// server sends them. Exits 1 when one is over. `node scripts/check-budgets.mjs [distDir]`; `--report` prints
// without failing.
//
// Also printed, not budgeted: what the page fetches once hydration has begun, the parts hydrated apart
// (apps/web/src/lib/deferred.tsx: header's search and category bar, footer, the home page's lower sections,
// a product's reviews and similar products) and what only the browser draws (DOMPurify, 'Check delivery'),
// so that nobody takes the budget for all the JavaScript a first visit downloads (decision 021).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const reportOnly = args.includes("--report");
const dist = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? path.join(root, "apps/web/dist"));
const KB = 1024;
export const BUDGETS = { firstLoadJs: 90 * KB, renderBlockingCss: 20 * KB, devanagariFont: 35 * KB };
const PAGES = { "/": "home", "/products": "products", "/products/:category/:slug": "product-detail" };
/** The modules each page imports right after it starts hydrating (by manifest key), every page's first. */
const EVERY_PAGE_AFTER = [
	"src/app/layout/search-box.tsx",
	"src/app/layout/category-bar.tsx",
	"src/app/layout/footer.tsx",
];
const AFTER_HYDRATION = {
	"/": ["src/features/home/components/home-lower-sections.tsx"],
	"/products": ["src/features/products/components/filter-panel.tsx"],
	"/products/:category/:slug": [
		"src/features/reviews/components/reviews-section.tsx",
		"src/app/similar-products.tsx",
		"src/app/delivery-check.tsx",
		"../../node_modules/dompurify/dist/purify.es.mjs",
	],
};

/**
 * Each language's build (decision 060): English in dist/, Hindi in dist/hi/ (its pages are /hi, /hi/products, a Hindi
 * product page), each held to the same budget; a language not built is skipped with a note.
 */
const BUILDS = [
	{ prefix: "", dir: dist },
	{ prefix: "/hi", dir: path.join(dist, "hi") },
];

let over = false;
const line = (label, bytes, budget, enforced = true) => {
	const fails = bytes > budget;
	if (enforced) over ||= fails;
	console.log(
		`${fails ? "OVER" : "ok  "}  ${label.padEnd(42)} ${(bytes / KB).toFixed(1).padStart(6)} KB br  (budget ${budget / KB} KB)`,
	);
};

for (const build of BUILDS) {
	const manifestFile = path.join(build.dir, ".vite/manifest.json");
	if (!existsSync(manifestFile)) {
		if (build.prefix === "") throw new Error(`${manifestFile} is missing: build the web app first`);
		console.log(`      (no ${build.prefix} build in ${build.dir}: its pages are not weighed)`);
		continue;
	}
	const brotliSize = (file) => {
		const full = path.join(build.dir, file);
		if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
		return zlib.brotliCompressSync(readFileSync(full), {
			params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
		}).length;
	};
	const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
	const collect = (key, into) => {
		const chunk = manifest[key];
		if (!chunk || into.has(chunk.file)) return into;
		into.add(chunk.file);
		for (const imported of chunk.imports ?? []) collect(imported, into);
		return into;
	};
	const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
	const jsBytes = (files) =>
		[...files].filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + brotliSize(file), 0);
	for (const [route, page] of Object.entries(PAGES)) {
		const files = collect(entryKey, new Set());
		collect(`src/app/routes/${page}.tsx`, files);
		const shown = build.prefix && route === "/" ? build.prefix : `${build.prefix}${route}`;
		line(`first-load JavaScript of ${shown}`, jsBytes(files), BUDGETS.firstLoadJs);
		const after = new Set(files);
		for (const key of [...EVERY_PAGE_AFTER, ...AFTER_HYDRATION[route]]) {
			if (!manifest[key])
				throw new Error(`${key} is not in the manifest: update AFTER_HYDRATION (scripts/check-budgets.mjs)`);
			collect(key, after);
		}
		for (const file of files) after.delete(file);
		console.log(
			`      then, once hydrating, ${(jsBytes(after) / KB).toFixed(1).padStart(5)} KB br more (not budgeted)`,
		);
	}
	if (build.prefix) {
		// the Devanagari font only Hindi pages load (apps/web/src/fonts, decision 060)
		const assets = path.join(build.dir, "assets");
		for (const file of readdirSync(assets).filter((name) => name.endsWith(".woff2"))) {
			line(`font ${build.prefix}/assets/${file}`, statSync(path.join(assets, file)).size, BUDGETS.devanagariFont);
		}
	}
}
const brotliSize = (file) => {
	const full = path.join(dist, file);
	if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
	return zlib.brotliCompressSync(readFileSync(full), {
		params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
	}).length;
};
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
line(
	"render-blocking CSS",
	css.reduce((sum, file) => sum + brotliSize(file), 0),
	BUDGETS.renderBlockingCss,
);
if (over && !reportOnly) {
	console.error("The storefront is over its weight budget (scripts/check-budgets.mjs).");
	process.exit(1);
}
