/**
 * The HTML a product description or specification may hold: text structure,
 * lists, simple tables and links to http(s) or mailto. No scripts, styles,
 * event handlers, images, iframes or forms; `javascript:`, `data:` and
 * relative URLs are dropped. Plain data, so that the server's sanitize-html
 * (on write and on read) and the browser's DOMPurify read the same list.
 */
export const PRODUCT_HTML_TAGS: readonly string[] = [
	"p",
	"br",
	"strong",
	"b",
	"em",
	"i",
	"u",
	"small",
	"span",
	"ul",
	"ol",
	"li",
	"h3",
	"h4",
	"blockquote",
	"table",
	"thead",
	"tbody",
	"tr",
	"th",
	"td",
	"a",
];

/** The attributes each tag may keep (the server sets a link's rel and target itself, whatever the author wrote). */
export const PRODUCT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
	a: ["href", "title", "rel", "target"],
	th: ["scope", "colspan", "rowspan"],
	td: ["colspan", "rowspan"],
};

/** What every link gets, whatever its author wrote: it opens in a new tab without handing the shop's page over. */
export const PRODUCT_HTML_LINK_ATTRIBUTES: Readonly<{ rel: string; target: string }> = {
	rel: "noopener noreferrer nofollow",
	target: "_blank",
};

/** The URL schemes a link may use. */
export const PRODUCT_HTML_SCHEMES: readonly string[] = ["http", "https", "mailto"];
