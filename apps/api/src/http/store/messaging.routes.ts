import {
	type AccountMessagesResponse,
	accountMessagesResponseSchema,
	alertMessages,
	apiErrorSchema,
	consentChangeRequestSchema,
	type Language,
	paiseToRupees,
	priceWatchRequestSchema,
	priceWatchResponseSchema,
	productHref,
	stopAlertRequestSchema,
} from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.ts";
import { findVariantLines } from "../../modules/catalog/index.ts";
import {
	type ConsentChannel,
	type ConsentPurpose,
	consentsOf,
	liveAlertsOf,
	livePriceAlertsOf,
	recordConsent,
	stopAlert,
	stopPriceAlert,
} from "../../modules/messaging/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { watchPrice } from "../../workflows/price-drop.ts";
import { currentUser } from "../caller.ts";

/** The caller's consents and live alerts, with each alert's product as the shop shows it. */
export async function accountMessages(
	app: FastifyInstance,
	user: { id: number; phone: string },
	language: Language = "en",
): Promise<AccountMessagesResponse> {
	const { phone } = user;
	const alerts = await liveAlertsOf(app.db, phone);
	const watches = await livePriceAlertsOf(app.db, user.id);
	const lines = await findVariantLines(app.db, [
		...alerts.map((alert) => alert.variantId),
		...watches.map((watch) => watch.variantId),
	]);
	return {
		status: true as const,
		response: {
			consents: await consentsOf(app.db, phone, language),
			alerts: alerts.flatMap((alert) => {
				const line = lines.get(alert.variantId);
				return line
					? [
							{
								id: alert.id,
								product_id: alert.variantId,
								name: line.name,
								size: line.size,
								color: line.color,
								href: `${productHref(line.category, line.slug)}?variant=${alert.variantId}`,
								created_at: alert.createdAt,
							},
						]
					: [];
			}),
			price_alerts: watches.flatMap((watch) => {
				const line = lines.get(watch.variantId);
				return line
					? [
							{
								id: watch.id,
								product_id: watch.variantId,
								name: line.name,
								size: line.size,
								color: line.color,
								href: `${productHref(line.category, line.slug)}?variant=${watch.variantId}`,
								base_price: paiseToRupees(watch.basePrice),
								created_at: watch.createdAt,
							},
						]
					: [];
			}),
		},
	};
}

/**
 * Account → Messages (issue 26 items 4–5, decision 049): the shopper's consents (WhatsApp order updates,
 * offers by SMS and on WhatsApp; each one tap on or off, each change a new row of the ledger with the text
 * shown, the time and the address it came from) and their "Notify me" alerts with Stop.
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
	const responses = { 200: accountMessagesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema };

	app.get(
		"/account/messages",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["messaging"],
				summary: "The caller's message consents and live back-in-stock alerts",
				security: bearer,
				response: responses,
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "no-store");
			return accountMessages(app, currentUser(request), requestLanguage(request));
		},
	);

	app.post(
		"/account/messages/consent",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["messaging"],
				summary: "Turn one message consent on or off",
				description:
					"`kind` is channel:purpose. Appends a row to the consent ledger (the text shown, the time, the client's address); answers the caller's consents and alerts.",
				security: bearer,
				body: consentChangeRequestSchema,
				response: responses,
			},
		},
		async (request) => {
			const user = currentUser(request);
			const [channel, purpose] = request.body.kind.split(":") as [ConsentChannel, ConsentPurpose];
			await recordConsent(app.db, {
				phone: user.phone,
				userId: user.id,
				channel,
				purpose,
				granted: request.body.granted,
				source: "account",
				ip: request.ip,
				// the words in the language of the page the box was ticked on, and their id (decision 071)
				language: requestLanguage(request),
			});
			return accountMessages(app, user, requestLanguage(request));
		},
	);

	app.post(
		"/account/alerts/stop",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["messaging"],
				summary: "Stop one of the caller's alerts (back in stock, or a price watch with kind=price)",
				description: "404 when the caller has no such live alert.",
				security: bearer,
				body: stopAlertRequestSchema,
				response: { ...responses, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const stopped =
				request.body.kind === "price"
					? await stopPriceAlert(app.db, user.id, { id: request.body.alert_id })
					: await stopAlert(app.db, request.body.alert_id, user.phone);
			if (!stopped) throw notFound(alertMessages.noSuchAlert);
			return accountMessages(app, user, requestLanguage(request));
		},
	);

	app.post(
		"/account/price-alerts",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["messaging"],
				summary: "Tell me if the price drops: a watch on a wishlist item, on or off",
				description: [
					"Issue 26 item 6: an alert when the price falls 10% or ₹100 below the price when the watch began (or of its",
					"last alert), at most once a week, never on a rise; it needs a live marketing consent (`consent` says",
					"whether the caller has one). 404 when the item is not on the caller's wishlist.",
				].join(" "),
				security: bearer,
				body: priceWatchRequestSchema,
				response: { 200: priceWatchResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const answer = await watchPrice(app, currentUser(request), request.body.product_id, request.body.on);
			return {
				status: true as const,
				message: answer.watching ? alertMessages.priceWatchOn : alertMessages.priceWatchOff,
				response: { product_id: request.body.product_id, ...answer },
			};
		},
	);
};
