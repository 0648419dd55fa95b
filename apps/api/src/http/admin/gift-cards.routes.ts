import {
	adminGiftCardCreateSchema,
	adminGiftCardDetailSchema,
	adminGiftCardSchema,
	adminGiftCardsQuerySchema,
	adminGiftCardUpdateSchema,
	adminIdParamSchema,
	adminOneOf,
	adminPageOf,
	paiseToRupees,
	rupeesToPaise,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { audited } from "../../modules/audit/index.ts";
import {
	type GiftCardRow,
	giftCardWithHistory,
	issueGiftCard,
	listGiftCards,
	setGiftCardEnabled,
} from "../../modules/payments/index.ts";
import { indiaDayStart } from "./orders.routes.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

export const toAdminGiftCard = (row: GiftCardRow) => ({
	id: row.id,
	code: row.code,
	initial_balance: paiseToRupees(row.initialBalance),
	balance: paiseToRupees(row.balance),
	active: row.active,
	expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
	created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a card. */
const auditCard = (row: GiftCardRow) => {
	const { created_at: _created, ...rest } = toAdminGiftCard(row);
	return rest;
};

/** The end of a day in India: a card "valid until 31 Dec" works all that day. */
const endOfIndiaDay = (day: string) => new Date(indiaDayStart(day).getTime() + 86_400_000 - 1);

/** Gift cards: issue, find, see balance and history, switch off (or on again). */
export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/gift-cards",
		{
			schema: {
				summary: "Gift cards, newest first; q: part of the code; active: true or false",
				querystring: adminGiftCardsQuerySchema,
				response: { 200: adminPageOf(adminGiftCardSchema) },
			},
		},
		async (request) => {
			const { q, active } = request.query;
			const { rows, total } = await listGiftCards(app.db, { q, active }, pageWindow(request.query));
			return pageOf(rows.map(toAdminGiftCard), total, request.query);
		},
	);

	app.get(
		"/gift-cards/:id",
		{
			schema: {
				summary: "A gift card with its balance and its history of debits and refunds",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminGiftCardDetailSchema) },
			},
		},
		async (request) => {
			const { card, history } = await giftCardWithHistory(app.db, request.params.id);
			return {
				status: true as const,
				response: {
					...toAdminGiftCard(card),
					history: history.map((row) => ({
						id: row.id,
						order_id: row.orderId,
						amount: paiseToRupees(row.amount),
						created_at: row.createdAt.toISOString(),
					})),
				},
			};
		},
	);

	app.post(
		"/gift-cards",
		{
			schema: {
				summary: "Issues a gift card (amount in rupees; a random PITARA-XXXX-XXXX code unless one is given)",
				body: adminGiftCardCreateSchema,
				response: { 201: adminOneOf(adminGiftCardSchema) },
			},
		},
		async (request, reply) => {
			const body = request.body;
			const card = await audited(app.db, staffOf(request), { entity: "gift_card", action: "issue" }, async (tx) => {
				const row = await issueGiftCard(tx, {
					code: body.code,
					amount: rupeesToPaise(body.amount),
					expiresAt: body.expires_on ? endOfIndiaDay(body.expires_on) : null,
				});
				return { entityId: row.id, before: null, after: auditCard(row), result: row };
			});
			reply.code(201);
			return { status: true as const, message: `Gift card ${card.code} issued`, response: toAdminGiftCard(card) };
		},
	);

	app.patch(
		"/gift-cards/:id",
		{
			schema: {
				summary: "Switches a gift card off (it can no longer pay; its balance stays) or on again",
				params: adminIdParamSchema,
				body: adminGiftCardUpdateSchema,
				response: { 200: adminOneOf(adminGiftCardSchema) },
			},
		},
		async (request) => {
			const active = request.body.active;
			const change = await audited(
				app.db,
				staffOf(request),
				{ entity: "gift_card", action: active ? "enable" : "disable" },
				async (tx) => {
					const done = await setGiftCardEnabled(tx, request.params.id, active);
					return {
						entityId: done.after.id,
						before: auditCard(done.before),
						after: auditCard(done.after),
						result: done,
					};
				},
			);
			return {
				status: true as const,
				message: `Gift card ${change.after.code} ${active ? "switched on" : "switched off"}`,
				response: toAdminGiftCard(change.after),
			};
		},
	);
};
