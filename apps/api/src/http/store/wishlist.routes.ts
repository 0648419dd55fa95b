import {
	apiErrorSchema,
	MAX_WISHLIST_ITEMS,
	messages,
	wishlistFetchRequestSchema,
	wishlistItemRequestSchema,
	wishlistResponseSchema,
	wishlistToggleResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fetchWishlist, toggleWishlist } from "../../modules/wishlist/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { owner } from "../caller.ts";

/** The caller's wishlist (SPEC.md §7 /product/wishlist and /products/wishlist/fetch). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/products/wishlist/fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["wishlist"],
				summary: "The caller's wishlist, newest first",
				description: [
					"`user_id` (or `userId`) is optional; when sent it must be the caller's (403 otherwise). `product_id` is the",
					"variant's id, `parent_product_id` its product's; `rating` is the product's real average and review count.",
					"A withdrawn or sold-out variant stays listed with `available: false` and a `problem` text.",
				].join("\n"),
				security: bearer,
				body: wishlistFetchRequestSchema,
				response: { 200: wishlistResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body);
			reply.header("cache-control", "no-store");
			return { status: true as const, response: await fetchWishlist(app.db, user.id) };
		},
	);

	app.post(
		"/product/wishlist",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["wishlist"],
				summary: "Add a variant to the caller's wishlist, or remove it when it is there",
				description: [
					"Toggles and answers which way: 'Added to wishlist' with `wishlisted: true` or 'Removed from wishlist'",
					"with `wishlisted: false`. Concurrent toggles of one shopper run one after the other, so two quick taps",
					`add and remove, never leaving two entries or an error. At most ${MAX_WISHLIST_ITEMS} entries (409`,
					"WISHLIST_LIMIT); a withdrawn variant can be removed but not added (409 ITEM_UNAVAILABLE).",
				].join("\n"),
				security: bearer,
				body: wishlistItemRequestSchema,
				response: {
					200: wishlistToggleResponseSchema,
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
			const { wishlisted } = await toggleWishlist(app.db, user.id, request.body.product_id);
			return {
				status: true as const,
				message: wishlisted ? messages.cart.wishlistAdded : messages.cart.wishlistRemoved,
				response: { product_id: request.body.product_id, wishlisted },
			};
		},
	);
};
