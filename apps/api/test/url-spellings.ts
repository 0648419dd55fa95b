/**
 * Spellings of a URL path that a router, a proxy or a browser may take for the same path (or not): used by the
 * tests that hold that security and caching are decided by the matched route, never by the URL's bytes
 * (docs/security.md, "Security decisions on raw URLs").
 */

/** Each character of `segment` percent-encoded in turn, in lower- and upper-case hex. */
function encodedOneByOne(segment: string): string[] {
	const out: string[] = [];
	for (let i = 0; i < segment.length; i++) {
		const hex = segment.charCodeAt(i).toString(16);
		for (const code of new Set([hex.toLowerCase(), hex.toUpperCase()])) {
			out.push(`${segment.slice(0, i)}%${code}${segment.slice(i + 1)}`);
		}
	}
	return out;
}

/** Other spellings of a path: encoded letters in its first two segments, dot segments, doubled slashes, `;` … */
export function spellings(path: string): string[] {
	const parts = path.split("/"); // ["", "api", "admin", ...]
	const out = new Set<string>();
	for (const index of [1, 2]) {
		const segment = parts[index];
		if (!segment || segment.startsWith(":")) continue;
		for (const spelled of encodedOneByOne(segment)) {
			const copy = [...parts];
			copy[index] = spelled;
			out.add(copy.join("/"));
		}
		const copy = [...parts];
		copy[index] = segment.toUpperCase();
		out.add(copy.join("/"));
	}
	const rest = parts.slice(2).join("/");
	const first = parts[1] ?? "";
	out.add(`/${first}/./${rest}`);
	out.add(`/./${first}/${rest}`);
	out.add(`/${first}/x/../${rest}`);
	out.add(`/${first}/%2e/${rest}`);
	out.add(`/${first}/x/%2e%2e/${rest}`);
	out.add(`/${first}%2f${rest}`);
	out.add(`/${first}%2F${rest}`);
	out.add(`//${first}/${rest}`);
	out.add(`/${first}//${rest}`);
	out.add(`${path.replace(/\/([^/]*)$/, "//$1")}`);
	out.add(`${path}/`);
	out.add(`${path}//`);
	out.add(`/${first};x=1/${rest}`);
	out.add(`${path};jsessionid=1`);
	out.add(`${path}%00`);
	out.add(`${path}%20`);
	out.add(`${path}?x=/api/health`);
	out.add(`${path}#frag`);
	out.delete(path);
	return [...out];
}
