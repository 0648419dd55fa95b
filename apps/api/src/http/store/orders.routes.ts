import {
	apiErrorSchema,
	createOrderRequestSchema,
	createOrderResponseSchema,
	errorsMessages,
	invoiceResponseSchema,
	listOrdersRequestSchema,
	messages,
	orderIdRequestSchema,
	orderListResponseSchema,
	orderResponseSchema,
	paiseToRupees,
	taxDocumentPdfRequestSchema,
	trackingResponseSchema,
	validatePromoRequestSchema,
	validatePromoResponseSchema,
} from "@pitara/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, notFound } from "../../lib/errors.ts";
import { findUserById } from "../../modules/accounts/index.ts";
import { findVariantLines } from "../../modules/catalog/index.ts";
import { deliveryCharge } from "../../modules/delivery/index.ts";
import { taxDocumentPdfOf } from "../../modules/invoices/index.ts";
import {
	appliedPromo,
	assertFirstOrderBeforePlacing,
	choosePromo,
	findUsablePromo,
	findUserOrder,
	invoiceOf,
	ordersOfUser,
	orderView,
	promoAppliedText,
	promoName,
	toTrackingEntry,
	trackingOfOrder,
} from "../../modules/orders/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { perIpHook, perUser } from "../../plugins/rate-limit.ts";
import { changeOrderStatus } from "../../workflows/change-order-status.ts";
import { placeOrder } from "../../workflows/place-order.ts";
import { assertSelf, owner } from "../caller.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** `Idempotency-Key`: any printable text up to 128 characters (the web app sends a UUID per checkout attempt). */
export function idempotencyKey(request: FastifyRequest): string | null {
	const raw = request.headers["idempotency-key"];
	if (raw === undefined) return null;
	const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
	if (!/^[\x21-\x7e]{1,128}$/.test(value)) {
		throw badRequest(errorsMessages.idempotencyKey, [
			{ field: "Idempotency-Key", message: errorsMessages.idempotencyKeyField },
		]);
	}
	return value;
}

/** The caller's order or 404 (another user's order is simply not found). */
async function ownOrder(app: Parameters<FastifyPluginAsyncZod>[0], userId: number, orderId: number) {
	const order = await findUserOrder(app.db, userId, orderId);
	if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	return order;
}

/**
 * How fast orders may be placed: per shopper, and per address across
 * shoppers (a family, or shoppers behind one carrier NAT, stay far below).
 */
export const ORDER_RATE_LIMITS = {
	perUser: { max: 10, timeWindow: "1 minute" },
	perIp: { max: 30, timeWindow: "1 minute" },
} as const;

/** PDFs of tax documents a shopper may ask for in a minute. */
export const INVOICE_PDF_RATE_LIMIT = { max: 20, timeWindow: "1 minute" } as const;

/** Placing orders, the shopper's orders, their tracking and invoices, cancelling, promo codes (SPEC.md §7). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/order/create",
		{
			onRequest: [app.authenticate, perIpHook(app, "order-create", ORDER_RATE_LIMITS.perIp)],
			config: { rateLimit: perUser(ORDER_RATE_LIMITS.perUser) },
			schema: {
				tags: ["orders"],
				summary: "Place an order from the checkout",
				description: [
					"The order payload of SPEC.md §3 (amounts and item prices in rupees), plus optional `promo_code`,",
					"`promoDiscountAmount` and `gift_card_code` (required with GIFT_CARD). The server computes every amount",
					"from the database and compares: any difference → 409 PRICE_CHANGED, nothing written. Too little stock →",
					"409 INSUFFICIENT_STOCK naming the product and how many are left. Send an `Idempotency-Key` header (one per",
					"checkout attempt): a repeat answers the first order (200 instead of 201); the same key with another",
					"request (items, address, codes, payment mode or amounts) → 422 IDEMPOTENCY_MISMATCH. Online modes (cards, UPI, net banking) answer `payment`, what the browser",
					"needs to pay at the gateway within 15 minutes. At most 10 requests a minute per shopper and 30 per address",
					"(429). A shopper may have 3 online orders waiting for payment (409 TOO_MANY_UNPAID_ORDERS) and 5 cash on",
					"delivery orders waiting to be shipped (409 TOO_MANY_COD_ORDERS); cash on delivery is for the zones and",
					"totals the `cod` settings allow (by default not the north-east and islands, 409 COD_ZONE; up to ₹10,000",
					"before its fee, 409 COD_LIMIT), and adds their fee (`codFeeAmount`, optional, compared; in the total).",
					"A gift card that cannot pay, for any reason, → 409",
					"GIFT_CARD_REFUSED (the reasons and the balance are for /giftcard/check); after 5 codes that did not work in",
					"15 minutes → 429 GIFT_CARD_LOCKED. An address whose pincode the couriers do not reach (the delivery settings'",
					"unserviceable list) → 409 UNSERVICEABLE_PINCODE. The answer carries `promised_delivery_date`, the delivery",
					"promise's date (IST) for the address, which the order keeps.",
				].join("\n"),
				security: bearer,
				body: createOrderRequestSchema,
				response: {
					200: createOrderResponseSchema,
					201: createOrderResponseSchema,
					...errors,
					409: apiErrorSchema,
					422: apiErrorSchema,
					429: apiErrorSchema,
				},
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body);
			const result = await placeOrder(
				app,
				request.log,
				user,
				request.body,
				idempotencyKey(request),
				request.ip,
				requestLanguage(request),
			);
			return reply.code(result.created ? 201 : 200).send({
				success: true as const,
				message: result.message,
				response: {
					order_id: result.order.id,
					promised_delivery_date: result.order.promisedDeliveryDate,
					...(result.payment ? { payment: result.payment } : {}),
				},
			});
		},
	);

	app.post(
		"/order/fetch/all",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "The caller's orders, newest first",
				security: bearer,
				body: listOrdersRequestSchema,
				response: { 200: orderListResponseSchema, ...errors },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			return { status: true as const, response: await ordersOfUser(app.db, user.id) };
		},
	);

	app.post(
		"/order/tracker/fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "An order's tracking entries, oldest first, with who made each change",
				security: bearer,
				body: orderIdRequestSchema,
				response: { 200: trackingResponseSchema, ...errors },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const order = await ownOrder(app, user.id, request.body.order_id);
			const rows = await trackingOfOrder(app.db, order.id);
			return { status: true as const, response: rows.map(toTrackingEntry) };
		},
	);

	app.post(
		"/order/invoice/fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "An order's invoice: the order with the customer's name, e-mail and phone (a list of one)",
				security: bearer,
				body: orderIdRequestSchema,
				response: { 200: invoiceResponseSchema, ...errors },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const order = await ownOrder(app, user.id, request.body.order_id);
			return { status: true as const, response: [await invoiceOf(app.db, order)] };
		},
	);

	app.post(
		"/order/invoice/pdf",
		{
			onRequest: app.authenticate,
			// drawing a PDF costs tens of milliseconds of CPU: a shopper needs a few, a script would take the process
			config: { rateLimit: perUser(INVOICE_PDF_RATE_LIMIT) },
			schema: {
				tags: ["orders"],
				summary: "An order's GST tax invoice (or, with document=credit_note, its credit note) as issued, as a PDF",
				description: [
					"application/pdf, an attachment named after the document's number. The same figures as the invoice's",
					"plain-text download: the seller's legal name, address, GSTIN and state code, the number, each line's",
					"HSN/SAC, taxable value and CGST + SGST or IGST, the totals. 404 NO_TAX_INVOICE before the order ships,",
					"404 NO_CREDIT_NOTE for an order not cancelled after shipping; another shopper's order is not found.",
					"An order may have several credit notes (cancelled or returned units, issue 24): `number` picks one",
					"(as listed in the invoice's `credit_notes`), else the latest.",
					"At most 20 requests a minute per shopper (429).",
				].join("\n"),
				security: bearer,
				body: taxDocumentPdfRequestSchema,
				produces: ["application/pdf"],
			},
		},
		async (request, reply) => {
			const user = owner(request, request.body);
			const order = await ownOrder(app, user.id, request.body.order_id);
			const kind = request.body.document;
			// bilingual (Hindi beneath the English) when asked from a Hindi page or for an account in Hindi (issue 31)
			const hindi = requestLanguage(request) === "hi" || (await findUserById(app.db, user.id))?.language === "hi";
			const file = await taxDocumentPdfOf(app.db, order, kind, request.body.number, hindi ? "hi" : "en");
			if (!file) {
				throw kind === "invoice"
					? notFound(messages.orders.noTaxInvoiceYet, "NO_TAX_INVOICE")
					: notFound(messages.orders.noCreditNote, "NO_CREDIT_NOTE");
			}
			return reply
				.header("content-type", "application/pdf")
				.header("content-disposition", `attachment; filename="${file.fileName}"`)
				.header("cache-control", "private, no-store")
				.send(file.pdf);
		},
	);

	app.post(
		"/order/cancel",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "Cancel the caller's own Pending order: stock returns, a paid order is refunded",
				security: bearer,
				body: orderIdRequestSchema,
				response: { 200: orderResponseSchema, ...errors, 409: apiErrorSchema },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const order = await changeOrderStatus(app, request.log, {
				orderId: request.body.order_id,
				status: "Cancelled",
				actor: { userId: user.id, name: user.fullName, role: "customer" },
				ownerId: user.id,
			});
			return { status: true as const, message: messages.orders.cancelled, response: await orderView(app.db, order) };
		},
	);

	app.post(
		"/promo/validate",
		{
			onRequest: app.authenticate,
			config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
			schema: {
				tags: ["orders"],
				summary: "Check a promo code against the lines about to be ordered and answer the amounts with it",
				security: bearer,
				body: validatePromoRequestSchema,
				response: { 200: validatePromoResponseSchema, ...errors, 409: apiErrorSchema },
			},
		},
		async (request) => {
			const user = assertSelf(request, undefined);
			const typed = await findUsablePromo(app.db, request.body.code, "code");
			await assertFirstOrderBeforePlacing(app.db, typed, user.id);
			const variants = await findVariantLines(
				app.db,
				request.body.order_items.map((item) => item.product_id),
			);
			// priced as the order will be (workflows/place-order.ts): one function for both, one promo per order
			const charge = await deliveryCharge(app.db);
			const chosen = await choosePromo(app.db, {
				userId: user.id,
				typed,
				items: request.body.order_items,
				variants,
				charge,
				field: "code",
			});
			const { amounts } = chosen.pricing;
			const winner = chosen.promo;
			return {
				status: true as const,
				message:
					winner && chosen.outdone
						? messages.promo.automaticBetter(promoName(winner), typed.code)
						: promoAppliedText(typed),
				response: {
					code: typed.code,
					percent_off: typed.percentOff,
					amount_off: typed.amountOff === null ? null : paiseToRupees(typed.amountOff),
					max_discount: typed.maxDiscount === null ? null : paiseToRupees(typed.maxDiscount),
					applied: winner ? appliedPromo(winner, amounts) : null,
					amounts: {
						mrpTotalAmount: paiseToRupees(amounts.mrpTotal),
						subTotalAmount: paiseToRupees(amounts.subtotal),
						discountAmount: paiseToRupees(amounts.discount),
						promoDiscountAmount: paiseToRupees(amounts.promoDiscount),
						...(amounts.promoDelivery ? { promoDeliveryAmount: paiseToRupees(amounts.promoDelivery) } : {}),
						deliveryAmount: paiseToRupees(amounts.delivery),
						total_amount: paiseToRupees(amounts.total),
					},
				},
			};
		},
	);
};
