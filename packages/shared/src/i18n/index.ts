/**
 * The shop's texts for the server, by the request's language (issue 31, decision 060), through Lingui's runtime
 * (@lingui/core): one catalog per language, compiled from the domain modules of ../messages and their Hindi twins
 * (gathered by scripts/compile-messages.mjs into ./catalogs.ts). A text is `<domain>.<export>` (`cart.added`); a text
 * with values becomes Lingui's compiled message (`["", ["0"], " must be a number"]`), probed once from the function;
 * a function whose output is not its values put into fixed text (a plural chosen in code) stays that function.
 * The Hindi catalog is English overlaid with the twins, so an id not yet translated reads in English.
 *
 * Imported by the API only (`@pitara/shared/i18n`): the storefront's builds carry their language's texts inlined and
 * no runtime (apps/web/vite.config.ts).
 */
import { type I18n, type Messages as LinguiMessages, setupI18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../languages.ts";
import { CATALOG_MODULES } from "./catalogs.ts";

type CompiledToken = string | [string];
type Compiled = string | CompiledToken[];
type TextFunction = (...values: unknown[]) => string;

const MARK = "\u0000";
const mark = (index: number) => `${MARK}${index}${MARK}`;

/** The function's text as literal parts and its values' places, when that is all it does; else null. */
export function compileFunction(text: TextFunction): CompiledToken[] | null {
	try {
		const probe = text(...Array.from({ length: text.length }, (_, index) => mark(index)));
		if (typeof probe !== "string") return null;
		const parts = probe.split(new RegExp(`${MARK}(\\d+)${MARK}`));
		const tokens: CompiledToken[] = parts.map((part, index) => (index % 2 === 1 ? [part] : part));
		// the same function with real values must give the same text as the parts filled in
		for (const sample of [
			[1, 2, 3, 4],
			[0, 7, 12, 1000],
			["Asha", "Girls", "₹499", "5 years"],
		]) {
			const values = sample.slice(0, text.length);
			const filled = tokens.map((token) => (typeof token === "string" ? token : String(values[Number(token[0])])));
			if (text(...values) !== filled.join("")) return null;
		}
		return tokens;
	} catch {
		return null;
	}
}

interface Catalog {
	/** Lingui's messages: id → compiled text */
	messages: LinguiMessages;
	/** the ids whose text is a function kept as code (its values are not put into fixed text) */
	code: Map<string, TextFunction>;
}

function compileCatalog(modules: Record<string, Record<string, unknown>>): Catalog {
	const messages: Record<string, Compiled> = {};
	const code = new Map<string, TextFunction>();
	for (const [domain, module] of Object.entries(modules)) {
		for (const [name, value] of Object.entries(module)) {
			const id = `${domain}.${name}`;
			// compiled as a list of one literal part: Lingui takes a bare string for an uncompiled message (and warns
			// "Uncompiled message detected!" on every Hindi page the server draws outside production)
			if (typeof value === "string") messages[id] = [value];
			else if (typeof value === "function") {
				const tokens = compileFunction(value as TextFunction);
				if (tokens) messages[id] = tokens;
				else code.set(id, value as TextFunction);
			}
		}
	}
	return { messages: messages as LinguiMessages, code };
}

const english = compileCatalog(CATALOG_MODULES.en);
const catalogs: Record<Language, Catalog> = {
	en: english,
	hi: (() => {
		const hindi = compileCatalog(CATALOG_MODULES.hi as Record<string, Record<string, unknown>>);
		// an id the twin has neither as text nor as code reads in English
		const code = new Map(english.code);
		for (const id of Object.keys(hindi.messages)) code.delete(id);
		for (const [id, text] of hindi.code) code.set(id, text);
		const messages = { ...english.messages };
		for (const id of hindi.code.keys()) delete messages[id];
		return { messages: { ...messages, ...hindi.messages }, code };
	})(),
};

const runtimes = new Map<Language, I18n>(
	LANGUAGES.map((language) => [
		language,
		setupI18n({ locale: language, messages: { [language]: catalogs[language].messages } }),
	]),
);

/** The text of `id` (`errors.notFound`) in a language, its values (in the function's order) put in. */
export function text(language: Language, id: string, values: readonly unknown[] = []): string {
	const kept = catalogs[language].code.get(id);
	if (kept) return kept(...values);
	const i18n = runtimes.get(language) ?? (runtimes.get(DEFAULT_LANGUAGE) as I18n);
	return i18n._(id, Object.fromEntries(values.map((value, index) => [String(index), value])));
}

/** Whether a language's catalog has its own text for the id (not English standing in). */
export function translated(language: Language, id: string): boolean {
	if (language === DEFAULT_LANGUAGE) return true;
	const modules = CATALOG_MODULES[language] as Record<string, Record<string, unknown>>;
	const [domain = "", name = ""] = id.split(".");
	return modules[domain]?.[name] !== undefined;
}

/**
 * A table of texts (`returns.smsSteps`: an object of texts, which the catalog does not compile) in a language: the
 * twin's, else English's; undefined when the id is no such table.
 */
export function textTable(language: Language, id: string): Readonly<Record<string, string>> | undefined {
	const [domain = "", name = ""] = id.split(".");
	const modules = CATALOG_MODULES as Record<string, Record<string, Record<string, unknown>>>;
	const table = modules[language]?.[domain]?.[name] ?? modules[DEFAULT_LANGUAGE]?.[domain]?.[name];
	return table !== null && typeof table === "object" && !Array.isArray(table)
		? (table as Record<string, string>)
		: undefined;
}

/**
 * A group of texts under one id (`returns.policy`: texts and text functions by key, which the catalog does not
 * compile) in a language: the twin's entries, English's for any it lacks. `english` is that English group itself,
 * which gives the answer its type.
 */
export function textGroup<T extends object>(language: Language, id: string, english: T): T {
	if (language === DEFAULT_LANGUAGE) return english;
	const [domain = "", name = ""] = id.split(".");
	const twin = (CATALOG_MODULES[language] as Record<string, Record<string, unknown>>)[domain]?.[name];
	return twin !== null && typeof twin === "object" && !Array.isArray(twin) ? { ...english, ...twin } : english;
}

/**
 * A whole domain's texts (`privacyCentre`: texts, text functions, lists) in a language: the twin module's, English's
 * for any it lacks. `english` is that English module itself, which gives the answer its type.
 */
export function domainTexts<T extends object>(language: Language, domain: string, english: T): T {
	if (language === DEFAULT_LANGUAGE) return english;
	const twin = (CATALOG_MODULES[language] as Record<string, object | undefined>)[domain];
	return twin ? ({ ...english, ...twin } as T) : english;
}

/** Every id of the English catalog (`cart.added`, …). */
export const messageIds = (): string[] => [...Object.keys(english.messages), ...english.code.keys()].sort();

interface Pattern {
	id: string;
	regex: RegExp;
	/** which value each capture group is */
	order: number[];
	literal: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** English texts back to their ids: the fixed ones by text, the ones with values by their parts. */
const reverse = (() => {
	const exact = new Map<string, string>();
	const patterns: Pattern[] = [];
	for (const [id, message] of Object.entries(english.messages) as [string, Compiled][]) {
		if (typeof message === "string") {
			if (!exact.has(message)) exact.set(message, id);
			continue;
		}
		const order: number[] = [];
		let source = "";
		let literal = 0;
		for (const token of message) {
			if (typeof token === "string") {
				source += escapeRegex(token);
				literal += token.length;
			} else {
				source += "([\\s\\S]*?)";
				order.push(Number(token[0]));
			}
		}
		// a text that is only its values would match anything
		if (literal >= 2) patterns.push({ id, regex: new RegExp(`^${source}$`), order, literal });
	}
	patterns.sort((a, b) => b.literal - a.literal);
	return { exact, patterns };
})();

/**
 * An English text the shop wrote (an API error's message, a page's title) in another language: found by its text
 * (or by its fixed parts, its values read back and each put into the language too), else as it is.
 */
export function translateFromEnglish(message: string, language: Language, depth = 0): string {
	if (language === DEFAULT_LANGUAGE || message === "" || depth > 3) return message;
	const id = reverse.exact.get(message);
	if (id !== undefined) return text(language, id);
	for (const pattern of reverse.patterns) {
		const match = pattern.regex.exec(message);
		if (!match) continue;
		const values: unknown[] = [];
		pattern.order.forEach((value, group) => {
			values[value] = translateFromEnglish(match[group + 1] ?? "", language, depth + 1);
		});
		return text(language, pattern.id, values);
	}
	return message;
}
