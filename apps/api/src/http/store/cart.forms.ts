import { MAX_LINE_QUANTITY, productHref } from "@pitara/shared";
import type { FastifyPluginAsync } from "fastify";
import { acceptFormBodies, backWithNotice, formPage, toLogin, wholeField } from "../../lib/form-posts.ts";
import { FORM_PATH, userOfCookie } from "../../modules/accounts/index.ts";
import { addLineOnce } from "../../modules/cart/index.ts";
import { findVariantLines, type VariantLineRow, variantIdsOfProduct } from "../../modules/catalog/index.ts";

/**
 * POST /form/cart: the product page's Add to Cart as a plain HTML form, for a
 * tap that comes before the page's JavaScript has run (decision 026). Fields
 * `product_id` (the variant) and `quantity` (1 to MAX_LINE_QUANTITY). The
 * shopper is the session cookie's; a visitor goes to the login page, which
 * brings them back. Answers a 303 back to the page with the outcome as a
 * notice; once the page has hydrated the button calls the JSON API instead.
 * The page's size and colour radios belong to the form too (`size`, `color`):
 * a size tapped before hydration is the one added, and the page comes back
 * showing it (`?variant=`).
 */
export const cartForms: FastifyPluginAsync = async (app) => {
	acceptFormBodies(app);
	const secure = app.config.PUBLIC_URL.startsWith("https:");

	/** The variant of `shown`'s product in the form's size and colour (as the page's picker picks), else `shown`. */
	const chosenVariant = async (shown: VariantLineRow, body: unknown): Promise<VariantLineRow> => {
		const field = (name: string) => {
			const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
			return typeof value === "string" && value.length <= 100 ? value : undefined;
		};
		const size = field("size") ?? shown.size;
		const color = field("color") ?? shown.color;
		if (size === shown.size && color === shown.color) return shown;
		const siblings = [...(await findVariantLines(app.db, await variantIdsOfProduct(app.db, shown.productId))).values()]
			.filter((line) => line.active)
			.sort((a, b) => a.variantId - b.variantId);
		const sameSize = siblings.filter((line) => line.size === size);
		return (
			sameSize.find((line) => line.color === color) ?? sameSize.find((line) => line.stock > 0) ?? sameSize[0] ?? shown
		);
	};

	app.post(`${FORM_PATH}/cart`, { schema: { hide: true } }, async (request, reply) => {
		const shownId = wholeField(request.body, "product_id", 1, 2_147_483_647);
		const quantity = wholeField(request.body, "quantity", 1, MAX_LINE_QUANTITY);
		const shown = shownId === null ? undefined : (await findVariantLines(app.db, [shownId])).get(shownId);
		const variant = shown ? await chosenVariant(shown, request.body) : undefined;
		const variantId = variant ? variant.variantId : null;
		const page = formPage(request, variant ? productHref(variant.category, variant.slug) : "/");
		if (variant && variant.variantId !== shownId) page.searchParams.set("variant", String(variant.variantId));
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
