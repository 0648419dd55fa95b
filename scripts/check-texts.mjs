#!/usr/bin/env node
// The seam for translation (issue 23 item 6, decisions 038 and 046): every text a shopper meets comes from the
// messages catalogue (packages/shared/src/messages, one module per domain, each text a named export looked up by id),
// never from a literal, so a second language is data. Counts the literals left and exits 1 when there is one:
//  - the storefront (apps/web/src app/, features/, components/, lib/; not the console under admin/): JSX text with
//    a letter, the string value of aria-label, placeholder, title, alt and label, and a literal text of the
//    storefront's own data (a `title:`, `text:`, `question:`, `answer:`, `label:`, … property: TEXT_PROPERTIES);
//    and (issue 31 item 6) wherever a shopper reads it — a tag's child, one of those attributes, the read-out aria-*
//    (ARIA_TEXT), a toast's or notice's argument, errorMessage's fallback, `document.title =` — what an expression can
//    write: a template's own text (`Hi, ${name}`), either branch of a condition, a fallback (`x || "None"`); a table
//    of texts under another property's name (`{ name: "Cotton" }`) or a list of sentences, when the value reads as
//    words (prose(): not a class list, a link, an id, a constant; NOT_TEXT_PROPERTIES never count);
//  - the API's answers a shopper meets (apps/api/src and packages/shared/src/schemas, not the console's files,
//    CONSOLE below): a literal message given to an error helper (badRequest, notFound, … , new AppError), a literal
//    `message:`/`error:` of a field error or a schema (either branch of a condition, a template's text), and a literal message argument of a schema rule (.min, .max,
//    .regex, .refine, …), and a literal title, description or heading of a page's <head>. A console-only part of a shared file is a declaration named admin…, or one whose comment
//    says `check-texts: console`.
// `node scripts/check-texts.mjs` (run by `npm run lint` and `npm run build`); `--list` prints every literal found.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label", "hint"]);
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
	// a text of brand names and symbols alone (` · Pitara` after a page's title) is the same in every language
	const own = trimmed.split(" ").some((word) => /\p{L}/u.test(word) && !ALLOWED.has(word));
	return /\p{L}/u.test(trimmed) && !ALLOWED.has(trimmed) && own ? trimmed : null;
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
/** Every text an expression can write (see textsOf: a literal, a template, either branch, a fallback), kept. */
const literals = (node) => {
	if (!node || consoleMarked(node, node.getSourceFile().text)) return [];
	return textsOf(node).flatMap((text) => wanted(text) ?? []);
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

/** The aria-* attributes whose value is read out (the others are ids, states or roles). */
const ARIA_TEXT = new Set([
	"aria-label",
	"aria-valuetext",
	"aria-roledescription",
	"aria-placeholder",
	"aria-description",
	"aria-braillelabel",
	"aria-brailleroledescription",
]);
/** The calls whose string arguments a shopper reads: the toast's, and the fallback of errorMessage(error, text). */
const TOAST_OBJECTS = /^(toast|toasts|notify|notifier|notifications?)$/i;
const TOAST_FUNCTIONS = new Set(["toast", "notify", "announce", "showToast", "alert"]);
const TEXT_ARGUMENT = new Map([["errorMessage", 1]]);
/**
 * The properties whose value is never a text a shopper reads, even where it looks like one (keys, ids, links, class
 * names, test ids, the values the API and the URL carry).
 */
const NOT_TEXT_PROPERTIES = new Set([
	"id",
	"key",
	"value",
	"values",
	"href",
	"to",
	"path",
	"url",
	"src",
	"srcSet",
	"className",
	"class",
	"type",
	"kind",
	"variant",
	"slug",
	"icon",
	"testId",
	"data-testid",
	"method",
	"status",
	"sort",
	"category",
	"subcategory",
	"gender",
	"size",
	"field",
	"code",
	"lang",
	"language",
	"locale",
	"hrefLang",
	"rel",
	"target",
	"as",
	"mode",
	"channel",
	"purpose",
	"state",
	"mimeType",
	"accept",
	"autoComplete",
	"inputMode",
	"pattern",
	"format",
	"timeZone",
	"currency",
]);
/** A value that reads as words to a shopper (a capital or a letter of another script first, or words with spaces), not a
 * class list, a link, an id or a constant. */
const prose = (value) => {
	const trimmed = value.trim();
	if (!/\p{L}/u.test(trimmed)) return false;
	if (/^(\/|#|\.|https?:|mailto:|tel:|data:)/.test(trimmed)) return false;
	if (/^[A-Z0-9_]+$/.test(trimmed)) return false; // a constant or a code: ORDER_NOT_FOUND, COD
	if (/^[\w.-]+@[\w.-]+$/.test(trimmed)) return false; // an address
	const words = trimmed.split(/\s+/);
	// a class list: every word lower case and of a class's characters, one at least with a variant or a scale
	if (
		words.every((word) => /^[a-z0-9!:_\-/[\].%#()&>~*=,]+$/.test(word)) &&
		words.some((word) => /[-:[\]/]/.test(word))
	)
		return false;
	// another script (Devanagari) has no capitals: any word of it is a text
	return trimmed.charCodeAt(0) > 127 || /^\p{Lu}/u.test(trimmed) || words.length > 2;
};
/** A property's name as written (`name`, `"aria-label"`), else null (a computed one). */
const propertyName = (node) =>
	ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;

/**
 * The texts an expression at a place a shopper reads it can write: a string or template literal (a template's own
 * text and the texts its values can be), either branch of a condition (`open ? "Hide" : "Show"`), a fallback
 * (`name || "Guest"`, `note ?? "None"`, `show && "New"`); not a lookup, a call's result or a variable.
 */
function textsOf(node) {
	if (!node) return [];
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
	if (ts.isTemplateExpression(node))
		return [textOf(node), ...node.templateSpans.flatMap((span) => textsOf(span.expression))];
	if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
	if (ts.isBinaryExpression(node)) {
		const operator = node.operatorToken.kind;
		if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return textsOf(node.right);
		if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
			return [...textsOf(node.left), ...textsOf(node.right)];
		if (operator === ts.SyntaxKind.PlusToken) return [...textsOf(node.left), ...textsOf(node.right)];
		return [];
	}
	if (
		ts.isParenthesizedExpression(node) ||
		ts.isAsExpression(node) ||
		ts.isSatisfiesExpression(node) ||
		ts.isNonNullExpression(node) ||
		ts.isJsxExpression(node)
	)
		return textsOf(node.expression);
	return [];
}

/** The literal texts a shopper would read in one storefront .tsx or .ts. */
export function storefrontLiterals(fileName, text) {
	const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
	const found = [];
	const consider = (value) => {
		const trimmed = wanted(value);
		if (trimmed) found.push(trimmed);
	};
	const considerAll = (node) => {
		for (const value of textsOf(node)) consider(value);
	};
	const visit = (node) => {
		if (consoleMarked(node, text)) return;
		// JSX text, and an expression among a tag's children: {`Hi, ${name}`}, {open ? "Hide" : "Show"}, {note || "None"}
		if (ts.isJsxText(node)) consider(node.text);
		if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
			considerAll(node.expression);
		if (ts.isPropertyAssignment(node)) {
			const name = propertyName(node.name);
			// a text of the storefront's own data: { title: "Shipping" }, { label: open ? "Hide" : "Show" }
			if (name !== null && (TEXT_PROPERTIES.has(name) || ATTRIBUTES.has(name) || ARIA_TEXT.has(name)))
				considerAll(node.initializer);
			// a table of texts under another name: { name: "Cotton" }, unless its name or its value says it is not one
			else if (name !== null && !NOT_TEXT_PROPERTIES.has(name) && !/(Id|Key|Url|Href|Class|ClassName)$/.test(name))
				for (const value of textsOf(node.initializer)) if (prose(value)) consider(value);
		}
		// a list of texts: ["Cotton", "Silk"] (not one of a class list's or a key's)
		if (ts.isArrayLiteralExpression(node))
			for (const element of node.elements)
				if (ts.isStringLiteral(element) || ts.isNoSubstitutionTemplateLiteral(element))
					if (prose(element.text) && /\s/.test(element.text.trim())) consider(element.text);
		if (ts.isJsxAttribute(node) && node.initializer) {
			const name = node.name.getText(source);
			if (ATTRIBUTES.has(name) || ARIA_TEXT.has(name)) considerAll(node.initializer);
		}
		// what a toast or a notice says: toast.success("Saved"), notify(`Hi, ${name}`), errorMessage(error, "Failed")
		if (ts.isCallExpression(node)) {
			const callee = node.expression;
			const toast =
				(ts.isIdentifier(callee) && TOAST_FUNCTIONS.has(callee.text)) ||
				(ts.isPropertyAccessExpression(callee) &&
					ts.isIdentifier(callee.expression) &&
					TOAST_OBJECTS.test(callee.expression.text));
			if (toast) for (const arg of node.arguments) considerAll(arg);
			const name = ts.isIdentifier(callee)
				? callee.text
				: ts.isPropertyAccessExpression(callee)
					? callee.name.text
					: "";
			if (TEXT_ARGUMENT.has(name)) considerAll(node.arguments[TEXT_ARGUMENT.get(name)]);
		}
		// the tab's title: document.title = "…"
		if (
			ts.isBinaryExpression(node) &&
			node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
			ts.isPropertyAccessExpression(node.left) &&
			node.left.name.text === "title" &&
			node.left.expression.getText(source) === "document"
		)
			considerAll(node.right);
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/** The literal messages a shopper would read in one API or schema .ts. */
export function apiLiterals(fileName, text) {
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
	const found = [];
	const add = (value) => {
		if (Array.isArray(value)) found.push(...value);
		else if (value) found.push(value);
	};
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
			if (ts.isCallExpression(node) && ts.isIdentifier(callee) && ERROR_HELPERS.has(name)) add(literals(args[0]));
			if (ts.isNewExpression(node) && name === "AppError") add(literals(args[2]));
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
					add(literals(arg));
		}
		if (
			ts.isPropertyAssignment(node) &&
			ts.isIdentifier(node.name) &&
			(node.name.text === "message" ||
				node.name.text === "error" ||
				(HEAD_FILES.test(fileName) && ["title", "description", "heading"].includes(node.name.text)))
		)
			add(literals(node.initializer));
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
