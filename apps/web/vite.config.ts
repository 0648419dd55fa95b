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

const api = process.env.PITARA_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
	plugins: [react(), tailwindcss(), precompress()],
	server: {
		port: 5173,
		proxy: { "/api": api, "/media": api, "/sitemap.xml": api, "/robots.txt": api },
	},
	// the server renderer (src/entry-server.tsx, `vite build --ssr`) carries its packages inside it, so the
	// API can load it from wherever the web app was built (WEB_DIST_DIR) with one React of its own
	ssr: { noExternal: true, target: "node" },
	build: {
		target: "es2020",
		sourcemap: false,
		assetsInlineLimit: 2048,
		// the server reads it to preload the code of the page a visit lands on
		manifest: true,
	},
	test: {
		environment: "jsdom",
		setupFiles: ["./src/test/setup.ts"],
		include: ["src/**/*.test.{ts,tsx}"],
		css: false,
	},
});
