// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import baseline from "./storefront-strings.baseline.json";

/**
 * The seam for translation (decision 038): a text a shopper reads comes from the
 * messages catalogue (packages/shared/src/messages, one object per domain, looked up by id), never from a literal in
 * a storefront component, so that a second language is data. This walks every storefront .tsx (app/, features/,
 * components/; the console under admin/ is outside) and counts the literal texts a shopper would read: JSX text with
 * a letter in it, and the string value of aria-label, placeholder, title, alt and label attributes.
 *
 * Allowed, by rule: brand names and symbols (ALLOWED below). Allowed, by file, for now: the files in
 * storefront-strings.baseline.json, each up to the count it had when the seam was made — the texts still to move.
 * The count may only go down: moving a file's texts to the catalogue lowers its number (update the baseline), and a
 * new literal anywhere fails here. A file not in the baseline must have none.
 */
const SRC = path.resolve(__dirname, "..");
const DIRS = ["app", "features", "components"];
const ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label"]);
/** Texts no language changes. */
const ALLOWED = new Set(["Pitara", "₹", "×", "•", "·", "—", "–", "/", "+", "-", "%"]);

function storefrontFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return storefrontFiles(full);
		return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
	});
}

/** The literal user-facing texts of one file. */
function literalTexts(fileName: string, text: string): string[] {
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
	const found: string[] = [];
	const consider = (value: string) => {
		const trimmed = value.replace(/\s+/g, " ").trim();
		if (/\p{L}/u.test(trimmed) && !ALLOWED.has(trimmed)) found.push(trimmed);
	};
	const visit = (node: ts.Node) => {
		if (ts.isJsxText(node)) consider(node.text);
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

describe("storefront texts come from the messages catalogue", () => {
	const counts = new Map<string, number>();
	for (const file of DIRS.flatMap((dir) => storefrontFiles(path.join(SRC, dir)))) {
		const found = literalTexts(file, readFileSync(file, "utf8"));
		if (found.length > 0) counts.set(path.relative(SRC, file).split(path.sep).join("/"), found.length);
	}
	const allowed = baseline as Record<string, number>;

	it("no file has more literal texts than the baseline allows (none for a file not in it)", () => {
		const over = [...counts].filter(([file, count]) => count > (allowed[file] ?? 0));
		expect(over.map(([file, count]) => `${file}: ${count} literal texts, allowed ${allowed[file] ?? 0}`)).toEqual([]);
	});

	it("finds a literal text in JSX and in a shopper-facing attribute, and not a catalogue lookup", () => {
		const sample = `const A = () => <p aria-label="Close menu">Hello {messages.x}<b>{t("y")}</b> Pitara <i title={x} /></p>;`;
		expect(literalTexts("a.tsx", sample)).toEqual(["Close menu", "Hello"]);
	});
});
