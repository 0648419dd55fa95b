import { MAX_LINE_QUANTITY, productHref } from "@pitara/shared";
import type { FastifyPluginAsync } from "fastify";
import { acceptFormBodies, backWithNotice, formPage, toLogin, wholeField } from "../../lib/form-posts.ts";
import { FORM_PATH, userOfCookie } from "../../modules/accounts/index.ts";
import { addLineOnce } from "../../modules/cart/index.ts";
import { findVariantLines } from "../../modules/catalog/index.ts";

/**
 * POST /form/cart: the product page's Add to Cart as a plain HTML form, for a
 * tap that comes before the page's JavaScript has run (decision 026). Fields
 * `product_id` (the variant) and `quantity` (1 to MAX_LINE_QUANTITY). The
 * shopper is the session cookie's; a visitor goes to the login page, which
 * brings them back. Answers a 303 back to the page with the outcome as a
 * notice; once the page has hydrated the button calls the JSON API instead.
 */
export const cartForms: FastifyPluginAsync = async (app) => {
	acceptFormBodies(app);
	const secure = app.config.PUBLIC_URL.startsWith("https:");

	app.post(`${FORM_PATH}/cart`, { schema: { hide: true } }, async (request, reply) => {
		const variantId = wholeField(request.body, "product_id", 1, 2_147_483_647);
		const quantity = wholeField(request.body, "quantity", 1, MAX_LINE_QUANTITY);
		const variant = variantId === null ? undefined : (await findVariantLines(app.db, [variantId])).get(variantId);
		const page = formPage(request, variant ? productHref(variant.category, variant.slug) : "/");
		const user = await userOfCookie(app.db, request, reply, secure);
		if (!user) return toLogin(reply, page, "cart");
		if (!variant || variantId === null) return backWithNotice(reply, page, "not-found");
		if (quantity === null) return backWithNotice(reply, page, "quantity");
		const result = await addLineOnce(app.db, user.id, variantId, quantity);
		if (result.outcome === "added") return backWithNotice(reply, page, "cart-added");
		if (result.outcome === "kept") return backWithNotice(reply, page, "cart-kept");
		if (result.outcome === "stock") return backWithNotice(reply, page, `stock-${result.left}`);
		if (result.outcome === "cart-limit") return backWithNotice(reply, page, `cart-limit-${result.max}`);
		return backWithNotice(reply, page, result.outcome);
	});
};
