import { productHref } from "@pitara/shared";
import type { FastifyPluginAsync } from "fastify";
import { acceptFormBodies, backWithNotice, formPage, toLogin, wholeField } from "../../lib/form-posts.ts";
import { FORM_PATH, userOfCookie } from "../../modules/accounts/index.ts";
import { findVariantLines } from "../../modules/catalog/index.ts";
import { keepInWishlist } from "../../modules/wishlist/index.ts";

/**
 * POST /form/wishlist: the heart as a plain HTML form, for a tap that comes
 * before the page's JavaScript has run (decision 026). Field `product_id` (the
 * variant). The shopper is the session cookie's; a visitor goes to the login
 * page (SPEC.md §4: 'Please login to manage wishlist'), which brings them
 * back. Answers a 303 back to the page with the outcome as a notice.
 */
export const wishlistForms: FastifyPluginAsync = async (app) => {
	acceptFormBodies(app);
	const secure = app.config.PUBLIC_URL.startsWith("https:");

	app.post(`${FORM_PATH}/wishlist`, { schema: { hide: true } }, async (request, reply) => {
		const variantId = wholeField(request.body, "product_id", 1, 2_147_483_647);
		const variant = variantId === null ? undefined : (await findVariantLines(app.db, [variantId])).get(variantId);
		const page = formPage(request, variant ? productHref(variant.category, variant.slug) : "/");
		const user = await userOfCookie(app.db, request, reply, secure);
		if (!user) return toLogin(reply, page, "wishlist");
		if (!variant || variantId === null) return backWithNotice(reply, page, "not-found");
		const result = await keepInWishlist(app.db, user.id, variantId);
		if (result.outcome === "wishlist-limit") return backWithNotice(reply, page, `wishlist-limit-${result.max}`);
		return backWithNotice(reply, page, result.outcome);
	});
};
