const BASE = "http://pitara.invalid";
/** Pages that make no sense to come back to after logging in. */
const NOT_AFTER_LOGIN = new Set(["/login", "/register"]);

/**
 * Where to go after logging in: the `redirect` path if it is a page of this
 * site, else the fallback. Only a path with a single leading "/" counts, so
 * "//evil.example", "/\\evil.example", "https://…" or "javascript:…" cannot
 * send a shopper off-site — neither before nor after the URL is resolved
 * ("/.//evil.example" resolves to "//evil.example": issue 22). What comes out
 * is a path of this site that resolves to itself.
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
	const path = `${url.pathname}${url.search}${url.hash}`;
	// dot segments resolved can leave a leading "//" (a protocol-relative URL): only a path that stays itself passes
	if (path.startsWith("//") || path.startsWith("/\\") || !isOwnPath(path)) return fallback;
	return path;
}

function isOwnPath(path: string): boolean {
	try {
		const again = new URL(path, BASE);
		return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path;
	} catch {
		return false;
	}
}

/** The login page that brings the shopper back to `path` afterwards. */
export function loginHref(path: string): string {
	return `/login?redirect=${encodeURIComponent(path)}`;
}
