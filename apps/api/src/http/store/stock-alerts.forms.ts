import { productHref } from "@pitara/shared";
import type { FastifyPluginAsync } from "fastify";
import { acceptFormBodies, backWithNotice, formPage, toLogin, wholeField } from "../../lib/form-posts.ts";
import { FORM_PATH, userOfCookie } from "../../modules/accounts/index.ts";
import { findVariantLines } from "../../modules/catalog/index.ts";
import { subscribeToStock } from "../../modules/messaging/index.ts";

/**
 * POST /form/stock-alert: "Notify me" on a sold-out size, a plain HTML form that works with or without the
 * page's JavaScript (decision 026; the product page's code stays as small as it is). Field `product_id` (the
 * variant). The shopper is the session cookie's (their phone is the one messaged); a visitor goes to the
 * login page, which confirms their phone with a one-time code and brings them back. Answers a 303 back to
 * the page with a notice. GET /s/:variantId is the short link an alert's SMS carries (DLT allows 30
 * characters a variable): a redirect to the variant on its product page.
 */
export const stockAlertForms: FastifyPluginAsync = async (app) => {
	acceptFormBodies(app);
	const secure = app.config.PUBLIC_URL.startsWith("https:");

	app.post(`${FORM_PATH}/stock-alert`, { schema: { hide: true } }, async (request, reply) => {
		const variantId = wholeField(request.body, "product_id", 1, 2_147_483_647);
		const variant = variantId === null ? undefined : (await findVariantLines(app.db, [variantId])).get(variantId);
		const page = formPage(request, variant ? productHref(variant.category, variant.slug) : "/");
		if (variant) page.searchParams.set("variant", String(variant.variantId));
		const user = await userOfCookie(app.db, request, reply, secure);
		if (!user) return toLogin(reply, page, "stock-alert");
		if (!variant?.active) return backWithNotice(reply, page, "not-found");
		// back in stock already: the page shows it with Add to Cart
		if (variant.stock > 0)
			return reply.header("cache-control", "no-store").redirect(`${page.pathname}${page.search}`, 303);
		await subscribeToStock(app.db, { variantId: variant.variantId, phone: user.phone, userId: user.id });
		return backWithNotice(reply, page, "stock-alert");
	});
};

/** GET /s/:variantId, the short link of an alert's SMS (outside the forms' scope, whose hook guards every request). */
export const shortLinks: FastifyPluginAsync = async (app) => {
	app.get<{ Params: { variantId: string } }>("/s/:variantId", { schema: { hide: true } }, async (request, reply) => {
		const id = /^\d{1,9}$/.test(request.params.variantId) ? Number(request.params.variantId) : null;
		const variant = id === null ? undefined : (await findVariantLines(app.db, [id])).get(id);
		if (!variant) return reply.redirect("/", 302);
		return reply.redirect(`${productHref(variant.category, variant.slug)}?variant=${variant.variantId}`, 302);
	});
};
