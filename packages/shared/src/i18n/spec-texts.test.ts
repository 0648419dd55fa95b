/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOG_MODULES } from "./catalogs.ts";

/**
 * The English texts SPEC.md fixes stay as SPEC.md gives them, whatever a second language does (issue 31 item 6,
 * decision 060): spec-texts.json is every catalogue text SPEC.md quotes ('…', "…" or `…`), by id, made from SPEC.md;
 * a change of one of them, or its id gone, fails here. When SPEC.md itself changes a text, make the file again:
 * `UPDATE_SPEC_TEXTS=1 SPEC_PATH=<SPEC.md> npx vitest run src/i18n/spec-texts.test.ts` (packages/shared).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const snapshotFile = path.join(here, "spec-texts.json");

const englishTexts = () => {
	const texts: Record<string, string> = {};
	for (const [domain, module] of Object.entries(CATALOG_MODULES.en as Record<string, Record<string, unknown>>)) {
		for (const [name, value] of Object.entries(module))
			if (typeof value === "string") texts[`${domain}.${name}`] = value;
	}
	return texts;
};

describe("the English texts SPEC.md fixes", () => {
	if (process.env.UPDATE_SPEC_TEXTS) {
		it("writes spec-texts.json from SPEC.md", () => {
			const specFile = process.env.SPEC_PATH ?? path.resolve(here, "../../../../../shared/SPEC.md");
			expect(existsSync(specFile), specFile).toBe(true);
			const spec = readFileSync(specFile, "utf8");
			const quoted = new Set(
				[...spec.matchAll(/'([^'\n]{3,})'|"([^"\n]{3,})"|`([^`\n]{3,})`|“([^”\n]{3,})”/g)].map(
					(match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? "",
				),
			);
			const fixed = Object.fromEntries(
				Object.entries(englishTexts())
					.filter(([, text]) => quoted.has(text))
					.sort(([a], [b]) => a.localeCompare(b)),
			);
			writeFileSync(snapshotFile, `${JSON.stringify(fixed, null, "\t")}\n`);
		});
		return;
	}

	it("are the catalogue's English, word for word", () => {
		const fixed = JSON.parse(readFileSync(snapshotFile, "utf8")) as Record<string, string>;
		expect(Object.keys(fixed).length).toBeGreaterThan(50);
		const current = englishTexts();
		for (const [id, text] of Object.entries(fixed)) expect(current[id], id).toBe(text);
	});
});
