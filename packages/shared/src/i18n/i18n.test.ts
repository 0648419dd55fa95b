import { describe, expect, it } from "vitest";
import { errorsMessages, headsMessages } from "../messages.ts";
import { CATALOG_MODULES } from "./catalogs.ts";
import { compileFunction, messageIds, text, translated, translateFromEnglish } from "./index.ts";

const hindiModules = CATALOG_MODULES.hi as Record<string, Record<string, unknown>>;

describe("the i18n runtime's catalogs (decision 060)", () => {
	it("compiles a text with values into Lingui's parts, and keeps a plural chosen in code as code", () => {
		expect(compileFunction(errorsMessages.fieldAtLeast as (...values: unknown[]) => string)).toEqual([
			"",
			["0"],
			" must be at least ",
			["1"],
			"",
		]);
		expect(compileFunction(((count: number) => `${count} ${count === 1 ? "item" : "items"}`) as never)).toBeNull();
	});

	it("gives every English text by its id, values put in, exactly as the module writes it", () => {
		expect(text("en", "errors.notFound")).toBe(errorsMessages.notFound);
		expect(text("en", "errors.fieldAtLeast", ["quantity", 1])).toBe(errorsMessages.fieldAtLeast("quantity", 1));
		expect(text("en", "heads.titleOf", ["Frock"])).toBe(headsMessages.titleOf("Frock"));
		expect(messageIds()).toContain("cart.added");
	});

	it("has every id of every Hindi twin that English has, of the same kind, and none English lacks", () => {
		for (const [domain, hindi] of Object.entries(hindiModules)) {
			const english = (CATALOG_MODULES.en as Record<string, Record<string, unknown>>)[domain] ?? {};
			expect(Object.keys(hindi).sort(), domain).toEqual(Object.keys(english).sort());
			for (const [id, value] of Object.entries(english)) {
				expect(typeof hindi[id], `${domain}.${id}`).toBe(typeof value);
				if (typeof value === "function")
					expect((hindi[id] as () => string).length, `${domain}.${id}`).toBe(value.length);
			}
		}
	});

	it("reads a Hindi text where the twin has one, and English where it has none yet", () => {
		expect(text("hi", "language.choose")).toBe("भाषा");
		expect(translated("hi", "language.choose")).toBe(true);
		const untranslated = messageIds().find((id) => !translated("hi", id));
		if (untranslated) expect(text("hi", untranslated)).toBe(text("en", untranslated));
	});

	it("puts an English text back into Hindi by its text, or by its fixed parts with its values put in too", () => {
		expect(translateFromEnglish(errorsMessages.notFound, "hi")).toBe(text("hi", "errors.notFound"));
		expect(translateFromEnglish(errorsMessages.fieldAtLeast("quantity", 1), "hi")).toBe(
			text("hi", "errors.fieldAtLeast", ["quantity", "1"]),
		);
		expect(translateFromEnglish("Asha's own words", "hi")).toBe("Asha's own words");
		expect(translateFromEnglish(errorsMessages.notFound, "en")).toBe(errorsMessages.notFound);
	});
});
