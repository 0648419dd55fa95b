import {
	apiErrorSchema,
	idSchema,
	orderIdParamsSchema,
	orderReturnsResponseSchema,
	returnPhotoResponseSchema,
	returnRequestSchema,
	returnResponseSchema,
	returnsMessages,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import {
	acceptPictureBodies,
	pictureBody,
	pictureUploadRouteOptions,
	storeUploadedImage,
} from "../../lib/uploaded-image.ts";
import { transaction } from "../../modules/events/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { perUser } from "../../plugins/rate-limit.ts";
import { orderReturns, requestReturn, returnViewIn } from "../../workflows/request-return.ts";
import { cancelOwnReturnIn } from "../../workflows/run-return.ts";
import { currentUser } from "../caller.ts";
import { idempotencyKey } from "./orders.routes.ts";

const errors = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
	422: apiErrorSchema,
};

/** A shopper's photo of a returned item: at most 5 MB. */
const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;

/** Returns and size exchanges after delivery (issue 24, decision 047). */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
	acceptPictureBodies(app);

	app.post(
		"/orders/:order_id/returns",
		{
			onRequest: app.authenticate,
			config: { rateLimit: perUser({ max: 20, timeWindow: "1 minute" }) },
			schema: {
				tags: ["orders"],
				summary: "Return or exchange items of the caller's delivered order",
				description: [
					"`items: [{order_item_id, quantity, reason, exchange_variant_id?}]`, `address_id` (the pickup address, from the",
					"address book), `refund_to`: `source` (the original payment) or `credit` (Pitara Credit); a cash on delivery order",
					"takes `credit` or `bank` with `payout_to` (UPI ID or account and IFSC; staff record the transfer's UTR).",
					"`reason`: too_small, too_big, damaged, wrong_item, did_not_like; damaged and wrong_item need 1–3 `photos`,",
					"`variant_id`: a replacement an exchange sent for the line, returned again within its own window (GET …/returns",
					"lists them as the line's `replacements`; NO_REPLACEMENT when not held; not exchanged again).",
					"each the `photo` POST /api/returns/photos answered. `exchange_variant_id`: another size or colour of the same",
					"product at the same price and in stock (GET …/returns lists them); its unit is reserved at once, and a line",
					"exchanged gives no refund. A line's refund is its price less its promo share (fees never come back with a",
					"return); the money moves when the shop has inspected the item. A pincode without pickup answers `self_ship`:",
					"the shopper sends the parcel and is credited the courier fee. Answers the return with its number (R…) and",
					"timeline. Errors: another shopper's order → 404; not delivered → 409 NOT_DELIVERED; a line not on the order,",
					"a quantity above what is left, outside the window (RETURN_WINDOW_CLOSED), not returnable (NOT_RETURNABLE), an",
					"exchange to another product, another price (EXCHANGE_OTHER_PRICE) or no stock, missing photos → 400 with the",
					"field; two returns racing for the last unit: one wins, the other → 409 QUANTITY_TOO_HIGH. Send an",
					"`Idempotency-Key`: the same key and body answer the first return (200); another body → 422.",
				].join("\n"),
				security: bearer,
				params: orderIdParamsSchema,
				body: returnRequestSchema,
				response: { 200: returnResponseSchema, 201: returnResponseSchema, ...errors },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			const body = request.body;
			const result = await requestReturn(app, {
				orderId: request.params.order_id,
				userId: user.id,
				actorName: user.fullName,
				items: body.items.map((i) => ({
					orderItemId: i.order_item_id,
					quantity: i.quantity,
					reason: i.reason,
					...(i.exchange_variant_id === undefined ? {} : { exchangeVariantId: i.exchange_variant_id }),
					...(i.variant_id === undefined ? {} : { variantId: i.variant_id }),
				})),
				addressId: body.address_id,
				refundTo: body.refund_to,
				payoutTo: body.payout_to ?? null,
				photos: body.photos ?? [],
				idempotencyKey: idempotencyKey(request),
				mediaDir: app.config.MEDIA_DIR,
			});
			// the summary in the page's language, as the order page's list of returns words it (decision 072)
			const language = requestLanguage(request);
			return reply.code(result.created ? 201 : 200).send({
				status: true as const,
				message: returnsMessages.requested(result.view.number),
				response: language === "en" ? result.view : await returnViewIn(app.db, result.view.return_id, language),
			});
		},
	);

	app.post(
		"/orders/:order_id/returns/:return_id/cancel",
		{
			onRequest: app.authenticate,
			config: { rateLimit: perUser({ max: 20, timeWindow: "1 minute" }) },
			schema: {
				tags: ["orders"],
				summary: "Cancel the caller's own return while nothing has left them",
				description: [
					"Allowed while the return is Requested, Approved or Pickup scheduled and its pickup parcel has not been",
					"picked up: a booked pickup is cancelled (at the courier through the outbox), the units can be returned",
					"again and an exchange's held size goes back on sale; the shopper is texted. Once the item is picked up,",
					"received or the return is finished → 409 RETURN_STATE with the reason. Another shopper's return, or a",
					"return of another order → 404 RETURN_NOT_FOUND. A repeat of a done cancellation → 409.",
				].join("\n"),
				security: bearer,
				params: orderIdParamsSchema.extend({ return_id: idSchema }),
				response: { 200: returnResponseSchema, ...errors },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const result = await transaction(app.db, (tx) =>
				cancelOwnReturnIn(tx, {
					orderId: request.params.order_id,
					returnId: request.params.return_id,
					userId: user.id,
					name: user.fullName,
				}),
			);
			const language = requestLanguage(request);
			return {
				status: true as const,
				message: returnsMessages.cancelledReturn(result.view.number),
				response: language === "en" ? result.view : await returnViewIn(app.db, result.view.return_id, language),
			};
		},
	);

	app.get(
		"/orders/:order_id/returns",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "The caller's order's returns (with their timelines) and what each line may still do",
				description:
					"`returns`: each with its number, status, lines, refund and timeline (Requested → Approved → Pickup scheduled → Picked up → Refunded or Exchanged, or Rejected with the reason). `lines`: per `order_item_id` the product's return policy in words, `return_until` (the end of its window, ISO; null when not returnable or not delivered), the units that can be returned now, why none can, and the sizes it can be exchanged for (same product, same price, in stock). `?lang=hi` words each line's policy and refusal and each return's summary in Hindi (decision 072).",
				security: bearer,
				params: orderIdParamsSchema,
				response: { 200: orderReturnsResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			reply.header("cache-control", "private, no-store");
			const language = requestLanguage(request);
			return {
				status: true as const,
				response: await orderReturns(app.db, request.params.order_id, user.id, new Date(), language),
			};
		},
	);

	app.post(
		"/returns/photos",
		{
			...pictureUploadRouteOptions,
			bodyLimit: MAX_RETURN_PHOTO_BYTES + 1024 * 1024,
			onRequest: app.authenticate,
			config: { rateLimit: perUser({ max: 20, timeWindow: "10 minutes" }) },
			schema: {
				tags: ["orders"],
				summary: "Upload a photo of an item to return (JPEG, PNG or WebP, at most 5 MB); answers its `photo`",
				description:
					"Send the file itself as the body (`Content-Type: image/jpeg`, `image/png`, `image/webp` or `application/octet-stream`); the content decides, not the type or name. Another file → 400 NOT_AN_IMAGE; over 5 MB → 413. Name the answered `photo` in the return's `photos`.",
				security: bearer,
				response: { 201: returnPhotoResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
			},
		},
		async (request, reply) => {
			currentUser(request);
			const bytes = pictureBody(request.body);
			if (bytes.length > MAX_RETURN_PHOTO_BYTES) {
				throw new AppError(413, "IMAGE_TOO_LARGE", returnsMessages.photoTooLarge);
			}
			const photo = await storeUploadedImage(app.config.MEDIA_DIR, "returns", bytes);
			return reply.code(201).send({ status: true as const, response: { photo } });
		},
	);
};
