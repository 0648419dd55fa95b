import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside each text asset so the server sends them without compressing on every request. */
export function precompress(): Plugin {
	let outDir = "dist";
	return {
		name: "pitara-precompress",
		// the browser's files only: the server renderer's (dist/server) are read from disk by the API
		apply: (config, { command }) => command === "build" && !config.build?.ssr,
		configResolved(config) {
			outDir = path.resolve(config.root, config.build.outDir);
		},
		async closeBundle() {
			const walk = async (dir: string): Promise<string[]> => {
				const entries = await readdir(dir, { withFileTypes: true });
				const files = await Promise.all(
					entries.map((entry) =>
						entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
					),
				);
				return files.flat();
			};
			for (const file of await walk(outDir)) {
				if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(file) || (await stat(file)).size < 1024) continue;
				const content = await readFile(file);
				await writeFile(
					`${file}.br`,
					await brotli(content, {
						params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
					}),
				);
				await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
			}
		},
	};
}

/**
 * The language this build is written in (decision 060): `PITARA_LANG=hi vite build` makes the Hindi storefront,
 * served at /hi/ from dist/hi (and its server renderer from dist/hi/server). Each module of
 * packages/shared/src/messages is resolved to its Hindi twin, messages/hi/<same file>.ts, where there is one (the
 * twins have the same named exports, typed Messages<typeof en>); a domain without a twin stays English. A page's
 * chunk then carries its own Hindi texts, inlined as the English ones are (optimization.inlineConst), and no
 * runtime to look them up: the English build is byte for byte what it was.
 */
export const BUILD_LANGUAGE: "en" | "hi" = process.env.PITARA_LANG === "hi" ? "hi" : "en";
const MESSAGES_DIR = path.resolve(import.meta.dirname, "../../packages/shared/src/messages");

/** A messages module's twin in the build's language (its own path in English, or when it has none). */
export function inBuildLanguage(file: string, language: "en" | "hi" = BUILD_LANGUAGE): string {
	if (language === "en" || path.dirname(file) !== MESSAGES_DIR) return file;
	const twin = path.join(MESSAGES_DIR, language, path.basename(file));
	return existsSync(twin) ? twin : file;
}

/** Resolves every import of a messages module to its twin in the build's language (a twin's own imports stay). */
function messagesInBuildLanguage(language: "en" | "hi" = BUILD_LANGUAGE): Plugin {
	return {
		name: "pitara-messages-language",
		enforce: "pre",
		async resolveId(source, importer, options) {
			if (language === "en" || !importer || !/messages/.test(source)) return null;
			if (path.dirname(importer).startsWith(path.join(MESSAGES_DIR, language))) return null;
			const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
			if (!resolved) return null;
			const twin = inBuildLanguage(resolved.id, language);
			return twin === resolved.id ? resolved : twin;
		},
	};
}

/**
 * The Hindi build's Devanagari font (src/fonts, ≤ 35 KB woff2): its @font-face in the build's stylesheet, for
 * Devanagari only (`unicode-range`, so Latin text never waits for it), `font-display: swap`, first in the shop's
 * font stack; and a preload of it in index.html, so it is usually there by the first paint (no swap to shift the
 * layout). The English build has none of it.
 */
function devanagariFont(): Plugin {
	const FAMILY = "Pitara Devanagari";
	return {
		name: "pitara-devanagari-font",
		enforce: "pre",
		apply: () => BUILD_LANGUAGE === "hi",
		transform(code, id) {
			if (!id.endsWith("/src/index.css")) return null;
			return `${code}
@font-face {
	font-family: "${FAMILY}";
	src: url("./fonts/noto-sans-devanagari-hindi.woff2") format("woff2");
	font-display: swap;
	unicode-range: U+0900-097F, U+200C-200D, U+25CC;
}
@theme {
	--font-sans:
		"${FAMILY}", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial,
		sans-serif;
}
`;
		},
		transformIndexHtml: {
			order: "post",
			handler(_html, context) {
				const font = Object.keys(context.bundle ?? {}).find((file) => file.endsWith(".woff2"));
				if (!font) return [];
				return [
					{
						tag: "link",
						attrs: {
							rel: "preload",
							href: `/${BUILD_LANGUAGE}/${font}`,
							as: "font",
							type: "font/woff2",
							crossorigin: "",
						},
						injectTo: "head",
					},
				];
			},
		},
	};
}

/** The pages a first visit most often lands on, whose first load scripts/check-budgets.mjs weighs. */
const CATALOGUE_PAGES = ["home", "products", "product-detail"].map((page) => `/src/app/routes/${page}.tsx`);

/**
 * Puts the code two or more catalogue pages share (cards, cart and wishlist buttons, prices) in a chunk per
 * set of pages that use it, instead of a dozen small ones: one file compresses better than its parts apart,
 * is one request, and a page loads none of what only the others use. The static imports are read as modules
 * are parsed; an import from @pitara/shared's index is followed to the module that defines each name (every
 * page imports that index, so it says nothing of what a page uses). The code-splitting groups below ask
 * `pagesSharing`.
 */
function catalogueChunks() {
	const imports = new Map<string, readonly string[]>();
	let sharing: Map<string, string> | null = null;
	let sharedExports: Map<string, string> | null = null;
	const SHARED = path.resolve(import.meta.dirname, "../../packages/shared/src");
	const SHARED_INDEX = path.join(SHARED, "index.ts");
	const read = (file: string) => {
		try {
			return readFileSync(file, "utf8");
		} catch {
			return "";
		}
	};
	/** Which module of @pitara/shared defines each name its index exports. */
	const exportsOfShared = () => {
		const names = new Map<string, string>();
		const visit = (file: string) => {
			const code = read(file);
			for (const [, name] of code.matchAll(/export\s+(?:async\s+)?(?:const|function|class|let)\s+(\w+)/g)) {
				if (name && !names.has(name)) names.set(name, file);
			}
			// a namespace (`export * as cartMessages from "./messages/cart.ts"`) is its module
			for (const [, name, from] of code.matchAll(/export\s+\*\s+as\s+(\w+)\s+from\s*"(\.[^"]+)"/g)) {
				if (name && from && !names.has(name)) names.set(name, inBuildLanguage(path.resolve(path.dirname(file), from)));
			}
			for (const [, from] of code.matchAll(/export\s*(?:\*|\{[^}]*\})\s*from\s*"(\.[^"]+)"/g)) {
				if (from) visit(path.resolve(path.dirname(file), from));
			}
		};
		visit(SHARED_INDEX);
		return names;
	};
	/** Modules that only gather others' exports: an import from one is followed to each name's own module. */
	const BARRELS = new Set([SHARED_INDEX, path.join(SHARED, "messages.ts")]);
	const importsOf = (id: string): string[] => {
		const direct = imports.get(id) ?? [];
		if (!direct.some((next) => BARRELS.has(next))) return [...direct];
		sharedExports ??= exportsOfShared();
		const used = new Set<string>();
		for (const [, type, list, from] of read(id).matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
			if (type || !list || !from) continue;
			const target = from === "@pitara/shared" ? SHARED_INDEX : path.resolve(path.dirname(id), from);
			if (!BARRELS.has(target)) continue;
			for (const entry of list.split(",")) {
				const name = entry.trim();
				if (!name || name.startsWith("type ")) continue;
				const module = sharedExports.get(name.split(/\s+as\s+/)[0] ?? "");
				if (module) used.add(module);
			}
		}
		return [...direct.filter((next) => !BARRELS.has(next)), ...used];
	};
	const reach = (from: string, into: Set<string>) => {
		if (into.has(from)) return into;
		into.add(from);
		for (const next of importsOf(from)) reach(next, into);
		return into;
	};
	return {
		plugin: {
			name: "pitara-catalogue-chunks",
			moduleParsed(info: { id: string; importedIds: readonly string[] }) {
				imports.set(info.id, info.importedIds);
			},
		} satisfies Plugin,
		/**
		 * zod and the schemas made with it: a module put in a group is kept whole, and a schema built at the top
		 * of a module is kept as a side effect, so these stay where tree-shaking leaves them (out of these pages)
		 */
		schemaModule(id: string): boolean {
			return /[\\/]zod[\\/]/.test(id) || (imports.get(id) ?? []).some((next) => /[\\/]zod[\\/]/.test(next));
		},
		/** "catalogue-home-products" for a module only those two pages reach; null for one page's own. */
		pagesSharing(id: string): string | null {
			if (!sharing) {
				const pages = new Map<string, string[]>();
				for (const page of CATALOGUE_PAGES) {
					const root = [...imports.keys()].find((key) => key.endsWith(page));
					if (!root) continue;
					const name = path.basename(page, ".tsx");
					for (const module of reach(root, new Set())) pages.set(module, [...(pages.get(module) ?? []), name]);
				}
				sharing = new Map(
					[...pages].filter(([, names]) => names.length >= 2).map(([module, names]) => [module, names.join("-")]),
				);
			}
			const names = sharing.get(id);
			return names ? `catalogue-${names}` : null;
		},
	};
}
const catalogue = catalogueChunks();

const api = process.env.PITARA_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
	plugins: [messagesInBuildLanguage(), devanagariFont(), react(), tailwindcss(), precompress(), catalogue.plugin],
	// the Hindi storefront's files live under /hi/ (dist/hi), beside the English ones
	base: BUILD_LANGUAGE === "en" ? "/" : `/${BUILD_LANGUAGE}/`,
	define: { "import.meta.env.VITE_PITARA_LANG": JSON.stringify(BUILD_LANGUAGE) },
	server: {
		port: 5173,
		proxy: { "/api": api, "/media": api, "/sitemap.xml": api, "/robots.txt": api },
	},
	// the server renderer (src/entry-server.tsx, `vite build --ssr`) carries its packages inside it, so the
	// API can load it from wherever the web app was built (WEB_DIST_DIR) with one React of its own
	ssr: { noExternal: true, target: "node" },
	build: {
		// class fields and private members as they are (TanStack Query has many): es2020 made each a helper call
		target: "es2022",
		sourcemap: false,
		// English in dist/ (its server renderer in dist/server), Hindi in dist/hi/ (dist/hi/server); npm run build makes both
		outDir: BUILD_LANGUAGE === "en" ? "dist" : `dist/${BUILD_LANGUAGE}`,
		assetsInlineLimit: 2048,
		// the server reads it to preload the code of the page a visit lands on
		manifest: true,
		rolldownOptions: {
			// every imported constant written where it is used: a catalogue text (packages/shared/src/messages, a named
			// export per text, decision 046) lands in the chunk that shows it, not in the chunk its domain's module
			// went to, so a lazy page's texts never ride on a first load
			optimization: { inlineConst: true },
			output: {
				codeSplitting: {
					groups: [
						// what every page needs (React, the query cache, the router, the header) is the entry's
						{ name: "index", tags: ["$initial"], priority: 2 },
						{
							name: (id: string) => catalogue.pagesSharing(id),
							debugName: "catalogue",
							// each module by the pages that use it, not with everything it imports
							includeDependenciesRecursively: false,
							// not zod and its schemas (a module put in a group is kept whole, used or not)
							test: (id: string) => catalogue.pagesSharing(id) !== null && !catalogue.schemaModule(id),
							priority: 1,
						},
					],
				},
			},
		},
	},
	test: {
		environment: "jsdom",
		setupFiles: ["./src/test/setup.ts"],
		css: false,
		// a console page's test renders a whole section in jsdom: seconds on a loaded 2-core machine (5 s by default
		// timed out under a load average of 20, passing alone); a test that waits in vain still fails
		testTimeout: 20_000,
		projects: [
			// the build's language (English unless PITARA_LANG=hi)
			{
				extends: true,
				test: { name: "web", include: ["src/**/*.test.{ts,tsx}"], exclude: ["src/**/*.hi.test.{ts,tsx}"] },
			},
			// `*.hi.test.tsx`: components as the Hindi build makes them (its messages' twins, VITE_PITARA_LANG=hi, /hi/)
			{
				extends: true,
				plugins: [messagesInBuildLanguage("hi")],
				define: { "import.meta.env.VITE_PITARA_LANG": JSON.stringify("hi") },
				test: { name: "web-hi", include: ["src/**/*.hi.test.{ts,tsx}"] },
			},
		],
	},
});
