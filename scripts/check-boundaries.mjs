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

const API = "apps/api/src/";
const apiModule = (file) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);
const isRepository = (file) => /\.repository\.ts$/.test(file);
/** Drizzle and the table definitions: what writing SQL needs. */
const isSqlImport = (target) =>
	target === "drizzle-orm" || target.startsWith("drizzle-orm/") || target.startsWith(`${API}db/schema/`);

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
	{
		name: "api: another module is reached only through its index.ts",
		applies: (file) => file.startsWith(API) && !isTest(file),
		check: (file, target) => {
			const other = apiModule(target);
			if (other === undefined || other === apiModule(file)) return null;
			if (target === `${API}modules/${other}/index.ts` || target === `${API}modules/${other}/index`) return null;
			return `${file.slice(API.length)} imports ${target.slice(API.length)}: a module offers only what its index.ts exports; add it there or ask through a workflow`;
		},
	},
	{
		name: "api: a module never imports the HTTP layer or a workflow",
		applies: (file) => apiModule(file) !== undefined && !isTest(file),
		check: (file, target) =>
			target.startsWith(`${API}workflows/`) || target.startsWith(`${API}http/`)
				? `${file.slice(API.length)} imports ${target.slice(API.length)}: workflows and the HTTP layer (http/) use modules, never the other way (a cycle)`
				: null,
	},
	{
		name: "api: a workflow never imports the HTTP layer",
		applies: (file) => file.startsWith(`${API}workflows/`) && !isTest(file),
		check: (file, target) =>
			target.startsWith(`${API}http/`)
				? `${file.slice(API.length)} imports ${target.slice(API.length)}: routes start workflows, never the other way`
				: null,
	},
	{
		name: "api: routes, pages and forms live in http/, and no index.ts re-exports one",
		applies: (file) => file.startsWith(API) && !isTest(file) && !file.startsWith(`${API}http/`),
		check: (file, target) =>
			/\.(routes|pages|forms)(\.ts)?$/.test(target) && target.startsWith(API)
				? `${file.slice(API.length)} imports ${target.slice(API.length)}: the HTTP edge (http/store, http/admin) sits above the modules; nothing below it imports a routes, pages or forms file`
				: null,
	},
	{
		// Everywhere in the API but db/ (the client, the schema, migrations, seeding and the settings store every
		// module keys by its prefix): modules, workflows, http/, plugins/, lib/, scripts/, app.ts and server.ts.
		// A workflow's `*.statements.ts` may join the SQL parts the owning modules' repositories supply into one
		// statement (placing an order: decision 025); it names no table itself (checkTables).
		name: "api: SQL lives in repositories",
		applies: (file) =>
			file.startsWith(API) &&
			!file.startsWith(`${API}db/`) &&
			!isTest(file) &&
			!isRepository(file) &&
			!(file.startsWith(`${API}workflows/`) && file.endsWith(".statements.ts")),
		check: (file, target) =>
			isSqlImport(target)
				? `${file.slice(API.length)} imports ${target.startsWith(API) ? target.slice(API.length) : target}: queries and tables belong in a *.repository.ts of the module that owns the table`
				: null,
	},
];

/**
 * Which module owns each table (by its SQL name): only that module's
 * repositories read or write it, whether through Drizzle (the table's object
 * from db/schema) or in SQL text. A table missing here fails the check, so a
 * new table is given an owner when it is made.
 */
export const TABLE_OWNERS = {
	accounts: ["users", "sessions", "otp_challenges"],
	addresses: ["addresses"],
	audit: ["audit_log", "staff_notes"],
	cart: ["cart_items"],
	catalog: [
		"categories",
		"subcategories",
		"super_subcategories",
		"brands",
		"products",
		"variants",
		"product_images",
		"staged_pictures",
		"stock_adjustments",
		"reviews",
		"return_rules",
	],
	content: ["banners", "contact_messages", "contact_message_replies", "newsletter_subscribers"],
	privacy: ["grievances", "grievance_officer", "account_erasures", "retention_runs", "data_exports"],
	delivery: ["pincodes", "pincode_imports"],
	invoices: ["tax_documents", "tax_document_series"],
	orders: [
		"orders",
		"order_items",
		"order_tracking",
		"promo_codes",
		"promo_redemptions",
		"order_cancellations",
		"order_cancellation_lines",
	],
	payments: [
		"payments",
		"gift_cards",
		"gift_card_redemptions",
		"gift_card_failures",
		"order_refunds",
		"credit_entries",
	],
	wishlist: ["wishlist_items"],
	events: ["outbox", "outbox_attempts", "outbox_handled"],
	shipping: [
		"shipments",
		"shipment_lines",
		"shipment_attempts",
		"shipment_scans",
		"shopper_links",
		"cod_confirmations",
		"rto_pincodes",
		"cod_blocks",
	],
	messaging: [
		"message_templates",
		"message_refusals",
		"message_sends",
		"message_consents",
		"stock_alerts",
		"price_alerts",
		"cart_reminders",
		"alerts_sent",
	],
	returns: ["returns", "return_lines", "return_events"],
	reports: ["report_days", "report_dirty_days"],
	/** a key-value table each module keys by its own prefix, read through db/app-settings.ts */
	db: ["app_settings", "job_leases"],
};

/**
 * Modules that may read (select from, join) the tables of others, never write
 * them: the reports (decision 050), which add up orders, their lines and the
 * tax documents in PostgreSQL rather than asking each owner for rows.
 */
export const READ_ONLY = {
	reports: ["orders", "order_items", "order_cancellations", "tax_documents", "variants", "products", "categories"],
};

/** `{ object name → SQL name }` of every table db/schema defines. */
function schemaTables(root) {
	const dir = path.join(root, `${API}db/schema`);
	const tables = new Map();
	let files;
	try {
		files = readdirSync(dir).filter((name) => name.endsWith(".ts"));
	} catch (error) {
		if (error.code === "ENOENT") return tables;
		throw error;
	}
	for (const name of files) {
		const text = readFileSync(path.join(dir, name), "utf8");
		for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*"([^"]+)"/g))
			tables.set(match[1], match[2]);
	}
	return tables;
}

/** Every read or write of another module's table, and every table without an owner: `{ file, line, specifier, rule, message }`. */
export function checkTables(root) {
	const tables = schemaTables(root);
	const owner = new Map(Object.entries(TABLE_OWNERS).flatMap(([module, names]) => names.map((name) => [name, module])));
	const violations = [];
	for (const [object, table] of tables) {
		if (!owner.has(table)) {
			violations.push({
				file: `${API}db/schema`,
				line: 0,
				specifier: object,
				rule: "api: every table has an owner",
				message: `table ${table} has no owner: add it to TABLE_OWNERS in scripts/check-boundaries.mjs and docs/architecture.md`,
			});
		}
	}
	const files = [];
	for (const dir of ["modules", "workflows"]) {
		try {
			files.push(...sourceFiles(path.join(root, `${API}${dir}`)));
		} catch (error) {
			if (error.code !== "ENOENT") throw error;
		}
	}
	for (const absolute of files) {
		const file = path.relative(root, absolute).split(path.sep).join("/");
		if (isTest(file)) continue;
		const own = apiModule(file);
		const text = readFileSync(absolute, "utf8");
		const schemaImport = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*db\/schema\/index(?:\.ts)?"/.exec(text);
		const used = new Set();
		if (schemaImport) {
			for (const name of schemaImport[1].split(",").map((part) => part.trim().replace(/^type\s+/, ""))) {
				if (tables.has(name)) used.add(tables.get(name));
			}
		}
		for (const table of owner.keys()) {
			if (new RegExp(`\\b(?:from|join|into|update)\\s+${table}\\b`, "i").test(text)) used.add(table);
		}
		for (const table of used) {
			const tableOwner = owner.get(table);
			if (tableOwner === undefined || tableOwner === own || tableOwner === "db") continue;
			if (
				READ_ONLY[own]?.includes(table) &&
				!schemaImport &&
				!new RegExp(`\\b(?:into|update|delete\\s+from)\\s+${table}\\b`, "i").test(text)
			)
				continue;
			const at = text.search(new RegExp(`\\b${table}\\b`));
			violations.push({
				file,
				line: at < 0 ? 1 : lineOf(text, at),
				specifier: table,
				rule: "api: a module reads and writes only its own tables",
				message:
					own === undefined
						? `a workflow names table ${table}, which modules/${tableOwner} owns: a workflow uses what modules offer (SQL parts included), never a table`
						: `modules/${own} uses table ${table}, which modules/${tableOwner} owns: ask ${tableOwner} through its index.ts, or cross in a workflow`,
			});
		}
	}
	return violations;
}

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

/** Resolves a relative import to a file on disk (with or without its extension), or null. */
function resolveFile(fromAbsolute, specifier) {
	const base = path.resolve(path.dirname(fromAbsolute), specifier);
	for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
		try {
			if (readdirSync(path.dirname(candidate)).includes(path.basename(candidate)) && SOURCE.test(candidate))
				return candidate;
		} catch {}
	}
	return null;
}

/**
 * Import circles among the non-test files of the API and the web app (a circle means two parts cannot be
 * understood, loaded or tested apart). Type-only imports count too: they are how a circle starts. Answers one
 * violation per circle (a strongly connected component of more than one file, or a file importing itself).
 */
export function checkCycles(root) {
	const violations = [];
	for (const top of [API, WEB]) {
		let files;
		try {
			files = [...sourceFiles(path.join(root, top))].filter((file) => !isTest(file));
		} catch (error) {
			if (error.code === "ENOENT") continue;
			throw error;
		}
		const edges = new Map();
		for (const absolute of files) {
			const text = readFileSync(absolute, "utf8");
			const targets = new Set();
			for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
				if (!imported.fileName.startsWith(".")) continue;
				const target = resolveFile(absolute, imported.fileName);
				if (target && !isTest(target)) targets.add(target);
			}
			edges.set(absolute, targets);
		}
		// Tarjan's strongly connected components, iteratively
		let index = 0;
		const order = new Map();
		const low = new Map();
		const stack = [];
		const onStack = new Set();
		for (const start of edges.keys()) {
			if (order.has(start)) continue;
			const work = [[start, [...(edges.get(start) ?? [])], 0]];
			order.set(start, index);
			low.set(start, index);
			index += 1;
			stack.push(start);
			onStack.add(start);
			while (work.length > 0) {
				const frame = work[work.length - 1];
				const [node, next] = frame;
				if (frame[2] < next.length) {
					const target = next[frame[2]];
					frame[2] += 1;
					if (!edges.has(target)) continue;
					if (!order.has(target)) {
						order.set(target, index);
						low.set(target, index);
						index += 1;
						stack.push(target);
						onStack.add(target);
						work.push([target, [...(edges.get(target) ?? [])], 0]);
					} else if (onStack.has(target)) {
						low.set(node, Math.min(low.get(node), order.get(target)));
					}
					continue;
				}
				work.pop();
				if (work.length > 0) {
					const parent = work[work.length - 1][0];
					low.set(parent, Math.min(low.get(parent), low.get(node)));
				}
				if (low.get(node) === order.get(node)) {
					const component = [];
					let member;
					do {
						member = stack.pop();
						onStack.delete(member);
						component.push(member);
					} while (member !== node);
					const selfLoop = component.length === 1 && edges.get(node)?.has(node);
					if (component.length > 1 || selfLoop) {
						const names = component.map((file) => path.relative(root, file).split(path.sep).join("/")).sort();
						violations.push({
							file: names[0],
							line: 1,
							specifier: names[1] ?? names[0],
							rule: "no import circles",
							message: `an import circle of ${names.length} files: ${names.join(" ⇄ ")}`,
						});
					}
				}
			}
		}
	}
	return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
	const violations = [...checkBoundaries(root), ...checkTables(root), ...checkCycles(root)];
	for (const v of violations) console.error(`${v.file}:${v.line}: import "${v.specifier}": ${v.message}`);
	if (violations.length > 0) {
		console.error(
			`\n${violations.length} import${violations.length === 1 ? "" : "s"} break the rules of docs/architecture.md`,
		);
		process.exit(1);
	}
	console.log(`import rules hold (${RULES.length} rules), every table is used only by its owner, no import circles`);
}
