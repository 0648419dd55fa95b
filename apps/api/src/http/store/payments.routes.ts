import {
	apiErrorSchema,
	formatPaise,
	giftCardCheckRequestSchema,
	giftCardCheckResponseSchema,
	messages,
	paiseToRupees,
	startPaymentRequestSchema,
	startPaymentResponseSchema,
	verifyPaymentRequestSchema,
	verifyPaymentResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { transaction } from "../../modules/events/index.ts";
import {
	applyRefundWebhook,
	checkGiftCard,
	findPaymentByGatewayOrder,
	gatewayFor,
	invalidSignature,
	RazorpayGateway,
	verifyWebhookSignature,
} from "../../modules/payments/index.ts";
import { bearer, errorResponses } from "../../plugins/docs.ts";
import { perIpHook, perUser } from "../../plugins/rate-limit.ts";
import { applyPaymentOutcome, verifyPaymentReturn } from "../../workflows/confirm-payment.ts";
import { startPaymentOfUser } from "../../workflows/start-payment.ts";
import { currentUser } from "../caller.ts";
import { keepRawJsonBody, rawBodyOf } from "../raw-body.ts";

const razorpayWebhookSchema = z.looseObject({
	event: z.string(),
	payload: z
		.looseObject({
			payment: z
				.looseObject({
					entity: z.looseObject({ id: z.string(), order_id: z.string().nullable().optional(), status: z.string() }),
				})
				.optional(),
			refund: z
				.looseObject({
					entity: z.looseObject({ id: z.string(), receipt: z.string().nullable().optional(), status: z.string() }),
				})
				.optional(),
		})
		.optional(),
});

/**
 * Gift card balances, payment attempts for online orders and the gateway's
 * results (DESIGN.md §2 "Payments"). The sweep that releases the stock of
 * unpaid online orders whose window has closed is a job (jobs/).
 */
/** POST /api/payment/verify: a shopper retrying a payment a few times stays far below these. */
export const PAYMENT_VERIFY_RATE_LIMITS = {
	perUser: { max: 20, timeWindow: "1 minute" },
	perIp: { max: 60, timeWindow: "1 minute" },
} as const;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/giftcard/check",
		{
			onRequest: app.authenticate,
			config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
			schema: {
				tags: ["payments"],
				summary: "A gift card's balance (codes are case-insensitive)",
				description:
					"404 GIFT_CARD_NOT_FOUND for an unknown code; 409 GIFT_CARD_USED_UP, GIFT_CARD_EXPIRED or GIFT_CARD_INACTIVE. Each counts towards the caller's lockout: after 5 codes that did not work in 15 minutes, here or at order creation, 429 GIFT_CARD_LOCKED.",
				security: bearer,
				body: giftCardCheckRequestSchema,
				response: { 200: giftCardCheckResponseSchema, ...errorResponses, 429: apiErrorSchema },
			},
		},
		async (request) => {
			const card = await checkGiftCard(app.db, currentUser(request).id, request.body.code);
			return {
				status: true as const,
				message: messages.giftCard.balance(formatPaise(card.balance)),
				response: {
					code: card.code,
					balance: paiseToRupees(card.balance),
					expires_at: card.expiresAt ? card.expiresAt.toISOString() : null,
				},
			};
		},
	);

	app.post(
		"/payment/start",
		{
			onRequest: [app.authenticate, perIpHook(app, "payment-start", { max: 30, timeWindow: "1 minute" })],
			config: { rateLimit: perUser({ max: 10, timeWindow: "1 minute" }) },
			schema: {
				tags: ["payments"],
				summary: "A payment attempt for the caller's unpaid online order (a retry after a failure)",
				description:
					"The open attempt when there is one, else a new one at the gateway; at most 10 per order, then 409 TOO_MANY_PAYMENT_ATTEMPTS. At most 10 requests a minute per shopper and 30 per address (429).",
				security: bearer,
				body: startPaymentRequestSchema,
				response: { 200: startPaymentResponseSchema, ...errorResponses, 429: apiErrorSchema, 502: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const payment = await startPaymentOfUser(app, user, request.body.order_id);
			return { status: true as const, response: payment };
		},
	);

	app.post(
		"/payment/verify",
		{
			// each call may ask the gateway (Razorpay's API) about the payment: 20 a minute per shopper, 60 per network
			onRequest: [app.authenticate, perIpHook(app, "payment-verify", PAYMENT_VERIFY_RATE_LIMITS.perIp)],
			config: { rateLimit: perUser(PAYMENT_VERIFY_RATE_LIMITS.perUser) },
			schema: {
				tags: ["payments"],
				summary: "The gateway's signed result of a payment attempt, brought back by the browser",
				description: [
					"`signature` = HMAC-SHA256(gateway_order_id + '|' + gateway_payment_id) with the gateway's secret, as",
					"Razorpay's checkout signs it (the test gateway signs a failure too). A wrong or missing signature → 400",
					"INVALID_SIGNATURE and nothing changes. A payment that arrives after the order was cancelled is refunded",
					"(409 PAYMENT_LATE). With Razorpay the payment must also be captured there (an authorized one is captured",
					"first); one that is not → 409 PAYMENT_NOT_CAPTURED and the order stays unpaid.",
				].join("\n"),
				security: bearer,
				body: verifyPaymentRequestSchema,
				response: { 200: verifyPaymentResponseSchema, ...errorResponses, 502: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const result = await verifyPaymentReturn(app, request.log, user.id, request.body);
			const paid = result.order.paymentStatus === "Paid";
			return {
				status: true as const,
				message:
					result.kind === "duplicate"
						? messages.payment.alreadyPaid
						: paid
							? messages.payment.paid
							: messages.payment.failed,
				response: {
					order_id: result.order.id,
					payment_status: result.order.paymentStatus,
					orderStatus: result.order.status,
					can_pay: result.canPay,
				},
			};
		},
	);

	// Razorpay's webhook: the signature covers the raw body, so this scope keeps it
	await app.register(async (plain) => {
		const scope = plain.withTypeProvider<ZodTypeProvider>();
		keepRawJsonBody(scope);
		scope.post(
			"/payment/razorpay/webhook",
			{
				schema: {
					tags: ["payments"],
					summary:
						"Razorpay's webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed), verified by X-Razorpay-Signature",
					body: razorpayWebhookSchema,
					response: { 200: z.object({ status: z.literal(true) }), 400: apiErrorSchema, 404: apiErrorSchema },
				},
			},
			async (request) => {
				const gateway = await gatewayFor(app);
				if (!(gateway instanceof RazorpayGateway)) throw notFound();
				const raw = rawBodyOf(request);
				const signature = request.headers["x-razorpay-signature"];
				if (!verifyWebhookSignature(raw, typeof signature === "string" ? signature : null, gateway.webhookSecret)) {
					throw invalidSignature();
				}
				// refund.processed / refund.failed settle an order_refunds row; a replay or a late one changes nothing twice
				const refund = request.body.payload?.refund?.entity;
				if (refund && (request.body.event === "refund.processed" || request.body.event === "refund.failed")) {
					await transaction(app.db, (tx) => applyRefundWebhook(tx, request.body.event as "refund.processed", refund));
					return { status: true as const };
				}
				const entity = request.body.payload?.payment?.entity;
				const outcome =
					request.body.event === "payment.failed"
						? "failed"
						: request.body.event === "payment.captured" || request.body.event === "order.paid"
							? "paid"
							: null;
				if (!entity?.order_id || !outcome) return { status: true as const };
				const attempt = await findPaymentByGatewayOrder(app.db, "razorpay", entity.order_id);
				if (attempt) await applyPaymentOutcome(app, request.log, attempt.id, outcome, entity.id);
				return { status: true as const };
			},
		);
	});
};
