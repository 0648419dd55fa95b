/**
 * The storefront's languages (issue 31, decision 060): English at `/…`, Hindi at `/hi/…`. The URL says the language;
 * a cookie remembers the shopper's choice (and the account, when signed in) only to offer it, never to redirect.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers the shopper's chosen language ("en" or "hi"), a year. */
export const LANGUAGE_COOKIE = "pitara_lang";
/** A public read's language: `?lang=hi` (absent: English). */
export const LANGUAGE_PARAM = "lang";

/** `<html lang>` of each language's pages, and the `hreflang` of its alternate link. */
export const HTML_LANG: Record<Language, string> = { en: "en-IN", hi: "hi" };
export const HREFLANG: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's name as its readers write it (the "English | हिन्दी" switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The path prefix of a language's pages: "" for English, "/hi" for Hindi. */
export const LANGUAGE_BASE: Record<Language, string> = { en: "", hi: "/hi" };

export const isLanguage = (value: unknown): value is Language =>
	typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** A page's path in the language it is written in: `/hi/products` is Hindi `/products`; `/hi` is Hindi `/`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
	if (pathname === "/hi" || pathname.startsWith("/hi/")) {
		return { language: "hi", path: pathname.slice(3) || "/" };
	}
	return { language: "en", path: pathname };
}

/** A page's path (`/products`) in a language: `/hi/products`, and `/hi/` for Hindi home. */
export function pathInLanguage(language: Language, path: string): string {
	if (language === "en") return path;
	return `${LANGUAGE_BASE[language]}${path === "/" ? "/" : path}`;
}

/** The language of a public read's query (`?lang=hi`); anything else is English. */
export function languageOfQuery(value: unknown): Language {
	return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Whether a browser's Accept-Language puts Hindi before English (`hi-IN,hi;q=0.9,en;q=0.8`): such a first visit is
 * offered the Hindi pages (a banner), never sent there.
 */
export function prefersHindi(acceptLanguage: string | null | undefined): boolean {
	if (!acceptLanguage) return false;
	let best: { language: string; q: number } | null = null;
	for (const part of acceptLanguage.split(",")) {
		const [tag = "", ...params] = part.trim().toLowerCase().split(";");
		const q = Number(params.find((param) => param.trim().startsWith("q="))?.split("=")[1] ?? 1);
		const language = tag.split("-")[0] ?? "";
		if (!language || !Number.isFinite(q)) continue;
		if (language !== "hi" && language !== "en") continue;
		if (best === null || q > best.q) best = { language, q };
	}
	return best?.language === "hi";
}
