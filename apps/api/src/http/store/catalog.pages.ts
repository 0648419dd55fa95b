import {
	chooseVariant,
	formatRupees,
	HREFLANG,
	headsMessages,
	imageSourceSet,
	LANGUAGES,
	type Language,
	listingHref,
	listingTitle,
	matchWebRoute,
	messages,
	PRODUCT_IMAGE_SIZES,
	type Product,
	pathInLanguage,
	productHref,
	variantImages,
	WEB_ROUTES,
} from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import { catalogueTags } from "../../lib/catalogue-changes.ts";
import type { PageHead } from "../../lib/html-page.ts";
import type { PageReader } from "../../lib/page-reads.ts";
import { htmlToText } from "../../lib/sanitize-html.ts";
import { sitemapListings, sitemapProducts, taxonomyNamesAsSpelled } from "../../modules/catalog/index.ts";
import { sendAnswer } from "../../plugins/catalogue-cache.ts";
import { isSearch, searchLimit } from "./search-limit.ts";

/**
 * What a crawler that runs no JavaScript sees of the catalogue: each product
 * page and listing gets its own title, description, canonical URL and Open
 * Graph image in the HTML the server sends (product pages also schema.org
 * Product JSON-LD), and /sitemap.xml and /robots.txt list what to crawl.
 */

const DESCRIPTION_MAX = 160;

function clip(text: string, max = DESCRIPTION_MAX): string {
	if (text.length <= max) return text;
	const cut = text.slice(0, max - 1);
	return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}…`;
}

/** A path's part as the web app's router decodes it: one that is not valid %-encoding is taken as it is. */
function decode(part: string): string {
	try {
		return decodeURIComponent(part);
	} catch {
		return part;
	}
}

/** The 960px file of an image whose 480px URL the API sends, for share previews. */
const largeImage = (url: string) => url.replace(/-480\.webp$/, "-960.webp");

/** The picture the product page shows first, as the page itself chooses it. */
function firstPicture(product: Product, wantedVariant: number | null): PageHead["preloadImage"] {
	const variant = chooseVariant(product.other_info, wantedVariant);
	const image = variantImages(product.other_info, variant)[0];
	if (!image) return undefined;
	const { src, srcSet } = imageSourceSet(image.image_url);
	return { href: src, ...(srcSet ? { srcSet } : {}), sizes: PRODUCT_IMAGE_SIZES };
}

export function productHead(product: Product, publicUrl: string, wantedVariant: number | null = null): PageHead {
	const canonical = `${publicUrl}${productHref(product.category, product.slug)}`;
	const images = [
		...new Set(product.other_info.flatMap((variant) => variant.images.map((image) => largeImage(image.image_url)))),
	].map((path) => `${publicUrl}${path}`);
	const first = product.other_info[0];
	const about = htmlToText(first?.description);
	const description = clip(
		about
			? headsMessages.productAbout(product.name, product.brand, about)
			: headsMessages.productNoAbout(product.name, product.brand),
	);
	const prices = product.other_info.map((variant) => variant.price);
	const low = Math.min(...prices);
	const high = Math.max(...prices);
	const availability = product.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
	const offers =
		low === high
			? {
					"@type": "Offer",
					url: canonical,
					priceCurrency: "INR",
					price: low.toFixed(2),
					availability,
					itemCondition: "https://schema.org/NewCondition",
				}
			: {
					"@type": "AggregateOffer",
					url: canonical,
					priceCurrency: "INR",
					lowPrice: low.toFixed(2),
					highPrice: high.toFixed(2),
					offerCount: product.other_info.length,
					availability,
				};
	const jsonLd: unknown[] = [
		{
			"@context": "https://schema.org",
			"@type": "Product",
			name: product.name,
			url: canonical,
			image: images,
			description: about || description,
			sku: String(first?.id ?? product.product_id),
			brand: { "@type": "Brand", name: product.brand },
			category: `${product.category} > ${product.sub_category}`,
			offers,
			...(product.rating.count > 0
				? {
						aggregateRating: {
							"@type": "AggregateRating",
							ratingValue: product.rating.average,
							reviewCount: product.rating.count,
							bestRating: 5,
							worstRating: 1,
						},
					}
				: {}),
		},
		{
			"@context": "https://schema.org",
			"@type": "BreadcrumbList",
			itemListElement: [
				{ "@type": "ListItem", position: 1, name: headsMessages.breadcrumbHome, item: `${publicUrl}/` },
				{
					"@type": "ListItem",
					position: 2,
					name: product.category,
					item: `${publicUrl}${listingHref({ category: product.category })}`,
				},
				{ "@type": "ListItem", position: 3, name: product.name, item: canonical },
			],
		},
	];
	return {
		title: headsMessages.titleOf(product.name),
		description,
		canonical,
		image: images[0],
		jsonLd,
		preloadImage: firstPicture(product, wantedVariant),
	};
}

type ListingNames = { category?: string; subcategory?: string; brand?: string };

/**
 * The names a listing URL refers to, spelled as the shop spells them ("biotique" → "Biotique"), and as a page in
 * `language` shows them (a category's Hindi name where the shop wrote one; links keep the English).
 */
async function canonicalNames(
	db: Db,
	params: ListingNames,
	language: Language,
): Promise<{ names: ListingNames; shown: ListingNames }> {
	const row = await taxonomyNamesAsSpelled(db, params);
	const pick = (given: string | undefined, found: string | null | undefined) => (given ? (found ?? given) : undefined);
	const names = {
		category: pick(params.category, row?.category),
		subcategory: pick(params.subcategory, row?.subcategory),
		brand: pick(params.brand, row?.brand),
	};
	if (language === "en") return { names, shown: names };
	return {
		names,
		shown: {
			...names,
			category: names.category && row?.categoryHi ? row.categoryHi : names.category,
			subcategory: names.subcategory && row?.subcategoryHi ? row.subcategoryHi : names.subcategory,
		},
	};
}

/** The first product of the listing and how many it holds, read as the listing page reads it (GET /api/products). */
async function listingFirst(
	reader: PageReader,
	filters: { category?: string; subcategory?: string; brand?: string; age?: string; name?: string },
): Promise<{ first: Product | undefined; total: number }> {
	const query = new URLSearchParams({ sort: "featured", page: "1", page_size: "1" });
	const set = (key: string, value: string | undefined) => value && query.set(key, value);
	set("category", filters.category);
	set("sub_category", filters.subcategory);
	set("brand", filters.brand);
	set("age", filters.age);
	set("name", filters.name);
	const { status, data } = await reader.read("GET", `/products?${query}`);
	if (status !== 200) return { first: undefined, total: 0 };
	const answer = data as { response: Product[]; total?: number };
	return { first: answer.response[0], total: answer.total ?? 0 };
}

export async function listingHead(
	db: Db,
	url: URL,
	publicUrl: string,
	reader: PageReader,
	language: Language = "en",
): Promise<PageHead> {
	const value = (key: string) => url.searchParams.get(key)?.trim().slice(0, 100) || undefined;
	const { names, shown } = await canonicalNames(
		db,
		{ category: value("category"), subcategory: value("subcategory"), brand: value("brand") },
		language,
	);
	// the names as spelled are the taxonomy's
	reader.shows([catalogueTags.taxonomy]);
	const age = value("age");
	const search = value("name");
	const title = listingTitle(shown);
	const { first, total } = await listingFirst(reader, { ...names, age, name: search });
	const image = first?.other_info[0]?.images[0]?.image_url;
	const what = [names.brand, title === messages.catalog.allProducts ? headsMessages.everything : title]
		.filter(Boolean)
		.join(" ");
	const from = first ? headsMessages.fromPrice(formatRupees(first.price)) : "";
	return {
		title: headsMessages.titleOf(search ? headsMessages.searchIn(search, title) : title),
		description: clip(
			headsMessages.listingDescription(
				language === "en" ? messages.catalog.productCount(total) : text(language, "catalog.productCount", [total]),
				what,
				age ? headsMessages.forAge(age) : "",
				from,
			),
		),
		canonical: `${publicUrl}${listingHref({ ...names, age })}`,
		...(image ? { image: `${publicUrl}${largeImage(image)}` } : {}),
		// search results are for shoppers, not for an index
		...(search ? { robots: "noindex, follow" } : {}),
	};
}

const escapeXml = (text: string) =>
	text
		.replace(/&/g, "&amp;")
		.replace(/</g, "&lt;")
		.replace(/>/g, "&gt;")
		.replace(/"/g, "&quot;")
		.replace(/'/g, "&apos;");

const STATIC_PAGES = [
	WEB_ROUTES.home,
	WEB_ROUTES.products,
	WEB_ROUTES.about,
	WEB_ROUTES.contact,
	WEB_ROUTES.faq,
	WEB_ROUTES.sizeGuide,
	WEB_ROUTES.privacy,
];

export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
	const listings = await sitemapListings(db);
	const productRows = await sitemapProducts(db);
	const urls: string[] = [];
	// each page in English and in Hindi (/hi/…), each naming the other (decision 060)
	const add = (path: string, lastmod?: Date) => {
		const alternates = LANGUAGES.map(
			(language) =>
				`<xhtml:link rel="alternate" hreflang="${HREFLANG[language]}" href="${escapeXml(`${publicUrl}${pathInLanguage(language, path)}`)}"/>`,
		).join("");
		for (const language of LANGUAGES) {
			urls.push(
				`<url><loc>${escapeXml(`${publicUrl}${pathInLanguage(language, path)}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}${alternates}</url>`,
			);
		}
	};
	for (const path of STATIC_PAGES) add(path);
	const categoriesSeen = new Set<string>();
	for (const row of listings) {
		if (!categoriesSeen.has(row.category)) {
			categoriesSeen.add(row.category);
			add(listingHref({ category: row.category }));
		}
		if (row.subcategory) add(listingHref({ category: row.category, subcategory: row.subcategory }));
	}
	for (const row of productRows) add(productHref(row.category, row.slug), new Date(row.updated_at));
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
	// /cart is crawlable (decision 028): without a session it is an empty cart, and Lighthouse's is-crawlable fails a
	// page robots.txt disallows
	const privatePages = [
		"/api/",
		WEB_ROUTES.checkout,
		WEB_ROUTES.profile,
		WEB_ROUTES.addresses,
		WEB_ROUTES.orders,
		WEB_ROUTES.trackOrder,
		WEB_ROUTES.wishlist,
		WEB_ROUTES.login,
		WEB_ROUTES.register,
	];
	return [
		"User-agent: *",
		"Allow: /",
		...privatePages.map((path) => `Disallow: ${path}`),
		"",
		`Sitemap: ${publicUrl}/sitemap.xml`,
		"",
	].join("\n");
}

/**
 * Registered at the root (not under /api): the page-head resolvers for the
 * listing and product pages, /sitemap.xml and /robots.txt.
 */
export const catalogPages: FastifyPluginAsync = async (app: FastifyInstance) => {
	const publicUrl = app.config.PUBLIC_URL;

	// the search page runs the API's search: it counts in the same bucket, by network, cached or not
	const search = searchLimit(app);
	app.pageLimits.push(async ({ route, url }, request) => {
		if (route === "products" && isSearch(url.searchParams.get("name"))) await search(request);
	});

	// a product page's <head> reads the product as its body does: the public read GET /api/products/:category/:slug
	// (products.routes.ts), the same kept answer, its tags the page's
	app.pageHeads.push(async (url, _request, reader, language) => {
		const route = matchWebRoute(url.pathname);
		if (route !== "productDetail" && route !== "productDetailAlt") return null;
		const [, , category = "", slug = ""] = url.pathname.split("/").map(decode);
		// in Hindi the product's Hindi name and description where the shop wrote them, as the page's body reads it
		const { status, data } = await reader.read(
			"GET",
			`/products/${encodeURIComponent(category.toLowerCase())}/${encodeURIComponent(slug)}${language === "en" ? "" : `?lang=${language}`}`,
		);
		const product = status === 200 ? (data as { response: Product[] }).response[0] : undefined;
		if (!product) return { title: headsMessages.titleOf(messages.catalog.productNotFound), robots: "noindex" };
		return productHead(product, publicUrl, Number(url.searchParams.get("variant")) || null);
	});

	app.pageHeads.push(async (url, _request, reader, language) => {
		if (matchWebRoute(url.pathname) !== "products") return null;
		return listingHead(app.db, url, publicUrl, reader, language);
	});

	// kept by the catalogue cache as every catalogue answer is: until a write changes which products or listings
	// are shown (a product hidden, added, moved; a category renamed), in every process at once (issue 22)
	app.get("/sitemap.xml", { schema: { hide: true }, compress: false }, async (request, reply) => {
		const answer = await app.catalogueCache.fill("sitemap", async () => ({
			body: await buildSitemap(app.db, publicUrl),
			tags: [catalogueTags.listingAll, catalogueTags.taxonomy],
			contentType: "application/xml; charset=utf-8",
		}));
		return sendAnswer(request, reply, answer);
	});

	app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
		reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt(publicUrl)),
	);
};
