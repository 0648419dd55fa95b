import {
	apiErrorSchema,
	messages,
	productIdParamsSchema,
	type Review,
	type Reviews,
	reviewRequestSchema,
	reviewSavedResponseSchema,
	reviewsResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { catalogueTags } from "../../lib/catalogue-changes.ts";
import { notFound } from "../../lib/errors.ts";
import { userNames } from "../../modules/accounts/index.ts";
import {
	type CatalogueRequest,
	findUserReview,
	listReviews,
	productExists,
	type ReviewRow,
	reviewSummary,
} from "../../modules/catalog/index.ts";
import { PRIVATE_CACHE_CONTROL } from "../../plugins/catalogue-cache.ts";
import { writeReview } from "../../workflows/write-review.ts";
import { currentUser } from "../caller.ts";
import { publicRead } from "../public-reads.ts";

/** "Asha Verma" → "Asha V.": enough to be a person, not enough to find them. */
export function reviewerName(fullName: string): string {
	const parts = fullName.trim().split(/\s+/).filter(Boolean);
	const first = parts[0] ?? "Shopper";
	const last = parts.length > 1 ? parts.at(-1) : undefined;
	return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

function toReview(row: ReviewRow, fullName: string, userId: number | undefined): Review {
	return {
		id: row.id,
		user: reviewerName(fullName),
		rating: row.rating,
		comment: row.comment,
		date: row.updatedAt.toISOString(),
		verified_buyer: row.verifiedBuyer,
		mine: row.userId === userId,
	};
}

/** A product's reviews as `userId` sees them (their own marked `mine`); 404 for a product no one may see. */
async function reviewsOf(
	db: Db,
	productId: number,
	userId: number | undefined,
): Promise<Reviews & { reviewerIds: number[] }> {
	if (!(await productExists(db, productId))) {
		throw notFound(messages.catalog.productNotFound, "PRODUCT_NOT_FOUND");
	}
	const [rows, summary, own] = await Promise.all([
		listReviews(db, productId),
		reviewSummary(db, productId),
		userId ? findUserReview(db, productId, userId) : Promise.resolve(null),
	]);
	// the reviewers' names are the accounts module's: one query for the whole page
	const names = await userNames(
		db,
		[...rows, ...(own ? [own] : [])].map((row) => row.userId),
	);
	const review = (row: ReviewRow) => toReview(row, names.get(row.userId) ?? "", userId);
	return {
		average: summary.average,
		count: summary.count,
		verified_count: summary.verifiedCount,
		reviews: rows.map(review),
		mine: own ? review(own) : null,
		reviewerIds: rows.map((row) => row.userId),
	};
}

/**
 * A visitor's answer, which is everyone's: kept by the catalogue cache under
 * its key until a review or the product changes. The GET route serves it to
 * a request without a session, and the server renderer reads it in-process
 * for a product page (declared once by its route, http/public-reads.ts), which therefore carries its reviews.
 */
export function visitorReviewsRequest(db: Db, productId: number): CatalogueRequest {
	return {
		key: `reviews ${productId}`,
		build: async () => {
			const { reviewerIds, ...response } = await reviewsOf(db, productId, undefined);
			return {
				body: JSON.stringify({ status: true, response }),
				tags: [catalogueTags.reviews(productId), ...reviewerIds.map(catalogueTags.reviewer)],
			};
		},
	};
}

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
	publicRead(app, {
		method: "GET",
		path: "/products/:productId/reviews",
		// a visitor's answer is everyone's: kept, with an ETag, until a review or the product changes; every render is
		// a visitor's, so the server renderer reads this one (a signed-in shopper's is fetched by the browser)
		vary: "accept-encoding, authorization",
		schema: {
			tags: ["catalog"],
			summary: "A product's reviews, average rating and count, and the caller's own review",
			params: productIdParamsSchema,
			response: { 200: reviewsResponseSchema, 404: apiErrorSchema },
		},
		read: ({ params }) => visitorReviewsRequest(app.db, params.productId),
		personal: async (request, reply) => {
			const userId = request.user?.id;
			if (userId === undefined) return undefined;
			// a shopper's answer marks their own review: never kept, by us or anyone on the way
			reply.header("cache-control", PRIVATE_CACHE_CONTROL).header("vary", "accept-encoding, authorization");
			const { productId } = productIdParamsSchema.parse(request.params);
			const { reviewerIds: _, ...response } = await reviewsOf(app.db, productId, userId);
			return { status: true as const, response };
		},
	});

	app.post(
		"/products/:productId/reviews",
		{
			onRequest: app.authenticate,
			config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
			schema: {
				tags: ["catalog"],
				summary: "Write or edit the caller's review of a product (one per shopper per product)",
				description:
					"`rating` a whole number from 1 to 5, `comment` non-blank text of at most 2000 characters, kept as text. Sending again replaces the shopper's earlier review.",
				params: productIdParamsSchema,
				body: reviewRequestSchema,
				response: { 200: reviewSavedResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const { productId } = request.params;
			if (!(await productExists(app.db, productId))) {
				throw notFound(messages.catalog.productNotFound, "PRODUCT_NOT_FOUND");
			}
			await writeReview(app.db, { productId, userId: user.id, ...request.body });
			const saved = await findUserReview(app.db, productId, user.id);
			if (!saved) throw new Error("the review just saved is missing");
			return {
				status: true as const,
				message: messages.catalog.reviewSubmitted,
				response: toReview(saved, user.fullName, user.id),
			};
		},
	);
};
