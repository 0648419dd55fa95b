import {
	addToCartRequestSchema,
	addToCartResponseSchema,
	apiErrorSchema,
	cartFetchRequestSchema,
	cartResponseSchema,
	MAX_CART_LINES,
	MAX_LINE_QUANTITY,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { setQuantity } from "../../modules/cart/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { cartWithOffer } from "../../workflows/cart-with-offer.ts";
import { owner } from "../caller.ts";

/** The caller's cart (SPEC.md §7 /products/addtocart/fetch and /product/addtocart). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/products/addtocart/fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["cart"],
				summary: "The caller's cart, with what it costs",
				description: [
					"`userId` (or `user_id`) is optional; when sent it must be the caller's (403 otherwise).",
					"Lines come newest first. `cart_id` and `cart_product_id` are both the line's id; `product_id` is the",
					"variant's id and `parent_product_id` its product's. A line whose variant was withdrawn, sold out or has",
					"fewer left than its quantity stays in the cart with `available: false` and a `problem` text; it is left",
					"out of `summary`, which the shared pricing module computes (rupees: delivery ₹50 up to a ₹500 subtotal,",
					"free above), with the automatic promo the lines get (`summary.promo`, already in `total`; decision 067).",
					"`count` is the total quantity of every line (the header badge).",
				].join("\n"),
				security: bearer,
				body: cartFetchRequestSchema,
				response: { 200: cartResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body);
			const cart = await cartWithOffer(app.db, user.id);
			reply.header("cache-control", "no-store");
			return { status: true as const, response: cart.items, summary: cart.summary, count: cart.count };
		},
	);

	app.post(
		"/product/addtocart",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["cart"],
				summary: "Set how many of a variant are in the caller's cart (0 removes it)",
				description: [
					"`product_id` is the variant's id; `quantity` is the line's new, absolute quantity: a JSON number,",
					`whole, from 0 to ${MAX_LINE_QUANTITY} (400 otherwise). 0 removes the line. More than the variant has in stock`,
					"is refused with 409 INSUFFICIENT_STOCK and a message saying how many are left; a withdrawn variant with",
					`409 ITEM_UNAVAILABLE; an unknown one with 404. A cart holds at most ${MAX_CART_LINES} different variants`,
					"(409 CART_LIMIT). Answers the line as it is now (null when removed) and the cart's total quantity.",
				].join("\n"),
				security: bearer,
				body: addToCartRequestSchema,
				response: {
					200: addToCartResponseSchema,
					400: apiErrorSchema,
					401: apiErrorSchema,
					403: apiErrorSchema,
					404: apiErrorSchema,
					409: apiErrorSchema,
				},
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const change = await setQuantity(app.db, user.id, request.body.product_id, request.body.quantity);
			return {
				status: true as const,
				message: change.message,
				response: {
					item: change.item,
					quantity: change.quantity,
					created: change.created,
					cart_count: change.cartCount,
				},
			};
		},
	);
};
