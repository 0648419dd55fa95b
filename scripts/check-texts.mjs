#!/usr/bin/env node
// The seam for translation (issue 23 item 6, decisions 038 and 046): every text a shopper meets comes from the
// messages catalogue (packages/shared/src/messages, one module per domain, each text a named export looked up by id),
// never from a literal, so a second language is data. Counts the literals left and exits 1 when there is one:
//  - the storefront (apps/web/src app/, features/, components/, lib/; not the console under admin/): JSX text with
//    a letter, the string value of aria-label, placeholder, title, alt and label, and a literal text of the
//    storefront's own data (a `title:`, `text:`, `question:`, `answer:`, `label:`, … property: TEXT_PROPERTIES);
//  - the API's answers a shopper meets (apps/api/src and packages/shared/src/schemas, not the console's files,
//    CONSOLE below): a literal message given to an error helper (badRequest, notFound, … , new AppError), a literal
//    `message:`/`error:` of a field error or a schema, and a literal message argument of a schema rule (.min, .max,
//    .regex, .refine, …), and a literal title, description or heading of a page's <head>. A console-only part of a shared file is a declaration named admin…, or one whose comment
//    says `check-texts: console`.
// `node scripts/check-texts.mjs` (run by `npm run lint` and `npm run build`); `--list` prints every literal found.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label"]);
/** Texts no language changes. */
export const ALLOWED = new Set([
	"Pitara",
	"Instagram",
	"Facebook",
	"YouTube",
	"WhatsApp",
	"₹",
	"×",
	"•",
	"·",
	"—",
	"–",
	"/",
	"+",
	"-",
	"%",
]);
const ERROR_HELPERS = new Set([
	"badRequest",
	"unauthorized",
	"forbidden",
	"notFound",
	"conflict",
	"unprocessable",
	"insufficientStock",
	"tooManyRequests",
	"serviceUnavailable",
	"badGateway",
]);
const SCHEMA_RULES = new Set([
	"min",
	"max",
	"length",
	"regex",
	"int",
	"positive",
	"nonnegative",
	"refine",
	"email",
	"url",
	"uuid",
	"startsWith",
	"endsWith",
	"includes",
]);
/**
 * What only staff and operators read, English only (decision 046): the console's routes, services and schemas,
 * the health checks operators poll, the messaging providers' webhooks, and the command-line scripts.
 */
const CONSOLE = [
	/(^|\/)http\/admin\//,
	/(^|\/)modules\/[\w-]+\/admin\//,
	/(^|\/)[\w.-]*admin[\w.-]*\.ts$/,
	/(^|\/)staff[\w.-]*\.ts$/,
	/(^|\/)scripts\//,
	/(^|\/)config\.ts$/,
	/(^|\/)http\/store\/health\.routes\.ts$/,
	/(^|\/)http\/store\/messaging-webhooks\.routes\.ts$/,
	/(^|\/)workflows\/ship-order\.ts$/,
	/(^|\/)modules\/shipping\/shipments\.service\.ts$/,
	/(^|\/)modules\/payments\/payments\.service\.ts$/,
	/(^|\/)modules\/delivery\/delivery-settings\.service\.ts$/,
	/(^|\/)lib\/uploaded-image\.ts$/,
];

/** The files that write a page's <head> (its title and description a shopper's tab and a link preview show). */
const HEAD_FILES = /(pages\.ts|html-page\.ts|web-app\.ts)$/;

const wanted = (value) => {
	const trimmed = value.replace(/\s+/g, " ").trim();
	return /\p{L}/u.test(trimmed) && !ALLOWED.has(trimmed) ? trimmed : null;
};
/** A console-only part of a shared file: one whose comment says `check-texts: console`. */
const consoleMarked = (node, text) =>
	(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).some((range) =>
		text.slice(range.pos, range.end).includes("check-texts: console"),
	);
/** The text a string or template literal writes (a template's own text, not its values' code), else null. */
const textOf = (node) => {
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
	if (ts.isTemplateExpression(node))
		return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
	return null;
};
const literal = (node) => {
	if (!node || consoleMarked(node, node.getSourceFile().text)) return null;
	const text = textOf(node);
	return text === null ? null : wanted(text);
};

function filesUnder(dir, test) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return filesUnder(full, test);
		return test(entry.name) ? [full] : [];
	});
}

/** The properties of the storefront's own data that hold a text a shopper reads (the FAQ's, a section's title). */
const TEXT_PROPERTIES = new Set([
	"title",
	"text",
	"question",
	"answer",
	"description",
	"label",
	"heading",
	"message",
	"hint",
	"summary",
	"body",
	"caption",
	"subtitle",
	"tagline",
	"note",
]);

/** The literal texts a shopper would read in one storefront .tsx or .ts. */
export function storefrontLiterals(fileName, text) {
	const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
	const found = [];
	const consider = (value) => {
		const trimmed = wanted(value);
		if (trimmed) found.push(trimmed);
	};
	const visit = (node) => {
		if (ts.isJsxText(node)) consider(node.text);
		if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && TEXT_PROPERTIES.has(node.name.text)) {
			const value = textOf(node.initializer);
			if (value !== null) consider(value);
		}
		if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
			const value = node.initializer;
			if (ts.isStringLiteral(value)) consider(value.text);
			if (ts.isJsxExpression(value) && value.expression && ts.isNoSubstitutionTemplateLiteral(value.expression))
				consider(value.expression.text);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/** The literal messages a shopper would read in one API or schema .ts. */
export function apiLiterals(fileName, text) {
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
	const found = [];
	const add = (value) => value && found.push(value);
	const visit = (node) => {
		// a console-only part of a shared file: a declaration named admin…, or one marked `check-texts: console`
		if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^admin/.test(node.name.text)) return;
		if (consoleMarked(node, text)) return;
		if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
			const callee = node.expression;
			const name = ts.isIdentifier(callee)
				? callee.text
				: ts.isPropertyAccessExpression(callee)
					? callee.name.text
					: "";
			const args = node.arguments ?? [];
			if (ts.isCallExpression(node) && ts.isIdentifier(callee) && ERROR_HELPERS.has(name)) add(literal(args[0]));
			if (ts.isNewExpression(node) && name === "AppError") add(literal(args[2]));
			if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(callee) && SCHEMA_RULES.has(name))
				for (const arg of args.slice(
					name === "refine" ||
						name === "regex" ||
						name === "min" ||
						name === "max" ||
						name === "length" ||
						name === "startsWith" ||
						name === "endsWith" ||
						name === "includes"
						? 1
						: 0,
				))
					add(literal(arg));
		}
		if (
			ts.isPropertyAssignment(node) &&
			ts.isIdentifier(node.name) &&
			(node.name.text === "message" ||
				node.name.text === "error" ||
				(HEAD_FILES.test(fileName) && ["title", "description", "heading"].includes(node.name.text)))
		)
			add(literal(node.initializer));
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/** Every literal left: [file relative to the repo, text]. */
export function literalsLeft() {
	const out = [];
	const web = path.join(root, "apps/web/src");
	for (const dir of ["app", "features", "components", "lib"])
		for (const file of filesUnder(
			path.join(web, dir),
			(name) => /\.tsx?$/.test(name) && !name.includes(".test."),
		).filter((file) => !/[\\/]test[\\/]/.test(file)))
			for (const text of storefrontLiterals(file, readFileSync(file, "utf8")))
				out.push([path.relative(root, file), text]);
	const apiFiles = [
		...filesUnder(path.join(root, "apps/api/src"), (name) => name.endsWith(".ts")),
		...filesUnder(path.join(root, "packages/shared/src/schemas"), (name) => name.endsWith(".ts")),
	];
	for (const file of apiFiles) {
		const rel = path.relative(root, file).split(path.sep).join("/");
		if (/\.test\.ts$/.test(rel) || CONSOLE.some((pattern) => pattern.test(rel))) continue;
		for (const text of apiLiterals(file, readFileSync(file, "utf8"))) out.push([rel, text]);
	}
	return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const left = literalsLeft();
	if (process.argv.includes("--list")) for (const [file, text] of left) console.log(`${file}: ${text}`);
	const files = new Set(left.map(([file]) => file));
	if (left.length > 0) {
		console.error(
			`check-texts: ${left.length} literal texts a shopper would read, in ${files.size} files: move each to its domain's messages module (packages/shared/src/messages, decision 046)${process.argv.includes("--list") ? "" : "; --list names them"}`,
		);
		process.exit(1);
	}
	console.log("check-texts: every shopper-facing text comes from the messages catalogue (0 literals)");
}
