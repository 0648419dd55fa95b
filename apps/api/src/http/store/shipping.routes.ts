import { createHash, timingSafeEqual } from "node:crypto";
import { apiErrorSchema, messages, orderIdRequestSchema, orderShipmentsResponseSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { emit, transaction } from "../../modules/events/index.ts";
import { findUserOrder } from "../../modules/orders/index.ts";
import {
	type CourierScan,
	courierWebhookToken,
	scansOfManualWebhook,
	scansOfShiprocketWebhook,
} from "../../modules/shipping/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { shipmentViewsOfOrder } from "../../workflows/ship-order.ts";
import { owner } from "../caller.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

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
						scans: view.scans.filter((scan) => scan.status !== null),
					})),
			};
		},
	);
};
