#!/usr/bin/env node
// `npm start`: builds the web app and compiles the API when either is missing or
// older than its sources, then runs the compiled API (plain node, no TypeScript
// loader), which serves the app, creates and migrates the database and loads
// the demo shop on first start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");
const sources = [
	"apps/web/src",
	"apps/web/index.html",
	"apps/web/public",
	"apps/web/vite.config.ts",
	"apps/web/vite.admin.config.ts",
	"packages/shared/src",
];

function newestMtime(target) {
	if (!existsSync(target)) return 0;
	const stat = statSync(target);
	if (!stat.isDirectory()) return stat.mtimeMs;
	let newest = stat.mtimeMs;
	for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
	return newest;
}

function needsBuild(built = builtIndex, from = sources) {
	if (!existsSync(built)) return true;
	// the admin console is built second, into dist/admin
	if (built === builtIndex && !existsSync(path.join(root, "apps/web/dist/admin/index.html"))) return true;
	// and the server renderer (decision 017), into dist/server
	if (built === builtIndex && !existsSync(path.join(root, "apps/web/dist/server/entry-server.js"))) return true;
	const builtAt = statSync(built).mtimeMs;
	return from.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

const builtApi = path.join(root, "apps/api/dist/server.js");
const apiSources = ["apps/api/src", "apps/api/scripts/build.mjs", "packages/shared/src"];

if (process.env.SKIP_WEB_BUILD !== "1" && needsBuild()) {
	console.log("Building the web app…");
	const result = spawnSync("npm", ["run", "build", "-w", "@pitara/web"], { cwd: root, stdio: "inherit" });
	if (result.status !== 0) {
		console.error("The web app did not build; see the messages above.");
		process.exit(result.status ?? 1);
	}
}

if (process.env.SKIP_API_BUILD !== "1" && needsBuild(builtApi, apiSources)) {
	const result = spawnSync(process.execPath, [path.join(root, "apps/api/scripts/build.mjs")], {
		cwd: root,
		stdio: "inherit",
	});
	if (result.status !== 0) {
		console.error("The API did not compile; see the messages above.");
		process.exit(result.status ?? 1);
	}
}

// start:cluster builds once in its primary process, before the workers start
if (process.argv.includes("--build-only")) process.exit(0);

process.env.NODE_ENV ??= "production";
await import(builtApi);
