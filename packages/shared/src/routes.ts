import { catalogMessages } from "./messages.ts";

/**
 * The web app's routes, shared so that the server can answer 404 for a page
 * that does not exist while still serving the single-page app for every one
 * that does.
 */
export const WEB_ROUTES = {
	home: "/",
	products: "/products",
	productDetail: "/products/:category/:productName",
	productDetailAlt: "/product/:category/:productName",
	cart: "/cart",
	checkout: "/checkout",
	/** pay for an online order (and come back from the payment gateway) */
	payment: "/checkout/payment/:orderId",
	register: "/register",
	login: "/login",
	profile: "/profile",
	wishlist: "/wishlist",
	addresses: "/addresses",
	orders: "/orders",
	trackOrder: "/track-order",
	about: "/about",
	contact: "/contact",
	faq: "/faq",
	sizeGuide: "/size-guide",
	privacy: "/privacy",
} as const;

export type WebRoute = keyof typeof WEB_ROUTES;

/**
 * The module of apps/web/src/app/routes that draws each route. The router is
 * built from it, and the server uses it to have the browser fetch a page's
 * code together with the app's (one round trip less on a slow connection).
 */
export const WEB_ROUTE_PAGES: Record<WebRoute, string> = {
	home: "home",
	products: "products",
	productDetail: "product-detail",
	productDetailAlt: "product-detail",
	cart: "cart",
	checkout: "checkout",
	payment: "payment",
	register: "register",
	login: "login",
	profile: "profile",
	wishlist: "wishlist",
	addresses: "addresses",
	orders: "orders",
	trackOrder: "track-order",
	about: "about",
	contact: "contact",
	faq: "faq",
	sizeGuide: "size-guide",
	privacy: "privacy",
};

/** A path with `:name` parameters, compiled once: what it asks of a path and how specific it is. */
interface CompiledRoute<T> {
	value: T;
	parts: readonly string[];
	/** how many parts are literal: a literal part wins over a parameter, as in Fastify's router */
	literals: number;
}

/** A path's parts, one trailing slash left out. */
function pathParts(pathname: string): string[] {
	const parts = pathname.split("/");
	if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
	return parts;
}

/**
 * The one router of the shop's URLs: the web app's pages (matchWebRoute) and
 * the API's public reads the server renderer calls in-process (the API's
 * http/public-reads.ts) are matched by it, so a path is written once, as
 * Fastify reads it (`/products/:category/:slug`). A literal part wins over a
 * parameter at the same place (`/products/all/filters` before
 * `/products/:category/:slug`); a trailing slash is allowed.
 */
export class RouteTable<T> {
	private readonly routes: CompiledRoute<T>[] = [];

	add(path: string, value: T): this {
		const parts = pathParts(path);
		const route = { value, parts, literals: parts.filter((part) => !part.startsWith(":")).length };
		const at = this.routes.findIndex((other) => other.literals < route.literals);
		if (at === -1) this.routes.push(route);
		else this.routes.splice(at, 0, route);
		return this;
	}

	/** The route a path (without query) matches, with its parameters decoded; null when none does. */
	match(pathname: string): { value: T; params: Record<string, string> } | null {
		const parts = pathParts(pathname);
		for (const route of this.routes) {
			if (route.parts.length !== parts.length) continue;
			const params: Record<string, string> = {};
			let matched = true;
			for (let index = 0; index < parts.length; index += 1) {
				const want = route.parts[index] as string;
				const part = parts[index] as string;
				if (want.startsWith(":")) {
					if (part === "") {
						matched = false;
						break;
					}
					params[want.slice(1)] = decodePart(part);
				} else if (want !== part) {
					matched = false;
					break;
				}
			}
			if (matched) return { value: route.value, params };
		}
		return null;
	}
}

/** A parameter as a router decodes it: a part that is not valid %-encoding is taken as it is. */
function decodePart(part: string): string {
	try {
		return decodeURIComponent(part);
	} catch {
		return part;
	}
}

// built on first use, so that a bundle which never matches a page (the web app's: its router has its own
// table) carries no RouteTable: a table filled at module level would be kept for its side effects
let webRoutes: RouteTable<WebRoute> | undefined;

/** The route a path (without query) belongs to, or null when it is not a page of the web app. */
export function matchWebRoute(pathname: string): WebRoute | null {
	if (!webRoutes) {
		webRoutes = new RouteTable<WebRoute>();
		for (const [name, route] of Object.entries(WEB_ROUTES) as [WebRoute, string][]) webRoutes.add(route, name);
	}
	return webRoutes.match(pathname)?.value ?? null;
}

/** The product page of a product: /products/{category}/{slug}. */
export function productHref(category: string, slug: string): string {
	return `/products/${encodeURIComponent(category.toLowerCase())}/${encodeURIComponent(slug)}`;
}

/** Builds a listing URL for the category bar, home tiles and breadcrumbs. */
export function listingHref(params: { category?: string; subcategory?: string; age?: string; brand?: string }): string {
	const query = new URLSearchParams();
	if (params.category) query.set("category", params.category);
	if (params.subcategory) query.set("subcategory", params.subcategory);
	if (params.age) query.set("age", params.age);
	if (params.brand) query.set("brand", params.brand);
	const text = query.toString();
	return text ? `/products?${text}` : "/products";
}

/** The heading of a listing: "Girls – Frocks & Dresses", "Girls", or "All Products". */
export function listingTitle(params: { category?: string | undefined; subcategory?: string | undefined }): string {
	const parts = [params.category, params.subcategory].filter((part): part is string => Boolean(part?.trim()));
	return parts.length > 0 ? parts.join(" – ") : catalogMessages.allProducts;
}

/** A URL-safe slug for product names: "Girls' Floral Frock" → "girls-floral-frock". */
export function slugify(text: string): string {
	return text
		.normalize("NFKD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/&/g, " and ")
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 120);
}

/** The page that pays for an online order, where the payment gateway sends the shopper back. */
export function paymentHref(orderId: number): string {
	return `/checkout/payment/${orderId}`;
}
