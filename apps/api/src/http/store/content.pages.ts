import {
	BANNER_IMAGE_WIDTHS,
	BANNER_SIZES,
	type Banner,
	headsMessages,
	imageSourceSet,
	topBanners,
	WEB_ROUTES,
} from "@pitara/shared";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { DEFAULT_HEAD, type PageHead } from "../../lib/html-page.ts";

/** The static pages' titles (as the web app's headings name the tab) and descriptions, for crawlers and link previews. */
export const CONTENT_PAGE_HEADS: Record<string, Omit<PageHead, "canonical">> = {
	[WEB_ROUTES.faq]: {
		title: headsMessages.faqTitle,
		description: headsMessages.faqDescription,
	},
	[WEB_ROUTES.about]: {
		title: headsMessages.aboutTitle,
		description: headsMessages.aboutDescription,
	},
	[WEB_ROUTES.contact]: {
		title: headsMessages.contactTitle,
		description: headsMessages.contactDescription,
	},
	[WEB_ROUTES.privacy]: {
		title: headsMessages.privacyTitle,
		description: headsMessages.privacyDescription,
	},
	[WEB_ROUTES.sizeGuide]: {
		title: headsMessages.sizeGuideTitle,
		description: headsMessages.sizeGuideDescription,
	},
};

/** The body the web app's home page asks for its banners with (features/home/api/get-banners.ts). */
const HOME_BANNERS_REQUEST = { category: "", subCategory: "", brand: "", age: "" };

/**
 * Registered at the root: the page heads of the home page (whose first top
 * banner the browser is told to fetch at once: it is the page's largest
 * picture) and of the FAQ, About, Contact, Privacy and Size guide pages.
 */
export const contentPages: FastifyPluginAsync = async (app: FastifyInstance) => {
	// the home page's <head> reads the banners as its body does: the public read POST /api/banners/all/get
	// (content.routes.ts), with the body the web app sends, the same kept answer, its tags the page's
	app.pageHeads.push(async (url, _request, reader) => {
		if (url.pathname !== WEB_ROUTES.home) return null;
		const { status, data } = await reader.read("POST", "/banners/all/get", HOME_BANNERS_REQUEST);
		const banners = status === 200 ? (data as { response: Banner[] }).response : [];
		const first = topBanners(banners)[0];
		const picture = first?.url ? imageSourceSet(first.url, BANNER_IMAGE_WIDTHS) : null;
		return {
			...DEFAULT_HEAD,
			canonical: `${app.config.PUBLIC_URL}/`,
			...(picture
				? {
						image: `${app.config.PUBLIC_URL}${picture.src}`,
						preloadImage: {
							href: picture.src,
							...(picture.srcSet ? { srcSet: picture.srcSet } : {}),
							sizes: BANNER_SIZES,
						},
					}
				: {}),
		};
	});

	app.pageHeads.push((url) => {
		const path = url.pathname.replace(/\/$/, "");
		const head = CONTENT_PAGE_HEADS[path];
		return head ? { ...head, canonical: `${app.config.PUBLIC_URL}${path}` } : null;
	});
};
