import { catalogMessages, headsMessages } from "@pitara/shared";

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
	/** the same page in each language (`hreflang` alternates, decision 060), x-default the English one */
	alternates?: readonly { hreflang: string; href: string }[];
	/** "noindex" for private pages */
	robots?: string;
	/**
	 * The page's largest picture, fetched while the page's code is still on its
	 * way (the same srcset and sizes the page will ask for, so the browser finds
	 * it already loaded).
	 */
	preloadImage?: { href: string; srcSet?: string; sizes: string };
}

/**
 * The storefront's one inline script (allowed by its hash in the CSP, plugins/security.ts): it starts the app's
 * code only once the page has painted (decision 029). The server-rendered page is whole without JavaScript, so
 * the first paint waits for nothing but the HTML and the stylesheet, and the page's largest picture does not
 * share a slow line with 90 KB of code. It reads the entry and the page's chunks from its own data attributes.
 * When: once the page's largest picture (its `fetchpriority="high"` image) has been painted — or, without one,
 * once the first content has; a picture smaller than the text around it is never reported as the largest
 * paint, so half a second after it has loaded; a tab opened behind, or a browser that cannot tell, at once
 * or after the first frame; and after 3 s whatever happened.
 * Until the app starts it also notes taps on controls marked `data-replay` (by id), and clicks each again, in
 * order, once the app has hydrated it (apps/web/src/main.tsx calls the replay it is handed; kept here rather than
 * in the app's entry, which the 90 KB first-load budget weighs), so a tap on the phone's menu, a quantity step or
 * a card's Add to Cart made before the code arrived is not lost.
 */
export const BOOT_SCRIPT = `(function(boot){var early=[];function tap(event){var target=event.target.closest&&event.target.closest("[data-replay]");if(target&&target.id)early.push(target.id)}document.addEventListener("click",tap,true);window.__pitaraEarlyTaps=function(){document.removeEventListener("click",tap,true);var ids=early.splice(0);function replay(waited){var element=ids.length>0&&document.getElementById(ids[0]);if(element===false)return;if(element&&waited<1e4&&!Object.keys(element).some(function(key){return key.indexOf("__reactProps")===0})){setTimeout(function(){replay(waited+100)},100);return}ids.shift();if(element)element.click();setTimeout(function(){replay(0)})}return replay};var started=false;function start(){if(started)return;started=true;var head=document.head;var chunks=boot.getAttribute("data-preload");if(chunks)chunks.split(" ").forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;head.appendChild(link)});var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=boot.getAttribute("data-entry");head.appendChild(script)}function hero(){return document.querySelector('img[fetchpriority="high"]')}function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];if(document.visibilityState==="hidden"){start();return}setTimeout(start,3000);if(types.indexOf("largest-contentful-paint")<0){document.addEventListener("DOMContentLoaded",afterFrame);return}new PerformanceObserver(function(list){var image=hero();list.getEntries().forEach(function(entry){if(!image||entry.element===image)start()})}).observe({type:"largest-contentful-paint",buffered:true});document.addEventListener("DOMContentLoaded",function(){var image=hero();if(!image)return;var later=function(){setTimeout(start,500)};if(image.complete)later();else{image.addEventListener("load",later);image.addEventListener("error",later)}})})(document.currentScript);`;

/** The web app's entry script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;

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
	for (const alternate of head.alternates ?? []) {
		tags.push(
			`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
		);
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
	for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
	let page = template;
	const entry = ENTRY_SCRIPT.exec(template);
	if (entry?.[1]) {
		// the app's code (the entry and this page's chunks) is started by the boot script after the first paint
		page = template.replace(entry[0], "");
		tags.push(
			`<script data-entry="${escapeHtml(entry[1])}" data-preload="${escapeHtml(modulePreloads.join(" "))}">${BOOT_SCRIPT}</script>`,
		);
	} else {
		for (const href of modulePreloads) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
	}
	const withoutTitle = page.replace(/<title>[\s\S]*?<\/title>/i, "").replace(/<meta name="description"[^>]*>/i, "");
	// a function, so that "$&" or "$`" in a visitor's search words are not replacement patterns
	return withoutTitle.replace("</head>", () => `${tags.join("\n")}\n</head>`);
}

/**
 * A page of the shop that only says something (a limit reached): the template's head and static header, a
 * heading, a message and a way home, with none of the app's code (nothing would hydrate it) and noindex.
 * The classes are the not-found page's (apps/web/src/app/routes/not-found.tsx), which the stylesheet has.
 */
export function messagePage(template: string, page: { title: string; heading: string; message: string }): string {
	const withHead = renderHead(template.replace(ENTRY_SCRIPT, ""), { title: page.title, robots: "noindex" });
	const main = [
		'<main class="mx-auto max-w-lg px-4 py-20 text-center">',
		`<h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${escapeHtml(page.heading)}</h1>`,
		`<p class="mt-3 text-slate-600">${escapeHtml(page.message)}</p>`,
		`<a href="/" class="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white">${escapeHtml(catalogMessages.backToHome)}</a>`,
		"</main>",
	].join("");
	return withHead
		.replace(/<p [^>]*data-shell-placeholder="category links"[^>]*>[\s\S]*?<\/p>/, "")
		.replace("<!--/app-->", () => `${main}<!--/app-->`)
		.replace(/<noscript>Pitara needs JavaScript[\s\S]*?<\/noscript>/, "");
}

/** The shop's own <head>: the home page's, and any page's whose module has nothing more to say. */
export const DEFAULT_HEAD: PageHead = {
	title: headsMessages.defaultTitle,
	description: headsMessages.defaultDescription,
};
