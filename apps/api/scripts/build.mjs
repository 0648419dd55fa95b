#!/usr/bin/env node
// Compiles the API for production: src/server.ts and everything it imports
// (packages/shared included, it is TypeScript source) into one ES module,
// apps/api/dist/server.js, with code loaded on demand (the demo seed and its
// image drawing) in chunks of its own. Packages from node_modules stay
// imports. The migrations are copied beside it, where db/client.ts looks for
// them (./migrations next to the code). `npm start` runs the result with
// plain node: no TypeScript loader in the server process.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(apiRoot, "dist");

/** Bare imports stay imports, except our own workspace packages, which are TypeScript source. */
const externalPackages = {
	name: "external-packages",
	setup(builder) {
		builder.onResolve({ filter: /^[^./]/ }, (args) => {
			if (args.path.startsWith("@pitara/")) return undefined;
			return { path: args.path, external: true };
		});
	},
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
	entryPoints: { server: path.join(apiRoot, "src/server.ts") },
	outdir,
	bundle: true,
	splitting: true,
	format: "esm",
	platform: "node",
	target: "node20.19",
	sourcemap: "linked",
	// names survive, so that logs and profiles read like the source
	keepNames: true,
	plugins: [externalPackages],
	logLevel: "warning",
	// a bundled ESM file still needs require() for the few CommonJS-only paths esbuild leaves
	banner: {
		js: 'import { createRequire as __pitaraRequire } from "node:module"; const require = __pitaraRequire(import.meta.url);',
	},
});
cpSync(path.join(apiRoot, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`API compiled to ${path.relative(process.cwd(), outdir) || "."}/server.js in ${Date.now() - started} ms`);
