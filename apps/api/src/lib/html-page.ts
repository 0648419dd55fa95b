/** What the server writes into the <head> of the single-page app for one URL. */
export interface PageHead {
	title: string;
	description?: string;
	/** absolute canonical URL */
	canonical?: string;
	/** absolute URL of the Open Graph image */
	image?: string;
	/** objects written as application/ld+json */
	jsonLd?: unknown[];
	/** "noindex" for private pages */
	robots?: string;
	/**
	 * The page's largest picture, fetched while the page's code is still on its
	 * way (the same srcset and sizes the page will ask for, so the browser finds
	 * it already loaded).
	 */
	preloadImage?: { href: string; srcSet?: string; sizes: string };
}

const escapeHtml = (text: string) =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside <script> must not be able to close the script element. */
const safeJson = (value: unknown) =>
	JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * Puts the page's title, description, canonical URL, Open Graph tags and
 * JSON-LD into index.html, replacing the template's own <title>, so that a
 * crawler that runs no JavaScript sees them; and the preloads of the page's
 * largest picture and of its code chunks, so that a phone fetches them at once.
 */
export function renderHead(template: string, head: PageHead, modulePreloads: readonly string[] = []): string {
	const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
	if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
	if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
	if (head.canonical) {
		tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
		tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
	}
	tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}">`);
	tags.push(`<meta property="og:site_name" content="Pitara">`);
	if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
	if (head.image) {
		tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
		tags.push(`<meta name="twitter:card" content="summary_large_image">`);
	}
	if (head.preloadImage) {
		const { href, srcSet, sizes } = head.preloadImage;
		tags.push(
			`<link rel="preload" as="image" href="${escapeHtml(href)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : ""} fetchpriority="high">`,
		);
	}
	for (const href of modulePreloads) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
	for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
	const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, "").replace(/<meta name="description"[^>]*>/i, "");
	// a function, so that "$&" or "$`" in a visitor's search words are not replacement patterns
	return withoutTitle.replace("</head>", () => `${tags.join("\n")}\n</head>`);
}
