import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const apiRoot = path.resolve(import.meta.dirname, "../..");

/** The CommonJS files of sharp and its native binding that a fresh Node process has loaded after importing `modules`. */
function sharpFilesLoadedBy(modules: string[]): number {
	const script = `
		import { createRequire } from "node:module";
		for (const file of ${JSON.stringify(modules)}) await import(file);
		const loaded = Object.keys(createRequire(import.meta.url).cache);
		console.log(loaded.filter((file) => file.includes("/node_modules/sharp/") || file.includes("/node_modules/@img/sharp-")).length);
	`;
	const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
		cwd: apiRoot,
		encoding: "utf8",
	});
	return Number(out.trim().split("\n").at(-1));
}

describe("what a server loads to start", () => {
	it("leaves the demo seed and sharp (libvips) unloaded until a shop is seeded or a picture uploaded", () => {
		const app = path.join(apiRoot, "src/app.ts");
		const prepare = path.join(apiRoot, "src/db/prepare.ts");
		const seed = path.join(apiRoot, "src/db/seed/index.ts");
		expect(sharpFilesLoadedBy([app, prepare])).toBe(0);
		// the probe sees sharp when something does load it
		expect(sharpFilesLoadedBy([seed])).toBeGreaterThan(0);
	});
});
