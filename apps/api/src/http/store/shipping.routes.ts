import { createHash, timingSafeEqual } from "node:crypto";
import {
	apiErrorSchema,
	codConfirmationSchema,
	codDecisionSchema,
	messages,
	ndrAnswerSchema,
	orderCodDecisionSchema,
	orderIdRequestSchema,
	orderNdrAnswerSchema,
	orderShipmentsResponseSchema,
	shippingMessages,
	shopperLinkViewSchema,
	startPaymentResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, notFound } from "../../lib/errors.ts";
import { emit, transaction } from "../../modules/events/index.ts";
import { findOrder, findUserOrder, lockOrder } from "../../modules/orders/index.ts";
import {
	type CourierScan,
	courierWebhookToken,
	findCodConfirmation,
	findShipment,
	findShopperLink,
	lockShopperLink,
	NDR_LINK_MS,
	type ShopperLinkRow,
	scansOfManualWebhook,
	scansOfShiprocketWebhook,
	shipmentsOfOrder,
} from "../../modules/shipping/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { perIpHook } from "../../plugins/rate-limit.ts";
import { afterStatusChange } from "../../workflows/change-order-status.ts";
import {
	codConfirmationOfUser,
	codConfirmationView,
	decideCod,
	decideCodIn,
	startCodPrepayment,
} from "../../workflows/cod-confirmation.ts";
import { answerNdrIn, ndrDates } from "../../workflows/ndr-rto.ts";
import { shipmentViewsOfOrder } from "../../workflows/ship-order.ts";
import { currentUser, owner } from "../caller.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const linkErrors = {
	400: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
	410: apiErrorSchema,
	422: apiErrorSchema,
};

/** An open failed delivery of a parcel as the shopper reads it (null: none to answer). */
function ndrOf(row: Awaited<ReturnType<typeof findShipment>>) {
	if (row?.kind !== "forward" || row.status !== "undelivered") return null;
	return {
		reason: row.failureReason ?? "The courier could not deliver",
		answer_by: new Date(row.statusAt.getTime() + NDR_LINK_MS).toISOString(),
		dates: ndrDates(),
		// a new failed delivery clears the last answer (ship-order.ts receiveScansIn)
		answered: row.ndrRequest !== null,
	};
}

/** A link that can still be answered, or the error its state calls for. */
function assertOpen(link: ShopperLinkRow | undefined, purpose: "ndr" | "cod", now = new Date()): ShopperLinkRow {
	if (!link || link.purpose !== purpose) throw notFound(shippingMessages.linkNotValid, "LINK_NOT_FOUND");
	if (link.usedAt) throw conflict(shippingMessages.linkUsedAlready, "LINK_USED");
	if (link.expiresAt.getTime() <= now.getTime()) throw conflict(shippingMessages.linkHasExpired, "LINK_EXPIRED");
	return link;
}

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, shippingMessages.notALink) });

/** Equal texts, compared in time that does not depend on where they differ (both hashed to one length first). */
export function sameToken(given: string, expected: string): boolean {
	const a = createHash("sha256").update(given).digest();
	const b = createHash("sha256").update(expected).digest();
	return timingSafeEqual(a, b) && given.length === expected.length;
}

const PARSERS: Record<string, (body: unknown) => CourierScan[]> = {
	shiprocket: scansOfShiprocketWebhook,
	manual: scansOfManualWebhook,
};

/**
 * Couriers' tracking webhooks and the shopper's parcels (issue 25).
 * `POST /api/webhooks/courier/{adapter}`: the shop's webhook token in
 * `x-api-key` (what Shiprocket's panel sends), compared in constant time
 * (401 otherwise, nothing kept); answered 200 at once, the scans written to
 * the outbox in one transaction per AWB and applied from there.
 */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/webhooks/courier/:adapter",
		{
			schema: {
				tags: ["shipping"],
				summary:
					"A courier's tracking scans (Shiprocket's webhook body, or the manual adapter's { awb, status, time })",
				params: z.object({ adapter: z.enum(["shiprocket", "manual"]) }),
				response: { 200: z.object({ status: z.literal(true), received: z.number().int() }), 401: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const header = request.headers["x-api-key"];
			const given = (Array.isArray(header) ? header[0] : header) ?? "";
			if (!sameToken(given, await courierWebhookToken(app.db))) {
				// check-texts: console (the courier's system reads it)
				return reply.code(401).send({ status: false, message: "Wrong webhook token", code: "UNAUTHORIZED" });
			}
			const adapter = request.params.adapter;
			const scans = (PARSERS[adapter] ?? (() => []))(request.body);
			const byAwb = new Map<string, CourierScan[]>();
			for (const scan of scans) byAwb.set(scan.awb, [...(byAwb.get(scan.awb) ?? []), scan]);
			await transaction(app.db, async (tx) => {
				for (const [awb, list] of byAwb) {
					await emit(tx, { type: "CourierScansReceived", adapter, awb, scans: list });
				}
			});
			return { status: true as const, received: scans.length };
		},
	);

	app.post(
		"/order/shipments/fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "An order's parcels: courier, AWB, status, scans and the expected date",
				security: bearer,
				body: orderIdRequestSchema,
				response: { 200: orderShipmentsResponseSchema, ...errors },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			const order = await findUserOrder(app.db, user.id, request.body.order_id);
			if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
			const views = await shipmentViewsOfOrder(app.db, order.id);
			const rows = new Map((await shipmentsOfOrder(app.db, order.id)).map((row) => [row.id, row]));
			return {
				status: true as const,
				response: views
					.filter((view) => view.kind === "forward")
					.map((view) => ({
						id: view.id,
						status: view.status,
						status_text: view.status_text,
						courier_name: view.courier_name,
						awb: view.awb,
						expected_delivery_date: view.expected_delivery_date,
						delivered_at: view.delivered_at,
						lines: view.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
						scans: view.scans.filter((scan) => scan.status !== null),
						ndr: ndrOf(rows.get(view.id)),
					})),
			};
		},
	);

	/* single-use links texted to the shopper (decision 048) -------------------------------------- */

	app.get(
		"/links/:token",
		{
			onRequest: perIpHook(app, "shopper-link", { max: 30, timeWindow: "1 minute" }),
			schema: {
				tags: ["shipping"],
				summary: "What a texted single-use link is for: a failed delivery to answer, or a COD order to confirm",
				description: "The token is the credential (only its hash is kept). 404 for an unknown token.",
				params: tokenParams,
				response: { 200: z.object({ status: z.literal(true), response: shopperLinkViewSchema }), ...linkErrors },
			},
		},
		async (request) => {
			const link = await findShopperLink(app.db, request.params.token);
			if (!link) throw notFound(shippingMessages.linkNotValid, "LINK_NOT_FOUND");
			const order = await findOrder(app.db, link.orderId);
			if (!order) throw notFound(shippingMessages.linkNotValid, "LINK_NOT_FOUND");
			const state = link.usedAt ? "used" : link.expiresAt.getTime() <= Date.now() ? "expired" : "open";
			let ndr = null;
			if (link.purpose === "ndr" && link.shipmentId) {
				const shipment = await findShipment(app.db, link.shipmentId);
				ndr = {
					reason: shipment?.failureReason ?? "The courier could not deliver",
					dates: ndrDates(),
					address: { line1: order.addressLine1, line2: order.addressLine2, city: order.city, pincode: order.pincode },
					phone: `••••••${order.addressPhone.slice(-4)}`,
				};
			}
			const confirmation = link.purpose === "cod" ? await findCodConfirmation(app.db, order.id) : undefined;
			return {
				status: true as const,
				response: {
					purpose: link.purpose,
					order_id: order.id,
					state: state as "open" | "used" | "expired",
					expires_at: link.expiresAt.toISOString(),
					ndr,
					cod: confirmation ? codConfirmationView(order, confirmation) : null,
				},
			};
		},
	);

	app.post(
		"/links/:token/ndr",
		{
			onRequest: perIpHook(app, "shopper-link-answer", { max: 10, timeWindow: "1 minute" }),
			schema: {
				tags: ["shipping"],
				summary: "Answer a failed delivery from its texted link: a new date, a corrected address or phone",
				description:
					"Single use, valid 48 hours (409 LINK_USED / LINK_EXPIRED). The courier is asked to deliver again on the date (Shiprocket's NDR re-attempt, through the outbox).",
				params: tokenParams,
				body: ndrAnswerSchema,
				response: { 200: z.object({ status: z.literal(true), message: z.string() }), ...linkErrors },
			},
		},
		async (request) => {
			const body = request.body;
			await transaction(app.db, async (tx) => {
				const link = assertOpen(await lockShopperLink(tx, request.params.token), "ndr");
				if (!link.shipmentId) throw notFound(shippingMessages.linkNotValid, "LINK_NOT_FOUND");
				await answerNdrIn(tx, link.shipmentId, link.orderId, {
					date: body.date,
					addressLine1: body.address_line1,
					addressLine2: body.address_line2,
					phone: body.phone,
				});
			});
			return { status: true as const, message: shippingMessages.ndrThanks };
		},
	);

	app.post(
		"/links/:token/cod",
		{
			onRequest: perIpHook(app, "shopper-link-answer", { max: 10, timeWindow: "1 minute" }),
			schema: {
				tags: ["shipping"],
				summary: "Confirm or cancel a cash on delivery order from its texted link",
				description: "Single use, valid until the confirmation window ends (409 LINK_USED / LINK_EXPIRED).",
				params: tokenParams,
				body: codDecisionSchema,
				response: {
					200: z.object({ status: z.literal(true), message: z.string(), response: codConfirmationSchema }),
					...linkErrors,
				},
			},
		},
		async (request) => {
			const done = await transaction(app.db, async (tx) => {
				const link = assertOpen(await lockShopperLink(tx, request.params.token), "cod");
				const order = await lockOrder(tx, link.orderId);
				if (!order) throw notFound(shippingMessages.linkNotValid, "LINK_NOT_FOUND");
				return decideCodIn(tx, order.id, request.body.action, {
					userId: order.userId,
					name: order.addressName,
					role: "customer",
				});
			});
			if (done.change) await afterStatusChange(app, request.log, done.change);
			return {
				status: true as const,
				message:
					request.body.action === "confirm" ? shippingMessages.codOrderConfirmed : shippingMessages.codOrderCancelled,
				response: codConfirmationView(done.order, done.confirmation),
			};
		},
	);

	/* the same answers from the signed-in order page ---------------------------------------------- */

	app.post(
		"/order/ndr/answer",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "Answer a failed delivery of one's own order: a new date, a corrected address or phone",
				security: bearer,
				body: orderNdrAnswerSchema,
				response: {
					200: z.object({ status: z.literal(true), message: z.string() }),
					...errors,
					409: apiErrorSchema,
					422: apiErrorSchema,
				},
			},
		},
		async (request) => {
			const user = currentUser(request);
			const body = request.body;
			const order = await findUserOrder(app.db, user.id, body.order_id);
			if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
			await transaction(app.db, (tx) =>
				answerNdrIn(tx, body.shipment_id, order.id, {
					date: body.date,
					addressLine1: body.address_line1,
					addressLine2: body.address_line2,
					phone: body.phone,
				}),
			);
			return { status: true as const, message: shippingMessages.ndrThanks };
		},
	);

	app.post(
		"/order/cod-confirmation/fetch",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "A COD order's confirmation: awaiting (until when), confirmed, cancelled, paid online; null when none",
				security: bearer,
				body: orderIdRequestSchema,
				response: { 200: z.object({ status: z.literal(true), response: codConfirmationSchema.nullable() }), ...errors },
			},
		},
		async (request) => {
			const user = owner(request, request.body);
			return {
				status: true as const,
				response: await codConfirmationOfUser(app.db, user.id, request.body.order_id),
			};
		},
	);

	app.post(
		"/order/cod-confirmation/decide",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["orders"],
				summary: "Confirm or cancel one's own COD order awaiting confirmation",
				security: bearer,
				body: orderCodDecisionSchema,
				response: {
					200: z.object({ status: z.literal(true), message: z.string(), response: codConfirmationSchema }),
					...errors,
					409: apiErrorSchema,
				},
			},
		},
		async (request) => {
			const user = currentUser(request);
			const order = await findUserOrder(app.db, user.id, request.body.order_id);
			if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
			const done = await decideCod(app, order.id, request.body.action, {
				userId: user.id,
				name: user.fullName,
				role: "customer",
			});
			return {
				status: true as const,
				message:
					request.body.action === "confirm" ? shippingMessages.codOrderConfirmed : shippingMessages.codOrderCancelled,
				response: codConfirmationView(done.order, done.confirmation),
			};
		},
	);

	app.post(
		"/order/cod-confirmation/pay",
		{
			onRequest: [app.authenticate, perIpHook(app, "cod-prepay", { max: 30, timeWindow: "1 minute" })],
			schema: {
				tags: ["orders", "payments"],
				summary: "Pay a COD order awaiting confirmation online instead, at the reduced amount",
				description:
					"A payment attempt on the same order for its prepaid amount. When the gateway confirms it, the order becomes prepaid (no new order number); a payment arriving after the order was confirmed as COD is refunded.",
				security: bearer,
				body: orderIdRequestSchema,
				response: { 200: startPaymentResponseSchema, ...errors, 409: apiErrorSchema, 502: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			return { status: true as const, response: await startCodPrepayment(app, user, request.body.order_id) };
		},
	);
};
