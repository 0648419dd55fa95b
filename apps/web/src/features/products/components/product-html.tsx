import {
	PRODUCT_HTML_ATTRIBUTES,
	PRODUCT_HTML_LINK_ATTRIBUTES,
	PRODUCT_HTML_SCHEMES,
	PRODUCT_HTML_TAGS,
} from "@pitara/shared";
import DOMPurify from "dompurify";
import { useMemo } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";

const ALLOWED_TAGS = [...PRODUCT_HTML_TAGS];
// DOMPurify takes one list of attributes for every tag; the hook below keeps each on its own tags only
const ALLOWED_ATTR = [...new Set(Object.values(PRODUCT_HTML_ATTRIBUTES).flat())];
// with a custom URI pattern DOMPurify tests every attribute's value against it, unless the attribute is
// "URI safe": everything but href holds no URL, so "col", "2" and "_blank" must not be taken for one
const ADD_URI_SAFE_ATTR = ALLOWED_ATTR.filter((name) => name !== "href");
const ALLOWED_URI_REGEXP = new RegExp(`^(?:${PRODUCT_HTML_SCHEMES.join("|")}):`, "i");

/** The shop's own DOMPurify, so that its hooks touch nothing else on the page (made in the browser only). */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function makePurifier(): ReturnType<typeof DOMPurify> {
	const made = DOMPurify(window);
	configure(made);
	return made;
}

function configure(purifier: ReturnType<typeof DOMPurify>) {
	purifier.addHook("uponSanitizeAttribute", (node, data) => {
		if (!PRODUCT_HTML_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
	});
	// as the server does: every link opens in a new tab and does not hand the shop's page over
	purifier.addHook("afterSanitizeAttributes", (node) => {
		if (node.nodeName === "A") {
			node.setAttribute("rel", PRODUCT_HTML_LINK_ATTRIBUTES.rel);
			node.setAttribute("target", PRODUCT_HTML_LINK_ATTRIBUTES.target);
		}
	});
}

/** Product HTML cut down to exactly what the server's allow-list keeps (PRODUCT_HTML_* in @pitara/shared). */
function sanitizeProductHtml(html: string): string {
	purifier ??= makePurifier();
	return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_URI_SAFE_ATTR, ALLOWED_URI_REGEXP });
}

/**
 * Description or specification HTML from the API, sanitised once more in the
 * browser (the server already did, on write and on read) before it is shown.
 * The server render and hydration show the API's HTML as it came (the server
 * has no DOM to run DOMPurify in); the browser's sanitised copy follows.
 */
export function ProductHtml({ html, className = "" }: { html: string | undefined; className?: string }) {
	const hydrated = useHydrated();
	const clean = useMemo(() => (hydrated ? sanitizeProductHtml(html ?? "") : (html ?? "")), [html, hydrated]);
	if (!clean.trim()) return null;
	return (
		<div
			className={`space-y-2 text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:text-slate-900 [&_table]:w-full [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-1 [&_th]:pr-4 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
			// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify just above
			dangerouslySetInnerHTML={{ __html: clean }}
		/>
	);
}
