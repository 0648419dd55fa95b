import {
	PRODUCT_HTML_ATTRIBUTES,
	PRODUCT_HTML_LINK_ATTRIBUTES,
	PRODUCT_HTML_SCHEMES,
	PRODUCT_HTML_TAGS,
} from "@pitara/shared";
import type DOMPurify from "dompurify";
import { useEffect, useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";

const ALLOWED_TAGS = [...PRODUCT_HTML_TAGS];
// DOMPurify takes one list of attributes for every tag; the hook below keeps each on its own tags only
const ALLOWED_ATTR = [...new Set(Object.values(PRODUCT_HTML_ATTRIBUTES).flat())];
// with a custom URI pattern DOMPurify tests every attribute's value against it, unless the attribute is
// "URI safe": everything but href holds no URL, so "col", "2" and "_blank" must not be taken for one
const ADD_URI_SAFE_ATTR = ALLOWED_ATTR.filter((name) => name !== "href");
const ALLOWED_URI_REGEXP = new RegExp(`^(?:${PRODUCT_HTML_SCHEMES.join("|")}):`, "i");

/**
 * The shop's own DOMPurify, so that its hooks touch nothing else on the page: made in the browser only, and
 * fetched after hydration, so its 20 KB are not part of the product page's first load (scripts/check-budgets.mjs).
 */
let purifier: Promise<ReturnType<typeof DOMPurify>> | null = null;

async function makePurifier(): Promise<ReturnType<typeof DOMPurify>> {
	const { default: createDOMPurify } = await import("dompurify");
	const made = createDOMPurify(window);
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
async function sanitizeProductHtml(html: string): Promise<string> {
	purifier ??= makePurifier();
	return (await purifier).sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_URI_SAFE_ATTR, ALLOWED_URI_REGEXP });
}

/**
 * Description or specification HTML from the API, sanitised once more in the
 * browser (the server already did, on write and on read) before it is shown.
 * The server render and hydration show the API's HTML as it came (the server
 * has no DOM to run DOMPurify in, and sanitised it on write and on read); the
 * browser's sanitised copy follows once DOMPurify has loaded. HTML that comes
 * later (another product, opened in the app) is shown only once sanitised.
 */
export function ProductHtml({ html = "", className = "" }: { html: string | undefined; className?: string }) {
	const hydrated = useHydrated();
	// what the server drew, which hydration must find as it is
	const [serverHtml] = useState(() => (hydrated ? null : html));
	const [sanitised, setSanitised] = useState<{ from: string; clean: string } | null>(null);
	useEffect(() => {
		if (!hydrated) return;
		let current = true;
		void sanitizeProductHtml(html).then((clean) => {
			if (current) setSanitised({ from: html, clean });
		});
		return () => {
			current = false;
		};
	}, [html, hydrated]);
	const clean = sanitised?.from === html ? sanitised.clean : html === serverHtml ? html : "";
	if (!clean.trim()) return null;
	return (
		<div
			className={`space-y-2 text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:text-slate-900 [&_table]:w-full [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-1 [&_th]:pr-4 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
			// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify just above
			dangerouslySetInnerHTML={{ __html: clean }}
		/>
	);
}
