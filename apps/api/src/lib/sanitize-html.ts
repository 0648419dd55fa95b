import {
	PRODUCT_HTML_ATTRIBUTES,
	PRODUCT_HTML_LINK_ATTRIBUTES,
	PRODUCT_HTML_SCHEMES,
	PRODUCT_HTML_TAGS,
} from "@pitara/shared";
import sanitizeHtml from "sanitize-html";

/**
 * Product description and specification HTML, cut down to the shared allow-list
 * (PRODUCT_HTML_* in @pitara/shared). Admin writes sanitise with it before
 * saving, and the API sanitises again on the way out (defence in depth); the
 * web app runs DOMPurify over the same list as well.
 */
const PRODUCT_HTML: sanitizeHtml.IOptions = {
	allowedTags: [...PRODUCT_HTML_TAGS],
	// rel and target are set by the transform below, whatever the author wrote
	allowedAttributes: Object.fromEntries(
		Object.entries(PRODUCT_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
	),
	allowedSchemes: [...PRODUCT_HTML_SCHEMES],
	allowedSchemesAppliedToAttributes: ["href"],
	allowProtocolRelative: false,
	disallowedTagsMode: "discard",
	// links leave the shop in a new tab without handing it window.opener
	transformTags: {
		a: sanitizeHtml.simpleTransform("a", { ...PRODUCT_HTML_LINK_ATTRIBUTES }),
	},
};

/** Sanitises product description or specification HTML to the strict allow-list above. */
export function sanitizeProductHtml(html: string | null | undefined): string {
	if (!html) return "";
	return sanitizeHtml(html, PRODUCT_HTML).trim();
}

/** The visible text of sanitised HTML, for meta descriptions. */
export function htmlToText(html: string | null | undefined): string {
	if (!html) return "";
	// block ends become spaces, so "<p>One</p><p>Two</p>" reads "One Two"
	const spaced = html.replace(/<\/(p|li|h3|h4|td|th|tr|blockquote)>|<br\s*\/?>/gi, "$& ");
	return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
		.replace(/&amp;/g, "&")
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/\s+/g, " ")
		.trim();
}
