import { FORM_NOTICE_PARAM, type FormNoticeCode } from "@pitara/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * What the shop's HTML forms (POST /form/*: Add to Cart and the heart tapped
 * before the page's JavaScript ran, decision 026) have in common: a body in
 * `application/x-www-form-urlencoded`, a guard against cross-site posts, and
 * an answer that is a 303 back to the page with a notice in its URL.
 */

/** Parses urlencoded bodies (fields as strings, the last of a repeated name) in the scope of the forms' routes. */
export function acceptFormBodies(app: FastifyInstance): void {
	app.addContentTypeParser(
		"application/x-www-form-urlencoded",
		{ parseAs: "string", bodyLimit: 4096 },
		(_request, body, done) => {
			done(null, Object.fromEntries(new URLSearchParams(body as string)));
		},
	);
	// every form of this scope is refused (403) unless posted from one of the shop's own pages
	app.addHook("onRequest", async (request, reply) => {
		if (fromOurPage(request, app.config.PUBLIC_URL)) return;
		return reply
			.code(403)
			.type("text/plain; charset=utf-8")
			.send("This form can only be sent from the shop's own pages.");
	});
}

/**
 * Whether a form post comes from one of the shop's own pages. The forms carry
 * the session in a SameSite=Lax cookie, which browsers already keep off
 * cross-site POSTs; this is the second lock, for browsers and set-ups where
 * that is not enough (a sibling subdomain is "same-site"): `Sec-Fetch-Site`
 * must say same-origin (every current browser sends it); a browser that does
 * not send it must send an `Origin` that is exactly PUBLIC_URL's origin or
 * this request's own — scheme, host and port, as a browser serialises an
 * origin (another port or scheme on the same host is another site: issue 22).
 * With neither, the post is refused.
 */
export function fromOurPage(request: FastifyRequest, publicUrl: string): boolean {
	const site = request.headers["sec-fetch-site"];
	if (typeof site === "string") return site === "same-origin";
	const origin = request.headers.origin;
	if (typeof origin !== "string" || origin === "" || origin === "null") return false;
	return origin === originOf(publicUrl) || origin === originOf(`${request.protocol}://${request.host}`);
}

/** The origin of a URL as a browser sends it (`https://shop.example.in`, the default port left out); "" if none. */
function originOf(url: string): string {
	try {
		const { origin } = new URL(url);
		return origin === "null" ? "" : origin;
	} catch {
		return "";
	}
}

/**
 * The page the form was posted from (its `Referer`, when it is a page of this
 * host), else `fallback`: a path on this site, never another site's URL. A
 * notice the page carried from an earlier post is dropped.
 */
export function formPage(request: FastifyRequest, fallback: string): URL {
	const base = `http://${request.hostname || "shop.invalid"}`;
	let page = new URL(fallback, base);
	const referer = request.headers.referer;
	if (typeof referer === "string") {
		try {
			const from = new URL(referer);
			if (from.hostname === request.hostname && from.pathname.startsWith("/") && !from.pathname.startsWith("//")) {
				page = new URL(`${from.pathname}${from.search}`, base);
			}
		} catch {
			// not a URL: the fallback
		}
	}
	page.searchParams.delete(FORM_NOTICE_PARAM);
	return page;
}

/** 303 to the page with the notice in its URL (`?notice=`), which the page shows at its top. */
export function backWithNotice(reply: FastifyReply, page: URL, notice: FormNoticeCode): FastifyReply {
	const to = new URL(page);
	to.searchParams.set(FORM_NOTICE_PARAM, notice);
	return reply.header("cache-control", "no-store").redirect(`${to.pathname}${to.search}`, 303);
}

/** Why a form sent a visitor to log in: the login page shows SPEC's words for it (`?reason=`). */
export type LoginReason = "cart" | "wishlist" | "stock-alert";

/** 303 to the login page, which brings the shopper back to the page afterwards (SPEC.md §4: log in to add). */
export function toLogin(reply: FastifyReply, page: URL, reason?: LoginReason): FastifyReply {
	const back = `${page.pathname}${page.search}`;
	const why = reason ? `&reason=${reason}` : "";
	return reply.header("cache-control", "no-store").redirect(`/login?redirect=${encodeURIComponent(back)}${why}`, 303);
}

/** A field of a form body that must be a whole number from min to max; null otherwise. */
export function wholeField(body: unknown, name: string, min: number, max: number): number | null {
	const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
	if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
	const n = Number(value);
	return n >= min && n <= max ? n : null;
}
