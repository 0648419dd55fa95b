const BASE = "http://pitara.invalid";
/** Pages that make no sense to come back to after logging in. */
const NOT_AFTER_LOGIN = new Set(["/login", "/register"]);

/**
 * Where to go after logging in: the `redirect` path if it is a page of this
 * site, else the fallback. Only a path with a single leading "/" counts, so
 * "//evil.example", "/\\evil.example", "https://…" or "javascript:…" cannot
 * send a shopper off-site.
 */
export function safeRedirect(raw: string | null | undefined, fallback = "/"): string {
	if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
	if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
	let url: URL;
	try {
		url = new URL(raw, BASE);
	} catch {
		return fallback;
	}
	if (url.origin !== BASE || NOT_AFTER_LOGIN.has(url.pathname)) return fallback;
	return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that brings the shopper back to `path` afterwards. */
export function loginHref(path: string): string {
	return `/login?redirect=${encodeURIComponent(path)}`;
}
