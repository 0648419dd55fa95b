import type { Language } from "@pitara/shared";

/**
 * The language this build of the storefront is written in (decision 060): the build is made once per language
 * (apps/web/vite.config.ts, `PITARA_LANG=hi`), each text of packages/shared/src/messages resolved to that language's
 * module, so a page carries its own texts and nothing to look them up with. English at `/…`, Hindi at `/hi/…`.
 */
export const LANGUAGE: Language = import.meta.env.VITE_PITARA_LANG === "hi" ? "hi" : "en";

/** The path prefix of this build's pages ("" or "/hi"): the router writes it before every path it shows. */
// written out (not LANGUAGE_BASE[LANGUAGE]) so that the English build folds it to "" and drops every use of it
export const BASE: "" | "/hi" = import.meta.env.VITE_PITARA_LANG === "hi" ? "/hi" : "";

/** A page's path (`/products`) as this language's URL (`/hi/products`), for a plain <a> or a form's action. */
export const pageHref = (path: string) => (BASE && path.startsWith("/") ? `${BASE}${path === "/" ? "/" : path}` : path);

/** The path a URL of this language names (`/hi/products` → `/products`). */
export const withoutBase = (pathname: string) =>
	BASE && (pathname === BASE || pathname.startsWith(`${BASE}/`)) ? pathname.slice(BASE.length) || "/" : pathname;
