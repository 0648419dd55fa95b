#!/usr/bin/env node
/**
 * The import rules of docs/architecture.md, checked on every import of
 * every source file (`npm run lint` runs it; CI fails on a broken rule).
 * Biome's noRestrictedImports cannot say "a feature may import itself but no
 * other feature" without one override per feature, so the rules live here,
 * as functions of the importing file and the file it imports.
 *
 *   node scripts/check-boundaries.mjs [root]   (root: the repository, by default this one)
 *
 * Imports are read with TypeScript's own pre-processor (static, dynamic,
 * type-only and re-exports alike) and relative ones are resolved to files.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", ".tmp", "migrations"]);

const WEB = "apps/web/src/";
const webFeature = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const ADMIN = `${WEB}admin/`;
const adminSection = (file) => /^apps\/web\/src\/admin\/sections\/([^/]+)\//.exec(file)?.[1];

/**
 * Each rule: `applies` to the importing file (a repository-relative path
 * with "/"), `check` returns what is wrong with importing `target` (a
 * repository-relative path, or the bare specifier of a package), or null.
 */
export const RULES = [
	{
		name: "web: a feature never imports another feature",
		applies: (file) => webFeature(file) !== undefined,
		check: (file, target) => {
			const own = webFeature(file);
			const other = webFeature(target);
			if (other === undefined || other === own) return null;
			return `features/${own} imports features/${other}: a feature never imports another feature; compose them in a route (app/routes) or in app/`;
		},
	},
	{
		name: "web: features do not import the app",
		applies: (file) => webFeature(file) !== undefined,
		check: (file, target) =>
			target.startsWith(`${WEB}app/`)
				? `features/${webFeature(file)} imports ${target.slice(WEB.length)}: features sit below app/ (routes and layout compose them), never the other way`
				: null,
	},
	{
		name: "web: components/ui, lib and test helpers know no feature and no route",
		applies: (file) => [`${WEB}components/`, `${WEB}lib/`, `${WEB}test/`].some((dir) => file.startsWith(dir)),
		check: (file, target) =>
			target.startsWith(`${WEB}features/`) || target.startsWith(`${WEB}app/`)
				? `${file.slice(WEB.length)} imports ${target.slice(WEB.length)}: components/ui, lib and test helpers are shared by every feature and import none`
				: null,
	},
	{
		name: "web: the storefront never imports the admin console",
		applies: (file) => file.startsWith(WEB) && !file.startsWith(ADMIN),
		check: (file, target) =>
			target.startsWith(ADMIN)
				? `${file.slice(WEB.length)} imports ${target.slice(WEB.length)}: the console is a separate bundle (vite.admin.config.ts) that shoppers never load`
				: null,
	},
	{
		name: "web: the admin console uses the shared layers, never the storefront's features or app",
		applies: (file) => file.startsWith(ADMIN),
		check: (file, target) =>
			target.startsWith(`${WEB}features/`) || target.startsWith(`${WEB}app/`)
				? `${file.slice(WEB.length)} imports ${target.slice(WEB.length)}: the console may use components/ui and lib, not the storefront's features or app`
				: null,
	},
	{
		name: "web: an admin section never imports another section",
		applies: (file) => adminSection(file) !== undefined,
		check: (file, target) => {
			const own = adminSection(file);
			const other = adminSection(target);
			if (other === undefined || other === own) return null;
			return `admin/sections/${own} imports admin/sections/${other}: a section never imports another; share through admin/lib or admin/ui, or compose in admin/app`;
		},
	},
];

function* sourceFiles(dir) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		if (entry.isDirectory()) {
			if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
		} else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
			yield path.join(dir, entry.name);
		}
	}
}

function lineOf(text, position) {
	let line = 1;
	for (let index = 0; index < position; index += 1) if (text.charCodeAt(index) === 10) line += 1;
	return line;
}

/** Every broken rule under `root`'s apps and packages: `{ file, line, specifier, rule, message }`. */
export function checkBoundaries(root) {
	const violations = [];
	const rel = (absolute) => path.relative(root, absolute).split(path.sep).join("/");
	for (const top of ["apps", "packages"]) {
		let files;
		try {
			files = [...sourceFiles(path.join(root, top))];
		} catch (error) {
			if (error.code === "ENOENT") continue;
			throw error;
		}
		for (const absolute of files) {
			const file = rel(absolute);
			const rules = RULES.filter((rule) => rule.applies(file));
			if (rules.length === 0) continue;
			const text = readFileSync(absolute, "utf8");
			for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
				const specifier = imported.fileName;
				const target = specifier.startsWith(".") ? rel(path.resolve(path.dirname(absolute), specifier)) : specifier;
				for (const rule of rules) {
					const message = rule.check(file, target);
					if (message) violations.push({ file, line: lineOf(text, imported.pos), specifier, rule: rule.name, message });
				}
			}
		}
	}
	return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
	const violations = checkBoundaries(root);
	for (const v of violations) console.error(`${v.file}:${v.line}: import "${v.specifier}": ${v.message}`);
	if (violations.length > 0) {
		console.error(
			`\n${violations.length} import${violations.length === 1 ? "" : "s"} break the rules of docs/architecture.md`,
		);
		process.exit(1);
	}
	console.log(`import rules hold (${RULES.length} rules)`);
}
